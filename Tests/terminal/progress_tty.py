#!/usr/bin/env python3
"""Watches the progress lines of `ai match` and `ai bench` in a pseudo-terminal, as a
person would.

    python3 Tests/terminal/progress_tty.py PATH_TO_AI

Run by `swift test` (Tests/aiTests/ProgressTests.swift). Prints one line per check and
exits non-zero at the first failure.
"""
import os
import re
import signal
import sys
import time

import pexpect

AI = sys.argv[1]
# `swift test` starts this script with every signal blocked, and `ai` would inherit the
# mask: Ctrl-C must reach it as it does from a shell.
signal.pthread_sigmask(signal.SIG_SETMASK, [])
WIPE = "\r\x1b[K"
# As a pattern: its [ opens no set of characters.
LINE = re.escape(WIPE) + r"match: [\d,]+ of ([\d,]+) games \(\d+\.\d%\), [\w ]+ left, [\d,]+ games/s"


def check(name, condition, detail=""):
    if not condition:
        print(f"FAIL {name} {detail!r}")
        sys.exit(1)
    print(f"ok {name}")


def spawn(games):
    return pexpect.spawn(AI, ["match", "--games", games, "--x", "random", "--o", "random"],
                         encoding="utf-8", timeout=60)


# Drawn after a second: done of total, percentage, rate, time left; wiped before the result.
# (About two seconds of a debug build: the line needs one.) In the long form only
# (AI_TEST_LONG=1): the bench below ends its line the same way in every run.
if os.environ.get("AI_TEST_LONG") == "1":
    child = spawn("150000")
    child.expect(LINE)
    check("done of total, percentage, rate and time left", child.match.group(1) == "150,000")
    child.expect(pexpect.EOF)
    rest = child.before.split(WIPE)[-1]
    check("wiped before the result", "games/s" not in rest and "seed: " in rest, rest)
    child.close()
    check("exit 0", child.exitstatus == 0)

# Ctrl-C on a match wipes the line, then prints the tally of the games played, marked
# as interrupted, and exits 130.
child = spawn("100000000")
child.expect(LINE)
child.sendintr()
child.expect(pexpect.EOF)
rest = child.before.split(WIPE)[-1]
check("match: wiped on Ctrl-C, then the tally so far",
      re.search(r"random \(X\) against random \(O\), \d+ of 100000000 games from "
                r"\.\.\./\.\.\./\.\.\. \(3x3\): interrupted\r\nX wins: ", rest)
      and "games/s" not in rest, rest)
child.close()
check("match: exit 130", child.exitstatus == 130, (child.exitstatus, child.signalstatus))
# On Connect Four's board a perfect game takes minutes: Ctrl-C stops it in a move's search,
# uncounted, with the tally of the games finished (none) and 130.
child = pexpect.spawn(AI, ["match", "--rules", "gravity", "--rows", "6", "--cols", "7", "--seed", "1"],
                      encoding="utf-8", timeout=60)
time.sleep(1.5)
child.sendintr()
child.expect(pexpect.EOF)
check("match: Ctrl-C in a game's search gives the tally of none",
      re.search(r"0 of 100 games from .* \(6x7 gravity\): interrupted", child.before)
      and "X wins: 0 (0%)" in child.before, child.before[-300:])
child.close()
check("match: stopped in a search, exit 130", child.exitstatus == 130,
      (child.exitstatus, child.signalstatus))
# Elsewhere Ctrl-C wipes the line and ends the process by the signal, as without a line.
child = pexpect.spawn(AI, ["bench", "minimax", "--runs", "1000000"], encoding="utf-8",
                      timeout=60)
child.expect(re.escape(WIPE) + "bench minimax: ")
child.sendintr()
child.expect(pexpect.EOF)
check("wiped on Ctrl-C", child.before.endswith(WIPE), child.before[-80:])
child.close()
check("killed by SIGINT", child.signalstatus == signal.SIGINT, child.signalstatus)
# The bench: a line for the workload being timed, with its runs and its time left.
# Enough runs that the line shows (past a second) on a fast machine too: the debug build
# optimizes the engine: 1,000 runs of minimax end in half a second, 30 of solve-4x4 take 3.
child = pexpect.spawn(AI, ["bench", "solve-4x4", "--runs", "30"], encoding="utf-8", timeout=120)
child.expect(re.escape(WIPE) + r"bench solve-4x4: [\d,]+ of 30 runs \(\d+\.\d%\), [\w ]+ left, [\d,]+ runs/s, "
             r"workload 1 of 1")
check("bench: runs done of all, percentage, time left and rate", True)
child.expect(pexpect.EOF)
rest = child.before.split(WIPE)[-1]
check("bench: wiped before the table", "runs/s" not in rest and "signature: " in rest, rest)
child.close()
# A search that takes long (the empty 5x5 board, four in a row, which no test waits for):
# the positions visited and their rate; Ctrl-C wipes the line and ends it by the signal,
# with no answer printed.
child = pexpect.spawn(AI, ["analyze", "--rows", "5", "--cols", "5", "--k", "4", "...../...../...../...../....."],
                      encoding="utf-8", timeout=60)
child.expect(re.escape(WIPE) + r"analyze: [\d,]+ positions, [\d,]+ positions/s")
check("analyze: positions visited and rate", True)
child.sendintr()
child.expect(pexpect.EOF)
check("analyze: wiped on Ctrl-C, nothing printed", child.before.endswith(WIPE)
      and "value" not in child.before.split(WIPE)[-1], child.before[-80:])
child.close()
check("analyze: killed by SIGINT", child.signalstatus == signal.SIGINT, child.signalstatus)
print("all progress checks passed")
