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

Needs `cc` and `swift`; builds the C program in a temporary directory and `ai` with
`swift build -c release`.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, "Benchmarks", "Baseline", "baseline.c")
MODES = ["perft", "minimax", "alphabeta", "memo", "solve4", "perft4"]
# How `ai` runs each of the C program's modes, and how many runs a round makes.
AI_COMMANDS = {
    "solve4": (["bench", "solve-4x4"], 11),
    "perft4": (["perft", "--hash", "--rows", "4", "--cols", "4", "--json"], 1),
}
TARGETS = {"perft4": 1.25}  # the others: 1.10


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument(
        "--reference", default=BASELINE, metavar="PATH",
        help="the C source to time against (default: Benchmarks/Baseline/baseline.c)")
    parser.add_argument("modes", nargs="*", default=MODES)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="compare-reference-") as scratch:
        binary = os.path.join(scratch, "reference")
        subprocess.run(["cc", "-O2", "-o", binary, args.reference], check=True)
        subprocess.run(["swift", "build", "-c", "release", "--product", "ai"], cwd=ROOT,
                       check=True, stdout=subprocess.DEVNULL)
        ai = os.path.join(ROOT, ".build", "release", "ai")
        print(f"C: {os.path.relpath(os.path.abspath(args.reference))}")
        compare(args, binary, ai)


def compare(args, binary, ai):
    """Runs both programs for `args.rounds` rounds and prints the table of ratios."""
    medians = {mode: {"ai": [], "c": []} for mode in args.modes}
    for _ in range(args.rounds):
        for mode in args.modes:
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

    print(f"{'workload':<10} {'ai median us':>13} {'C median us':>12} {'ratio':>6} {'target':>7}")
    missed = []
    for mode in args.modes:
        ours = statistics.median(medians[mode]["ai"])
        theirs = statistics.median(medians[mode]["c"])
        ratio = ours / theirs
        target = TARGETS.get(mode, 1.10)
        if ratio > target:
            missed.append(mode)
        print(f"{mode:<10} {ours * 1e6:>13.2f} {theirs * 1e6:>12.2f} {ratio:>6.3f} {target:>7.2f}")
    print("every target met" if not missed else "targets missed: " + ", ".join(missed))


if __name__ == "__main__":
    sys.exit(main())
