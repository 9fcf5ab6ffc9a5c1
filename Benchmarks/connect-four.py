#!/usr/bin/env python3
"""Times `ai` against BitBully on the same Connect Four positions, in one run.

    python3 Benchmarks/connect-four.py [--count 10] [--seed 1] [--sets begin-easy,...]
        [--bitbully PYTHON] [--cache FILE] [--empty]

BitBully (the fastest open Connect Four solver, `pip install bitbully`) runs from a virtual
environment outside the project: PYTHON is its interpreter, by default ../bb-venv/bin/python
beside the checkout. Without it the script says how to make it and skips the comparison.

The sets follow Pons' protocol, generated from the seed: random games (no move that wins
at once, no finished position) stopped at a stage, the number of moves played (begin
0-14, middle 15-28, end more than 28), sorted by difficulty, the plies left under perfect
play (easy under 14, medium 14-27, hard 28 or more). BitBully's score (Pons' convention:
for the side to move, 22 minus the stones it plays to win; negative for a loss) decides
each position's value and plies; `ai best` (the value, plies and every best move) must
agree on every one. Classifying random openings takes BitBully minutes, so the sets are
kept in FILE, by default ../connect-four-sets-seedS-countN.json beside the checkout, and
read from it when a later run asks for the same seed and count.

For each set it prints the mean time per position of each engine and their ratio, ai's
being a whole `ai best -` batch (the fastest of five runs, of two past a second) less its
start-up (a batch of one finished board, the fastest of ten: a start-up varies by a few
tenths of a millisecond, about the whole of an easy set's time), and
BitBully's its solve calls alone (no opening book), the better of a table reset before each
position and one table kept. Peak RSS: ai's process (by /usr/bin/time), and BitBully's (this process's).

With --empty it then solves the empty board with each, once (minutes): `ai best` with its
default table must find X's win in 41 plies by the centre column, BitBully's score the same.
"""
import json
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ARGS = sys.argv[1:]


def option(name, default):
    return ARGS[ARGS.index(name) + 1] if name in ARGS else default


BITBULLY = option("--bitbully", os.path.join(os.path.dirname(ROOT), "bb-venv", "bin", "python"))
try:
    import bitbully as bb
except ImportError:
    # Once: the venv's interpreter, if it has BitBully, runs the script again.
    if os.path.exists(BITBULLY) and not os.environ.get("CONNECT_FOUR_BENCH_REEXEC"):
        os.environ["CONNECT_FOUR_BENCH_REEXEC"] = "1"
        os.execv(BITBULLY, [BITBULLY, os.path.abspath(__file__), *ARGS])
    print(f"BitBully not found, comparison skipped: python3 -m venv {os.path.dirname(os.path.dirname(BITBULLY))}"
          f" && {os.path.dirname(BITBULLY)}/pip install bitbully, then run again")
    sys.exit(0)

STAGES = {"begin": range(0, 15), "middle": range(15, 29), "end": range(29, 42)}
DIFFICULTIES = {"easy": range(0, 14), "medium": range(14, 28), "hard": range(28, 43)}
SETS = ["end-easy", "middle-easy", "middle-medium", "begin-easy", "begin-medium", "begin-hard"]
COUNT = int(option("--count", "10"))
CHOSEN = option("--sets", ",".join(SETS)).split(",")
rng = random.Random(int(option("--seed", "1")))
CACHE = option("--cache", os.path.join(
    os.path.dirname(ROOT), f"connect-four-sets-seed{option('--seed', '1')}-count{COUNT}.json"))


def plies_left(score, played):
    """The plies to the end under perfect play, from BitBully's score: the winner plays its
    last stone as its `22 - |score|`th, the board's stone `43 - 2 |score|` for X (who moves
    on even counts) and one later for O; a draw fills the board."""
    if score == 0:
        return 42 - played
    x_wins = (played % 2 == 0) == (score > 0)
    return (43 if x_wins else 44) - 2 * abs(score) - played


def notation(moves):
    grid = [["."] * 7 for _ in range(6)]
    heights = [0] * 7
    for ply, column in enumerate(moves):
        grid[5 - heights[column]][column] = "X" if ply % 2 == 0 else "O"
        heights[column] += 1
    return "/".join("".join(row) for row in grid)


def random_game(played):
    """A game of `played` random moves, none of which wins, whose side to move cannot win
    at once (such a position is no test); None when the moves run out."""
    board, moves = bb.Board(), []
    for _ in range(played):
        legal = [c for c in board.legal_moves() if not board.play_on_copy(c).has_win()]
        if not legal:
            return None
        column = rng.choice(legal)
        board.play(column)
        moves.append(column)
    if board.is_game_over() or board.can_win_next():
        return None
    return board, moves


def make_sets(agent):
    """COUNT positions for each set chosen, classified by BitBully's score; read from the
    cache file when an earlier run with the same seed and count made them (solving
    random openings to classify them takes BitBully minutes)."""
    if os.path.exists(CACHE):
        with open(CACHE) as file:
            cached = json.load(file)
        if all(len(cached.get(name, [])) >= COUNT for name in CHOSEN):
            return {name: [(bb.Board(moves), moves, score) for moves, score in cached[name][:COUNT]]
                    for name in CHOSEN}
    sets = {name: [] for name in CHOSEN}
    while any(len(found) < COUNT for found in sets.values()):
        open_stages = {name.split("-")[0] for name, found in sets.items() if len(found) < COUNT}
        stage = rng.choice(sorted(open_stages))
        game = random_game(rng.choice(list(STAGES[stage])))
        if game is None:
            continue
        board, moves = game
        agent.reset_transposition_table()
        score = agent.mtdf(board)
        left = plies_left(score, len(moves))
        difficulty = next(name for name, span in DIFFICULTIES.items() if left in span)
        name = f"{stage}-{difficulty}"
        if name in sets and len(sets[name]) < COUNT:
            sets[name].append((board, moves, score))
            print(f"  {name}: {len(sets[name])} of {COUNT}", file=sys.stderr, flush=True)
    with open(CACHE, "w") as file:
        json.dump({name: [(moves, score) for _, moves, score in found]
                   for name, found in sets.items()}, file)
    return sets


def time_bitbully(agent, positions, reset):
    agent.reset_transposition_table()
    start = time.perf_counter()
    for board, _, _ in positions:
        if reset:
            agent.reset_transposition_table()
        agent.mtdf(board)
    return time.perf_counter() - start


ANSWER = re.compile(r"best: (?:column )?([0-9 ]+) \((X|O) (wins in|loses in|draws)(?: (\d+))?\)$")


def parse(line, empty):
    """`ai best`'s line as value and plies: '(X wins in 19)', '(O draws)'."""
    match = ANSWER.search(line)
    if not match:
        return {"line": line}
    value = {"wins in": "win", "loses in": "loss", "draws": "draw"}[match.group(3)]
    return {"value": value, "plies": int(match.group(4)) if match.group(4) else empty,
            "best": [int(move) for move in match.group(1).split()]}


def run_ai(lines):
    """ai's answers to `lines` as one batch (`ai best`: the value, plies and every best
    move), its wall time and its peak RSS in kB."""
    with tempfile.TemporaryFile("w+") as stdin:
        stdin.write("".join(line + "\n" for line in lines))
        stdin.seek(0)
        start = time.perf_counter()
        # Measured by /usr/bin/time: a child forked from this process, which holds
        # BitBully's table, would count that memory as its own peak.
        with tempfile.NamedTemporaryFile("r") as peak:
            out = subprocess.run(
                ["/usr/bin/time", "-f", "%M", "-o", peak.name, AI, "best", "--rules", "gravity",
                 "--rows", "6", "--cols", "7", "--k", "4", "-"],
                stdin=stdin, capture_output=True, text=True).stdout
            seconds = time.perf_counter() - start
            rss = int(peak.read().split()[-1])
    return [parse(line, text.count(".")) for line, text in zip(out.splitlines(), lines)], seconds, rss


subprocess.run(["swift", "build", "-c", "release", "--product", "ai"], cwd=ROOT, check=True,
               stdout=subprocess.DEVNULL)
AI = os.path.join(ROOT, ".build", "release", "ai")
agent = bb.BitBully(opening_book=None)
print(f"bitbully {bb.__version__ if hasattr(bb, '__version__') else ''}, no opening book; "
      f"{COUNT} positions a set, seed {option('--seed', '1')}", flush=True)
sets = make_sets(agent)
# ai's start-up: a batch of one finished board (a line of X's in the bottom row), the
# fastest of ten runs.
startup = min(run_ai(["......./......./......./......./OOO..../XXXX..."])[1] for _ in range(10))
print(f"{'set':<14} {'ai ms':>10} {'ai - startup':>13} {'BitBully ms':>12} {'ratio':>7} "
      f"{'ai RSS MB':>10}  agree")
failed = False
for name in CHOSEN:
    positions = sets[name]
    # The fastest of five runs (of two past a second), as BitBully's is the better of two.
    lines = [notation(moves) for _, moves, _ in positions]
    answers, seconds, rss = run_ai(lines)
    for _ in range(4 if seconds < 1 else 1):
        seconds = min(seconds, run_ai(lines)[1])
    agree = 0
    for (board, moves, score), answer in zip(positions, answers):
        value = "win" if score > 0 else "draw" if score == 0 else "loss"
        if answer.get("value") == value and answer.get("plies") == plies_left(score, len(moves)):
            agree += 1
        else:
            print(f"  disagree: {notation(moves)}: BitBully {score} ({value}), ai {answer}")
    failed |= agree != len(positions)
    bitbully = min(time_bitbully(agent, positions, reset=True),
                   time_bitbully(agent, positions, reset=False))
    n = max(len(positions), 1)
    ai_ms, bare_ms, bb_ms = seconds / n * 1e3, max(seconds - startup, 0) / n * 1e3, bitbully / n * 1e3
    # Within the start-up's own variation, no ratio is worth printing.
    ratio = f"{bare_ms / max(bb_ms, 1e-9):>7.2f}" if bare_ms > 0 else f"{'-':>7}"
    print(f"{name:<14} {ai_ms:>10.3f} {bare_ms:>13.3f} {bb_ms:>12.3f} {ratio} "
          f"{rss / 1024:>10.1f}  {agree}/{len(positions)}", flush=True)
if "--empty" in ARGS:
    # Connect Four itself: X wins with the centre column, its last stone the 41st.
    agent.reset_transposition_table()
    start = time.perf_counter()
    score = agent.mtdf(bb.Board())
    bb_seconds = time.perf_counter() - start
    [answer], ai_seconds, rss = run_ai(["/".join(["......."] * 6)])
    right = (answer.get("value") == "win" and answer.get("plies") == 41 == plies_left(score, 0)
             and answer.get("best") == [4])
    failed |= not right
    print(f"empty board: ai {ai_seconds:.1f} s ({answer}, {rss / 1024:.1f} MB), BitBully "
          f"{bb_seconds:.1f} s (score {score}), ratio {ai_seconds / bb_seconds:.2f}"
          f"{'' if right else ': DISAGREE'}", flush=True)
print(f"BitBully's peak RSS (this process): "
      f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f} MB")
sys.exit(1 if failed else 0)
