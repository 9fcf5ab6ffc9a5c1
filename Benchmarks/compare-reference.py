#!/usr/bin/env python3
"""Times `ai bench` against the C reference side by side and prints the ratios.

The machines are shared and noisy, so both programs run in the same session,
alternating workload by workload for several rounds; each round gives one median per
program, and the ratio reported is median(ai medians) / median(C medians).

    python3 Benchmarks/compare-reference.py [--rounds 7] [--runs 200] [MODE...]

The modes are the reference's: perft, minimax, alphabeta, memo (3x3, against
`ai bench`), solve4 (against `ai bench solve-4x4`) and perft4 (the whole 4x4 tree
with all its totals, against `ai perft --hash --rows 4 --cols 4`, one run a round).

Needs `cc` and the reference at ../shared/reference/ttt_ref.c beside the checkout
(or --reference PATH).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODES = ["perft", "minimax", "alphabeta", "memo", "solve4", "perft4"]
# How `ai` runs each of the reference's modes, and how many runs a round makes.
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
        "--reference",
        default=os.path.join(ROOT, "..", "shared", "reference", "ttt_ref.c"))
    parser.add_argument("modes", nargs="*", default=MODES)
    args = parser.parse_args()

    binary = "/tmp/ttt_ref"
    subprocess.run(["cc", "-O2", "-o", binary, args.reference], check=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "ai"], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL)
    ai = os.path.join(ROOT, ".build", "release", "ai")

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
