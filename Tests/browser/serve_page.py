#!/usr/bin/env python3
"""Drives the page of `ai serve` in headless Chromium, as a person would, and checks
what it shows against `ai analyze --json`.

    python3 Tests/browser/serve_page.py PATH_TO_AI [--screenshot PATH]

Run by `swift test` (Tests/aiTests/Serve/BrowserTests.swift). Needs Debian's chromium
and chromium-driver and Python's selenium (`.ci/run` installs them where missing); the
driver is the system's /usr/bin/chromedriver, so nothing is fetched. Prints one line per
check and exits non-zero at the first failure; with --screenshot, saves a picture of
the page mid-game (the README's docs/serve.png).
"""
import json
import os
import signal
import subprocess
import sys
import time
from urllib.parse import parse_qs

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

# The test runner starts its children with every signal blocked; let them through.
signal.pthread_sigmask(signal.SIG_SETMASK, [])

AI = sys.argv[1]
SCREENSHOT = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None


def check(name, condition, detail=""):
    if not condition:
        print(f"FAIL {name} {detail}", flush=True)
        sys.exit(1)
    print(f"ok {name}", flush=True)


def analyze(board, k):
    """What `ai analyze --json` says of the board: the independent answer."""
    out = subprocess.run([AI, "analyze", "--json", board, "--k", str(k)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def mark(move):
    """The mark the page should show for a move: W3, D, L4."""
    if move["value"] == "draw":
        return "D"
    return move["value"][0].upper() + str(move["plies"])


server = subprocess.Popen([AI, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
line = server.stdout.readline()
check("the server prints its address", line.startswith("ai: serving on http://127.0.0.1:"), line)
URL = line.split()[3]

options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=412,915", "--disable-extensions", "--no-first-run"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
driver.set_page_load_timeout(30)


def wait_idle(timeout=30):
    """Waits until the page has its answers and no level is about to move."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        status = driver.find_element(By.ID, "status")
        if status.get_attribute("data-busy") == "0":
            return status
        time.sleep(0.05)
    check("the page settles", False, driver.find_element(By.ID, "status").text)


def shown():
    """The board the page shows, from its cells: pieces and marks by cell number."""
    cells = driver.find_elements(By.CSS_SELECTOR, "#board .cell")
    return [(int(c.get_attribute("data-cell")), c.get_attribute("data-piece"),
             c.get_attribute("data-mark"), c.get_attribute("aria-label")) for c in cells]


def fragment():
    return {key: values[0] for key, values in
            parse_qs(driver.execute_script("return location.hash").lstrip("#")).items()}


def board_of(cells, cols):
    rows = [cells[i:i + cols] for i in range(0, len(cells), cols)]
    return "/".join("".join(piece or "." for (_, piece, _, _) in row) for row in rows)


def check_solution(name, k, cols):
    """Every empty cell's mark is the value ai analyze gives its move; the board the
    page drew is the one it reports."""
    status = wait_idle()
    cells = shown()
    board = board_of(cells, cols)
    check(f"{name}: the board drawn is the one analysed", board == status.get_attribute("data-board"),
          f"{board} {status.get_attribute('data-board')}")
    truth = analyze(board, k)
    moves = {move["cell"]: move for move in truth["moves"]}
    for cell, piece, shown_mark, label in cells:
        if piece:
            check(f"{name}: cell {cell} is unmarked", shown_mark == "", shown_mark)
        elif truth["status"] == "ongoing":
            expected = mark(moves[cell])
            check(f"{name}: cell {cell} shows {expected}", shown_mark == expected, shown_mark)
            words = "draw" if moves[cell]["value"] == "draw" else \
                f"{moves[cell]['value']} in {moves[cell]['plies']}"
            check(f"{name}: cell {cell} says {words} without colour", words in label, label)
    check(f"{name}: status", status.get_attribute("data-status") == truth["status"])
    return truth


def press(keys):
    driver.find_element(By.TAG_NAME, "body").send_keys(keys)


try:
    # A whole 3x3 game against perfect O, moves typed as cell numbers, solution shown.
    driver.get(URL + "#rows=3&cols=3&k=3&x=you&o=perfect")
    wait_idle()
    check("nine empty cells", [p for (_, p, _, _) in shown()] == [""] * 9)
    check("no marks until asked", all(m == "" for (_, _, m, _) in shown()))
    driver.find_element(By.ID, "solution").click()
    truth = check_solution("empty board", 3, 3)
    check("the status gives the value", "draw with perfect play" in
          driver.find_element(By.ID, "status").text, driver.find_element(By.ID, "status").text)
    plies = 0
    while truth["status"] == "ongoing":
        # Play the lowest cell that is not the best: a person who errs.
        empty = [cell for (cell, piece, _, _) in shown() if not piece]
        worse = [cell for cell in empty if cell not in truth["best"]]
        press(str((worse or empty)[0]))
        plies += 1
        truth = check_solution(f"after move {plies}", 3, 3)
    final = driver.find_element(By.ID, "status")
    check("perfect O never loses", truth["status"] in ("o-won", "draw"), truth["status"])
    words = "O (perfect) wins." if truth["status"] == "o-won" else "Draw."
    check("the end is announced", final.text == words, final.text)
    ended = fragment()
    check("the game is in the address", len(ended["moves"].split(",")) >= 5, str(ended))

    # Undo steps back to my last turn; redo forward; the address follows.
    end_board = final.get_attribute("data-board")
    press("u")
    wait_idle()
    back = fragment()
    check("undo takes back my move and the reply", int(back["at"]) in
          (len(ended["moves"].split(",")) - 1, len(ended["moves"].split(",")) - 2), str(back))
    check_solution("after undo", 3, 3)
    press("r")
    status = wait_idle()
    check("redo replays", status.get_attribute("data-board") == end_board)

    # A reload, then the link opened afresh, restore the game and the solution view.
    press("u")
    wait_idle()
    before = [(c, p, m) for (c, p, m, _) in shown()]
    link = driver.current_url
    driver.refresh()
    wait_idle()
    check("a reload restores the position and marks",
          [(c, p, m) for (c, p, m, _) in shown()] == before)
    driver.get("about:blank")
    driver.get(link)
    wait_idle()
    check("a shared link restores it", [(c, p, m) for (c, p, m, _) in shown()] == before)
    check("solution is still on", driver.find_element(By.ID, "solution").is_selected())

    # A taken cell and a cell off the board are refused with a reason.
    taken = next(cell for (cell, piece, _, _) in shown() if piece)
    press(str(taken))
    time.sleep(0.2)
    check("a taken cell is refused", "is taken by" in driver.find_element(By.ID, "error").text)
    press("0")
    time.sleep(1.0)
    check("0 is off the board", "off the board" in driver.find_element(By.ID, "error").text)

    # New game.
    press("n")
    wait_idle()
    check("new game: an empty board", all(p == "" for (_, p, _, _) in shown()))
    check("new game: redo has nothing", fragment().get("moves", "") == "")

    # 4x4, three in a row, as O against ahead-2: X moves first; I click (mouse or touch).
    driver.get(URL + "#rows=4&cols=4&k=3&x=ahead-2&o=you&solution=1")
    truth = check_solution("4x4 k=3 after X's first move", 3, 4)
    check("the level moved first", sum(1 for (_, p, _, _) in shown() if p == "X") == 1)
    target = truth["best"][0]
    driver.find_element(By.CSS_SELECTOR, f'#board .cell[data-cell="{target}"]').click()
    time.sleep(0.3)
    truth = check_solution("4x4 k=3 after my click and the reply", 3, 4)
    check("my click and the reply are on the board",
          sum(1 for (_, p, _, _) in shown() if p) == 3)
    # Two digits for a cell above 9.
    empty = [cell for (cell, piece, _, _) in shown() if not piece and cell >= 10]
    press(str(empty[0]))
    time.sleep(0.3)
    wait_idle()
    check("cell numbers above 9 are typed as two digits",
          next(p for (c, p, _, _) in shown() if c == empty[0]) == "O")
    check_solution("4x4 k=3 after a typed move", 3, 4)

    # Two levels play each other to the end on their own.
    driver.get(URL + "#rows=3&cols=3&k=3&x=random&o=random")
    deadline = time.time() + 30
    while time.time() < deadline:
        status = driver.find_element(By.ID, "status")
        if status.get_attribute("data-status") in ("x-won", "o-won", "draw"):
            break
        time.sleep(0.1)
    board = status.get_attribute("data-board")
    check("two levels finish a game", analyze(board, 3)["status"] == status.get_attribute("data-status"),
          board)

    # A phone-sized screen: the board fits its width, no sideways scrolling.
    width = driver.execute_script("return document.documentElement.scrollWidth")
    viewport = driver.execute_script("return window.innerWidth")
    check("fits a phone's width", width <= viewport, f"{width} > {viewport}")

    if SCREENSHOT:
        driver.set_window_size(820, 1000)
        driver.get(URL + "#rows=3&cols=4&k=3&x=you&o=perfect&moves=6,7&solution=1")
        wait_idle()
        time.sleep(0.3)
        driver.save_screenshot(SCREENSHOT)
        check("screenshot saved", os.path.getsize(SCREENSHOT) > 10000, SCREENSHOT)
finally:
    driver.quit()
    server.send_signal(signal.SIGTERM)
    check("the server stops on SIGTERM", server.wait(timeout=10) == 0)

print("all browser checks passed", flush=True)
