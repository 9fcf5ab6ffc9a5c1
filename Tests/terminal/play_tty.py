#!/usr/bin/env python3
"""Drives `ai play` through a pseudo-terminal, as a person at a keyboard would.

    python3 Tests/terminal/play_tty.py PATH_TO_AI

Run by `swift test` (Tests/aiTests/TerminalTests.swift). Prints one line per check and
exits non-zero at the first failure.
"""
import os
import sys

import pexpect

AI = sys.argv[1]
ESC = "\x1b["


def spawn(*args, color=True):
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    env["TERM"] = "xterm"
    if not color:
        env["NO_COLOR"] = "1"
    return pexpect.spawn(AI, ["play", *args], env=env, encoding="utf-8", timeout=20,
                         dimensions=(40, 100))


def check(name, condition, detail=""):
    if not condition:
        print(f"FAIL {name} {detail}")
        sys.exit(1)
    print(f"ok {name}")


def finish(child):
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus


# A move, a reply, colour on a terminal.
child = spawn("--seed", "1")
child.expect("X to move> ")
check("colour on a terminal", ESC in child.before)
child.sendline("5")
child.expect("O plays ")
child.expect("X to move> ")
check("board redrawn in colour", ESC + "31m" in child.before)
# A typo gets a reason and the prompt again.
child.sendline("banana")
child.expect("is not a move")
child.expect("X to move> ")
child.sendline("5")
child.expect("is taken by X")
child.expect("X to move> ")
# Ctrl-C ends the game cleanly with the resume command.
child.sendintr()
child.expect("interrupted")
child.expect(r"resume with: ai play --from (\S+) --as x --level perfect")
position = child.match.group(1)
check("Ctrl-C prints the resume command", "X" in position and "O" in position, position)
status = finish(child)
check("Ctrl-C exits 130", status == 130, str(status))

# Resume the interrupted game; Ctrl-D at the prompt ends it cleanly too.
child = spawn("--from", position, "--seed", "2")
child.expect("X to move> ")
child.sendeof()
child.expect("end of input")
child.expect(r"resume with: ai play --from (\S+)")
check("resumed the same position", child.match.group(1) == position, child.match.group(1))
check("Ctrl-D exits 0", finish(child) == 0)

# NO_COLOR turns colour off even on a terminal.
child = spawn("--seed", "3", color=False)
child.expect("X to move> ")
check("NO_COLOR: no escape codes", ESC not in child.before)
child.sendline("q")
child.expect("resume with: ")
check("q exits 0", finish(child) == 0)

# A finished game asks to play again; y starts a new one.
child = spawn("--from", "XX./OO./...")
child.expect("X to move> ")
child.sendline("3")
child.expect("You win!")
child.expect(r"Play again\? \[y/n\] ")
child.sendline("y")
child.expect("X to move> ")
child.sendline("3")
child.expect("You win!")
child.expect(r"Play again\? \[y/n\] ")
child.sendline("n")
child.expect("Bye.")
check("play again", finish(child) == 0)
# Closing the terminal (SIGHUP) ends the game as a signal does, with 128 + 1, even
# though the resume command can no longer be shown.
child = spawn("--seed", "4")
child.expect("X to move> ")
child.close(force=False)
check("a closed terminal exits 129", child.exitstatus == 129,
      f"exit {child.exitstatus} signal {child.signalstatus}")
print("all terminal checks passed")
