#!/usr/bin/env python3
"""Drives `ai play` through a pseudo-terminal, as a person at a keyboard would.

    python3 Tests/terminal/play_tty.py PATH_TO_AI

Run by `swift test` (Tests/aiTests/TerminalTests.swift). Prints one line per check and
exits non-zero at the first failure.
"""
import os
import re
import signal
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


def check_redraw(child, name):
    """Ctrl-L, without Enter, clears the screen and draws the board and prompt again."""
    child.send("\x0c")
    child.expect_exact(ESC + "2J")
    child.expect("X to move> ")
    check(name, "---+---+---" in child.before, repr(child.before))


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
check("board redrawn in colour: X blue, O red as on the page",
      ESC + "34mX" in child.before and ESC + "31mO" in child.before, repr(child.before))
# Keys pressed by habit get a plain reason; Ctrl-L draws the board again at once.
child.send(ESC + "A\r")
child.expect("the arrow keys are not used here: type a cell number")
child.expect("X to move> ")
child.send("\x1b\r")
child.expect("Esc is not used here")
child.expect("X to move> ")
check("no escape syntax shown", "\\u{" not in child.before, repr(child.before))
check_redraw(child, "Ctrl-L draws the board again without Enter")
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
child.expect(r"resume with: (\S+) play --from (\S+) --moves (5,\d) --as x --level perfect "
             r"--seed 1\r\n")
program, start, moves = child.match.group(1), child.match.group(2), child.match.group(3)
check("Ctrl-C prints the resume command: the start and the moves",
      start == ".../.../...", child.match.group(0))
check("the resume command names the program as invoked", program == AI, program)
status = finish(child)
check("Ctrl-C exits 130", status == 130, str(status))

# Resume the interrupted game: u takes back the moves played before, r plays them again;
# Ctrl-D at the prompt ends it cleanly too.
child = spawn("--from", start, "--moves", moves, "--seed", "1")
child.expect("X to move> ")
child.sendline("u")
child.expect("took back your last move and the engine's reply\r\n")
child.expect("X to move> ")
check("u after resuming shows the start", ESC + "2m5" in child.before, repr(child.before))
child.sendline("r")
child.expect("played again your move and the engine's reply\r\n")
child.expect("X to move> ")
check("r plays them again", ESC + "34mX" in child.before and ESC + "31mO" in child.before,
      repr(child.before))
child.sendeof()
child.expect("end of input")
child.expect(r"resume with: \S+ play --from (\S+) --moves (\S+) --as x")
check("resumed the same game", child.match.group(1, 2) == (start, moves), child.match.group(0))
check("Ctrl-D exits 0", finish(child) == 0)

# NO_COLOR turns colour off even on a terminal.
child = spawn("--seed", "3", color=False)
child.expect("X to move> ")
check("NO_COLOR: no escape codes", ESC not in child.before)
child.sendline("q")
child.expect("resume with: ")
check("q exits 0", finish(child) == 0)
# The game puts back the terminal's settings: Ctrl-L no longer ends a line after it.
child = pexpect.spawn("sh", ["-c", f"'{AI}' play --seed 3; stty -a"],
                      encoding="utf-8", timeout=20, env={**os.environ, "NO_COLOR": "1"})
child.expect("X to move> ")
child.sendline("q")
child.expect(pexpect.EOF)
check("the terminal's settings are put back", "eol = ^L" not in child.before, child.before)

# Stopped with Ctrl-Z and brought back with fg, whose shell set the terminal back to its
# own settings meanwhile, the game makes Ctrl-L end a line again. Job control needs the
# signals that a test runner may have left blocked or ignored.
JOB_SIGNALS = [signal.SIGTSTP, signal.SIGCONT, signal.SIGTTIN, signal.SIGTTOU]
signal.pthread_sigmask(signal.SIG_UNBLOCK, JOB_SIGNALS)
for job_signal in JOB_SIGNALS:
    signal.signal(job_signal, signal.SIG_DFL)
child = pexpect.spawn("bash", ["--norc", "--noprofile", "-i"], encoding="utf-8", timeout=20,
                      env={**os.environ, "NO_COLOR": "1", "PS1": "shell$ "},
                      dimensions=(40, 100))
child.expect_exact("shell$ ")
child.sendline(f"'{AI}' play --seed 1")
child.expect("X to move> ")
child.sendcontrol("z")
child.expect_exact("shell$ ")
child.sendline("fg")
child.expect_exact("play --seed 1")
check_redraw(child, "Ctrl-L draws the board again at once after Ctrl-Z and fg")
child.sendline("q")
child.expect("resume with: ")
child.expect_exact("shell$ ")
child.sendline("exit")
child.expect(pexpect.EOF)

# A line ended by Ctrl-D (twice: the first sends the 4, the second ends the input) is
# played, and what follows starts a line of its own.
child = spawn("--seed", "5", color=False)
child.expect("X to move> ")
child.send("4")
child.sendeof()
child.sendeof()
child.expect("O plays ")
check("a line ended by Ctrl-D ends with a newline", child.before == "4\r\n", repr(child.before))
child.expect("X to move> ")
child.expect("\r\nend of input\r\n")
check("then the end of input", finish(child) == 0)

# After a game: anything else asks again, u takes back, n starts from the empty board.
AFTER = r"n new game, u take back, q quit> "
child = spawn("--from", "XX./OO./...", color=False)
child.expect("X to move> ")
child.sendline("3")
child.expect("You win with 1-2-3.")
child.expect(AFTER)
child.sendline("maybe")
child.expect("type n for a new game, u to take back your last move, or q to quit")
child.expect(AFTER)
child.sendline("u")
child.expect("took back your last move\r\n")
child.expect("X to move> ")
check("u takes back the winning move", " X | X | 3" in child.before, repr(child.before))
child.sendline("3")
child.expect("You win with 1-2-3.")
child.expect(AFTER)
child.sendline("n")
child.expect("X to move> ")
check("n starts from the empty board", " 1 | 2 | 3" in child.before, repr(child.before))
child.sendline("q")
child.expect(r"resume with: \S+ play --from \.\.\./\.\.\./\.\.\. ")
check("q exits 0 after a new game", finish(child) == 0)

# Ctrl-D at the prompt after a game ends its line, then says goodbye.
child = spawn("--from", "XX./OO./...", color=False)
child.expect("X to move> ")
child.sendline("3")
child.expect(AFTER)
child.sendeof()
child.expect("Bye.")
check("Ctrl-D after a game: a newline, then Bye.", child.before == "\r\n", repr(child.before))
check("Ctrl-D after a game exits 0", finish(child) == 0)
# Closing the terminal (SIGHUP) ends the game as a signal does, with 128 + 1, even
# though the resume command can no longer be shown.
child = spawn("--seed", "4")
child.expect("X to move> ")
child.close(force=False)
check("a closed terminal exits 129", child.exitstatus == 129,
      f"exit {child.exitstatus} signal {child.signalstatus}")
# On a large board the engine's think goes past a second: it shows its positions, and
# Ctrl-C stops it there, with the resume command (the engine, X, not having moved; no
# prompt for O), and 130. Connect Four's empty board: a think of minutes.
child = spawn("--as", "o", "--rules", "gravity", "--rows", "6", "--cols", "7", "--seed", "1",
              color=False)
child.expect(re.escape(ESC + "K") + r"X thinking: [\d,]+ positions, [\d,]+ positions/s")
check("a long think shows its positions", True)
child.sendintr()
child.expect("interrupted")
check("a think stopped by Ctrl-C prompts for no move", "O to move>" not in child.before,
      repr(child.before[-200:]))
child.expect(r"resume with: \S+ play --from \S+ --rules gravity --as o --level perfect "
             r"--seed 1\r\n")
status = finish(child)
check("a think stopped by Ctrl-C exits 130", status == 130, str(status))
print("all terminal checks passed")
