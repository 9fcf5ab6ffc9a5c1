#!/usr/bin/env python3
"""Times `ai bench` against a C program for the same workloads and prints the ratios.

The C program is the project's own baseline, Benchmarks/Baseline/baseline.c: each
workload written as tightly as we can in plain C. Any other program with the same
interface (`PROGRAM MODE RUNS`, printing `mode=... result=... nodes=... runs=...
median_us=... min_us=...`) can stand in for it with --reference, for instance the
external reference kept beside the checkout, to check the baseline against it:

    python3 Benchmarks/compare-reference.py [--rounds 7] [--runs 200] [MODE...]
    python3 Benchmarks/compare-reference.py --reference ../shared/reference/ttt_ref.c

The machines are shared and noisy, so both programs run in the same session,
alternating workload by workload for several rounds; each round gives one median per
program, and the ratio reported is median(ai medians) / median(C medians).

The modes are the C program's: perft, minimax, alphabeta, memo (3x3, against
`ai bench`), solve4 (against `ai bench solve-4x4`) and perft4 (the whole 4x4 tree
with all its totals, against `ai perft --hash --rows 4 --cols 4`, one run a round; the
C program needs about 350 MB for it, and the tree sizes must agree).

Three more modes time `ai` answering boards in bulk, one process a run, wall clock,
stdout to /dev/null (each output is checked once, in the first round):

- batch3: `ai best -` and `ai analyze - --json` on the 5,478 reachable 3x3 boards
  repeated 40 times (219,120 lines, made from data/tictactoe-3x3-solutions.csv), against
  the C program `--batch-reference` (default the project's own
  Benchmarks/Baseline/batch.c; any program that reads the same lines can stand in, such
  as ../shared/reference/ttt_batch.c beside the checkout), whose output `ai best -` must
  equal byte for byte. Targets: 2x and 3x.
- batch4: 100,000 random reachable 4x4 positions (random games stopped at a random ply,
  seeded), `ai best -` plus `ai analyze - --json`, against `ai solve --all --rows 4
  --cols 4` in the same round. Target: the batches take at most half its time.
  `--batch4-rounds` rounds (default 3: solve --all takes about 6 s).
- batch4small: 100 of those lines as one batch, against 100 runs of `ai best BOARD`,
  one board each. Target: the batch costs no more.

Needs `cc` and `swift`; builds the C program in a temporary directory and `ai` with
`swift build -c release`.
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, "Benchmarks", "Baseline", "baseline.c")
MODES = ["perft", "minimax", "alphabeta", "memo", "solve4", "perft4"]
BATCH_MODES = ["batch3", "batch4", "batch4small"]
BATCH_REFERENCE = os.path.join(ROOT, "Benchmarks", "Baseline", "batch.c")
# How `ai` runs each of the C program's modes, and how many runs a round makes.
AI_COMMANDS = {
    "solve4": (["bench", "solve-4x4"], 11),
    "perft4": (["perft", "--hash", "--rows", "4", "--cols", "4", "--json"], 1),
}
# Targets by C program: against the project's own baseline every search at most 1.00x and
# the whole 4x4 tree at most 0.5x; against any other program (ttt_ref.c), 1.10x and 1.25x.
BASELINE_TARGETS = ({"perft4": 0.50}, 1.00)
OTHER_TARGETS = ({"perft4": 1.25}, 1.10)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument(
        "--reference", default=BASELINE, metavar="PATH",
        help="the C source to time against (default: Benchmarks/Baseline/baseline.c)")
    parser.add_argument(
        "--batch-reference", default=BATCH_REFERENCE, metavar="PATH",
        help="the C source batch3 times against (default: Benchmarks/Baseline/batch.c)")
    parser.add_argument("--batch4-rounds", type=int, default=3)
    parser.add_argument("modes", nargs="*", default=MODES + BATCH_MODES)
    args = parser.parse_args()
    unknown = [mode for mode in args.modes if mode not in MODES + BATCH_MODES]
    if unknown:
        parser.error("unknown modes: " + ", ".join(unknown))

    with tempfile.TemporaryDirectory(prefix="compare-reference-") as scratch:
        binary = os.path.join(scratch, "reference")
        subprocess.run(["cc", "-O2", "-o", binary, args.reference], check=True)
        subprocess.run(["swift", "build", "-c", "release", "--product", "ai"], cwd=ROOT,
                       check=True, stdout=subprocess.DEVNULL)
        ai = os.path.join(ROOT, ".build", "release", "ai")
        searches = [mode for mode in args.modes if mode in MODES]
        if searches:
            print(f"C: {os.path.relpath(os.path.abspath(args.reference))}")
            compare(args, searches, binary, ai)
        batches = [mode for mode in args.modes if mode in BATCH_MODES]
        if batches:
            compare_batches(args, batches, scratch, ai)


def compare(args, modes, binary, ai):
    """Runs both programs for `args.rounds` rounds and prints the table of ratios."""
    medians = {mode: {"ai": [], "c": []} for mode in modes}
    for _ in range(args.rounds):
        for mode in modes:
            command, runs = AI_COMMANDS.get(mode, (["bench", mode], args.runs))
            line = subprocess.run([binary, mode, str(runs)], check=True,
                                  capture_output=True, text=True).stdout
            fields = dict(f.split("=") for f in line.split())
            medians[mode]["c"].append(float(fields["median_us"]) / 1e6)
            if command[0] == "bench":
                command = command + ["--runs", str(runs), "--json"]
            report = json.loads(subprocess.run(
                [ai] + command, check=True, capture_output=True, text=True).stdout)
            if "workloads" in report:
                medians[mode]["ai"].append(report["workloads"][0]["medianSeconds"])
            else:
                if report["nodes"] != int(fields["result"]):
                    sys.exit(f"{mode}: ai counts {report['nodes']} nodes, C {fields['result']}")
                medians[mode]["ai"].append(report["seconds"])

    is_baseline = os.path.samefile(args.reference, BASELINE)
    print(f"{'workload':<10} {'ai median us':>13} {'C median us':>12} {'ratio':>6} {'target':>7}")
    missed = []
    for mode in modes:
        ours = statistics.median(medians[mode]["ai"])
        theirs = statistics.median(medians[mode]["c"])
        ratio = ours / theirs
        targets, default = BASELINE_TARGETS if is_baseline else OTHER_TARGETS
        target = targets.get(mode, default)
        if ratio > target:
            missed.append(mode)
        print(f"{mode:<10} {ours * 1e6:>13.2f} {theirs * 1e6:>12.2f} {ratio:>6.3f} {target:>7.2f}")
    print("every target met" if not missed else "targets missed: " + ", ".join(missed))


def timed(command, stdin_path, stdout=subprocess.DEVNULL):
    """Runs `command` with stdin from `stdin_path` (or none) and returns its wall time."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    try:
        start = time.perf_counter()
        subprocess.run(command, stdin=stdin, stdout=stdout, check=True)
        return time.perf_counter() - start
    finally:
        if stdin_path:
            stdin.close()


def output_of(command, stdin_path):
    """What `command` prints with stdin from `stdin_path`."""
    with open(stdin_path, "rb") as stdin:
        return subprocess.run(command, stdin=stdin, capture_output=True, check=True).stdout


def boards_3x3(path):
    """Writes the 5,478 reachable 3x3 boards, 40 times over, one per line, to `path`."""
    with open(os.path.join(ROOT, "data", "tictactoe-3x3-solutions.csv")) as table:
        boards = [line.split(",")[0] for line in table.read().splitlines()[1:]]
    with open(path, "w") as out:
        out.write("\n".join(boards * 40) + "\n")


def boards_4x4(path, count, seed=15):
    """Writes `count` random reachable 4x4 boards (k = 4): random games, each stopped at
    a uniformly random ply from 0 to 16 or when it ends."""
    lines = []
    for r in range(4):
        for c in range(4):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(r + i * dr, c + i * dc) for i in range(4)]
                if all(0 <= a < 4 and 0 <= b < 4 for a, b in cells):
                    lines.append([a * 4 + b for a, b in cells])
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        board, piece = ["."] * 16, "X"
        for _ in range(rng.randrange(17)):
            if any(all(board[i] == p for i in line) for line in lines for p in "XO"):
                break
            board[rng.choice([i for i in range(16) if board[i] == "."])] = piece
            piece = "O" if piece == "X" else "X"
        boards.append("/".join("".join(board[row * 4:row * 4 + 4]) for row in range(4)))
    with open(path, "w") as out:
        out.write("\n".join(boards) + "\n")
    return boards


def compare_batches(args, modes, scratch, ai):
    """Times the batch modes, alternating the programs within each round, and prints
    each one's median times and ratio against its target."""
    rows = []  # (mode, what, ours, theirs, target)
    if "batch3" in modes:
        if not os.path.exists(args.batch_reference):
            print(f"batch3: skipped, no {args.batch_reference}")
        else:
            c_batch = os.path.join(scratch, "batch")
            subprocess.run(["cc", "-O2", "-o", c_batch, args.batch_reference], check=True)
            boards = os.path.join(scratch, "boards-3x3.txt")
            boards_3x3(boards)
            if output_of([ai, "best", "-"], boards) != output_of([c_batch], boards):
                sys.exit("batch3: ai best - does not print what the C program prints")
            times = {"c": [], "best": [], "json": []}
            for _ in range(args.rounds):
                times["c"].append(timed([c_batch], boards))
                times["best"].append(timed([ai, "best", "-"], boards))
                times["json"].append(timed([ai, "analyze", "-", "--json"], boards))
            c = statistics.median(times["c"])
            rows.append(("batch3", "best -", statistics.median(times["best"]), c, 2.0))
            rows.append(("batch3", "analyze --json", statistics.median(times["json"]), c, 3.0))
    if "batch4" in modes:
        boards = os.path.join(scratch, "boards-4x4.txt")
        boards_4x4(boards, 100_000)
        batch, solve = [], []
        for _ in range(args.batch4_rounds):
            solve.append(timed([ai, "solve", "--all", "--rows", "4", "--cols", "4"], None))
            batch.append(timed([ai, "best", "-"], boards)
                         + timed([ai, "analyze", "-", "--json"], boards))
        rows.append(("batch4", "best + analyze --json", statistics.median(batch),
                     statistics.median(solve), 0.5))
    if "batch4small" in modes:
        boards = os.path.join(scratch, "boards-4x4-small.txt")
        lines = boards_4x4(boards, 100, seed=16)
        single = [ai, "best"]
        if output_of([ai, "best", "-"], boards).decode().splitlines() != [
                f"{line}  " + output_of(single + [line], boards).decode().strip()
                for line in lines]:
            sys.exit("batch4small: the batch and the single runs disagree")
        batch, each = [], []
        for _ in range(args.rounds):
            batch.append(timed([ai, "best", "-"], boards))
            each.append(sum(timed(single + [line], None) for line in lines))
        rows.append(("batch4small", "best - (100 lines)", statistics.median(batch),
                     statistics.median(each), 1.0))

    print(f"{'batch':<12} {'ai':<22} {'ai median s':>11} {'other s':>9} {'ratio':>6} "
          f"{'target':>7}  (other: batch.c, solve --all, 100 single runs)")
    missed = []
    for mode, what, ours, theirs, target in rows:
        ratio = ours / theirs
        if ratio > target:
            missed.append(f"{mode} {what}")
        print(f"{mode:<12} {what:<22} {ours:>11.3f} {theirs:>9.3f} {ratio:>6.3f} {target:>7.2f}")
    print("every batch target met" if not missed else "batch targets missed: " + ", ".join(missed))


if __name__ == "__main__":
    sys.exit(main())
