#!/usr/bin/env python3
"""Times `ai bench` against the C reference side by side and prints the ratios.

The machines are shared and noisy, so both programs run in the same session,
alternating workload by workload for several rounds; each round gives one median per
program, and the ratio reported is median(ai medians) / median(C medians).

    python3 Benchmarks/compare-reference.py [--rounds 7] [--runs 200]

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
MODES = ["perft", "minimax", "alphabeta", "memo"]


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
            line = subprocess.run([binary, mode, str(args.runs)], check=True,
                                  capture_output=True, text=True).stdout
            fields = dict(f.split("=") for f in line.split())
            medians[mode]["c"].append(float(fields["median_us"]) / 1e6)
            report = json.loads(subprocess.run(
                [ai, "bench", mode, "--runs", str(args.runs), "--json"], check=True,
                capture_output=True, text=True).stdout)
            medians[mode]["ai"].append(report["workloads"][0]["medianSeconds"])

    print(f"{'workload':<10} {'ai median us':>13} {'C median us':>12} {'ratio':>6}")
    worst = 0.0
    for mode in args.modes:
        ours = statistics.median(medians[mode]["ai"])
        theirs = statistics.median(medians[mode]["c"])
        ratio = ours / theirs
        worst = max(worst, ratio)
        print(f"{mode:<10} {ours * 1e6:>13.2f} {theirs * 1e6:>12.2f} {ratio:>6.3f}")
    print(f"worst ratio: {worst:.3f}")


if __name__ == "__main__":
    sys.exit(main())
