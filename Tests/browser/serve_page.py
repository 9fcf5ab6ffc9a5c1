#!/usr/bin/env python3
"""Drives the page of `ai serve` in headless Chromium, as a person would, and checks
what it shows against `ai analyze --json`.

    python3 Tests/browser/serve_page.py PATH_TO_AI [--part game|boards|links|rules|notation]
        [--screenshot PATH]

Run by `swift test` (Tests/aiTests/Serve/BrowserTests.swift), one part at a time, the
parts at once; without --part, every part in turn. Needs Debian's chromium
and chromium-driver and Python's selenium (`.ci/run` installs them where missing); the
driver is the system's /usr/bin/chromedriver, so nothing is fetched. Prints one line per
check and exits non-zero at the first failure; with --screenshot, saves a picture of
the page mid-game (docs/serve.png, shown by the README and docs/server.md), one on
a phone (docs/serve-phone.png), with --part rules one under each rule variant
(docs/serve-gravity.png and the others), and with --part notation a gravity game on a
phone (docs/serve-gravity-phone.png, not kept: to look at).
"""
import json
import os
import re
import signal
import subprocess
import sys
import time
from urllib.parse import parse_qs
from urllib.request import urlopen

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# The test runner starts its children with every signal blocked; let them through.
signal.pthread_sigmask(signal.SIG_SETMASK, [])

AI = sys.argv[1]
SCREENSHOT = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None


def check(name, condition, detail=""):
    if not condition:
        print(f"FAIL {name} {detail}", flush=True)
        sys.exit(1)
    print(f"ok {name}", flush=True)


def analyze(board, k, rules="normal"):
    """What `ai analyze --json` says of the board: the independent answer."""
    out = subprocess.run([AI, "analyze", "--json", board, "--k", str(k), "--rules", rules],
                         check=True, capture_output=True, text=True).stdout
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


def eventually(condition, timeout=10):
    """Whether condition() holds within timeout seconds (polled, so no longer than it takes)."""
    deadline = time.time() + timeout
    while not condition():
        if time.time() > deadline:
            return False
        time.sleep(0.05)
    return True


def shown():
    """The board the page shows, from its cells: pieces and marks by cell number. Read in
    one call to the browser: a call for each attribute of each cell was most of the drive's
    work."""
    cells = driver.execute_script(
        "return Array.from(document.querySelectorAll('#board .cell'), cell =>"
        " ['data-cell', 'data-piece', 'data-mark', 'aria-label']"
        ".map(name => cell.getAttribute(name)))")
    return [(int(cell), piece, mark, label) for (cell, piece, mark, label) in cells]


def fragment():
    return {key: values[0] for key, values in
            parse_qs(driver.execute_script("return location.hash").lstrip("#")).items()}


def board_of(cells, cols):
    rows = [cells[i:i + cols] for i in range(0, len(cells), cols)]
    return "/".join("".join(piece or "." for (_, piece, _, _) in row) for row in rows)


def check_solution(name, k, cols, rules="normal"):
    """Every empty cell's mark is the value ai analyze gives its move; the board the
    page drew is the one it reports."""
    status = wait_idle()
    cells = shown()
    board = board_of(cells, cols)
    check(f"{name}: the board drawn is the one analysed", board == status.get_attribute("data-board"),
          f"{board} {status.get_attribute('data-board')}")
    truth = analyze(board, k, rules)
    moves = {move["cell"]: move for move in truth["moves"]}
    for cell, piece, shown_mark, label in cells:
        if piece or (truth["status"] == "ongoing" and cell not in moves):
            # Under gravity a cell no piece can land on yet has no move to value.
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


def the_game():
    """A whole 3x3 game, undo and redo, a reload and a shared link, moves refused, and a
    new game."""
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
    if truth["status"] == "o-won":
        said = re.fullmatch(r"You lose: O \(perfect\) wins with (\d+)-(\d+)-(\d+)\.", final.text)
        cells = [int(cell) for cell in said.groups()] if said else []
        pieces = {cell: piece for (cell, piece, _, _) in shown()}
        check("the loss is announced with O's line", len(cells) == 3
              and all(pieces[cell] == "O" for cell in cells), final.text)
    else:
        check("the draw is announced", final.text == "Draw.", final.text)
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
    check("0 is off the board",
          eventually(lambda: "off the board" in driver.find_element(By.ID, "error").text))

    # New game.
    press("n")
    wait_idle()
    check("new game: an empty board", all(p == "" for (_, p, _, _) in shown()))
    check("new game: redo has nothing", fragment().get("moves", "") == "")


def levels_and_boards():
    """Two levels playing each other, a win, and boards given: typed, in the address, of one
    row, with their own k."""
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
    check("two levels' ending names the winner and the line", re.fullmatch(
        r"[XO] \(random\) wins with \d+-\d+-\d+\.|Draw\.", status.text), status.text)

    # A win: the person is told so, with the line.
    driver.get(URL + "#board=XX./OO./...&x=you&o=perfect")
    wait_idle()
    press("3")
    status = wait_idle()
    check("a win is announced", status.text == "You win with 1-2-3.", status.text)

    # A board typed in the Position field is played from; a bad one is refused with the
    # words ai gives, and the game stays as it was.
    driver.get(URL + "#rows=3&cols=3&k=3&x=you&o=you")
    wait_idle()
    field = driver.find_element(By.ID, "position")
    field.send_keys("X.O/.../..." + Keys.ENTER)
    status = wait_idle()
    check("a typed board is shown", status.get_attribute("data-board") == "X.O/.../...",
          status.get_attribute("data-board"))
    check("a typed board goes in the address", fragment().get("board") == "X.O/.../...",
          str(fragment()))
    check("X is to move after a typed board", status.text == "X to move.", status.text)
    press("5")
    status = wait_idle()
    check("a move from a typed board", status.get_attribute("data-board") == "X.O/.X./...")
    field.clear()
    field.send_keys("XXX" + Keys.ENTER)
    time.sleep(0.5)
    wait_idle()
    refused = subprocess.run([AI, "analyze", "XXX"], capture_output=True, text=True).stderr
    error = driver.find_element(By.ID, "error").text
    check("a bad board gets ai's reason", error and error in refused, f"{error!r} {refused!r}")
    check("a bad board leaves the game", wait_idle().get_attribute("data-board") == "X.O/.X./...")

    # board= in the address, with its shape and k.
    driver.get("about:blank")
    driver.get(URL + "#rows=3&cols=4&k=3&board=X.../.O../....&x=you&o=you")
    status = wait_idle()
    check("board= in the address", status.get_attribute("data-board") == "X.../.O../....",
          status.get_attribute("data-board"))
    check("board= keeps its shape", len(shown()) == 12)
    check("no notice for a playable link", not driver.find_element(By.ID, "notice").is_displayed())

    # One row: its shape goes with the board to the server (seven cells alone name none).
    driver.get("about:blank")
    driver.get(URL + "#rows=1&cols=7&k=3&x=you&o=perfect")
    wait_idle()
    press("4")
    status = wait_idle()
    check("a one-row board is played", status.get_attribute("data-status") == "ongoing"
          and sum(1 for (_, p, _, _) in shown() if p) == 2 and len(shown()) == 7
          and not driver.find_element(By.ID, "error").text,
          driver.find_element(By.ID, "error").text)

    # A link's k for its own board's shape is no problem, whatever the 3x3 default allows.
    driver.get("about:blank")
    driver.get(URL + "#board=..../..../..../....&k=4&x=you&o=you")
    status = wait_idle()
    check("a link's k fits its board, not 3x3", not driver.find_element(By.ID, "notice")
          .is_displayed() and len(shown()) == 16, driver.find_element(By.ID, "notice").text)


def links_and_looks():
    """4x4 played by click and by two digits, the game going on past a bad position, a late
    answer dropped, links that cannot be played, and the look of the controls on a
    phone."""
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

    # A position typed that cannot be read leaves the game going: two levels play on.
    driver.get("about:blank")
    driver.get(URL + "#rows=4&cols=4&x=random&o=random")
    driver.find_element(By.ID, "position").send_keys("abc")
    driver.find_element(By.CSS_SELECTOR, "#setup button").click()
    time.sleep(0.3)
    before = sum(1 for (_, p, _, _) in shown() if p)
    check("a bad position typed leaves the levels playing",
          eventually(lambda: sum(1 for (_, p, _, _) in shown() if p) > before), str(before))

    # A new game while a link's board is still being read is the new game: the board's
    # answer, late, is dropped, and no cell is played meanwhile.
    driver.get("about:blank")
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 800, "downloadThroughput": -1, "uploadThroughput": -1})
    driver.get(URL + "#board=XO./.../...&x=you&o=you")
    press("n")
    status = wait_idle()
    check("a new game during a link's read stays new", not any(p for (_, p, _, _) in shown())
          and status.get_attribute("data-board") == ".../.../...",
          f"{board_of(shown(), 3)} {status.get_attribute('data-board')}")
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})

    # A long value in a link is quoted short.
    driver.get("about:blank")
    driver.get(URL + "#rows=" + "7" * 5000)
    wait_idle()
    notice = driver.find_element(By.ID, "notice").text
    check("a long value is quoted short", 0 < len(notice) < 400, str(len(notice)))

    # A link that cannot be played says what was wrong and what the page shows, and the
    # address stays as it was given.
    for link, words, board in [
        ("#rows=3&cols=3&moves=5,5",
         "moves=5,5: move 2 cannot be played (5 is taken): the page shows the game after move 1",
         None),
        ("#rows=9&cols=8&k=3", "9x8 is 72 cells, over the 64 a board may have: the page shows 3x3",
         ".../.../..."),
        ("#board=XXXX&x=you&o=you", "board=XXXX: ", ".../.../..."),
    ]:
        driver.get("about:blank")
        driver.get(URL + link)
        status = wait_idle()
        notice = driver.find_element(By.ID, "notice")
        check(f"{link}: the page says what was wrong", notice.is_displayed()
              and words in notice.text, notice.text)
        check(f"{link}: the address is left as given",
              driver.execute_script("return location.hash") == link,
              driver.execute_script("return location.hash"))
        pieces = {cell: piece for (cell, piece, _, _) in shown()}
        check(f"{link}: the page shows what it says", status.get_attribute("data-board") == board
              if board else pieces[5] == "X", status.get_attribute("data-board"))
    refused = subprocess.run([AI, "analyze", "XXXX"], capture_output=True, text=True).stderr
    reason = notice.text.split("board=XXXX: ")[1].split(": the page shows")[0]
    check("a bad board= gets ai's reason", reason in refused, f"{reason!r} {refused!r}")
    # Once the person plays, the notice goes and the address follows the game.
    press("5")
    wait_idle()
    check("playing clears the notice", not driver.find_element(By.ID, "notice").is_displayed())
    check("playing writes the address", fragment().get("moves") == "5", str(fragment()))

    # The controls look deliberate: the same height and corners, and big enough to touch.
    driver.get(URL + "#rows=3&cols=3")
    wait_idle()
    controls = driver.find_elements(By.CSS_SELECTOR, ".controls button, fieldset select, .setup button, .setup input")
    heights = {round(c.rect["height"]) for c in controls}
    corners = {c.value_of_css_property("border-top-left-radius") for c in controls}
    check("every control is as tall as the others, 40px or more", len(heights) == 1
          and min(heights) >= 40, str(heights))
    check("every control has the same corners", corners == {"8px"}, str(corners))
    check("the controls are not the browser's", driver.find_element(By.ID, "new")
          .value_of_css_property("background-color") != "rgba(239, 239, 239, 1)")

    # A phone-sized screen: the board fits its width, no sideways scrolling.
    width = driver.execute_script("return document.documentElement.scrollWidth")
    viewport = driver.execute_script("return window.innerWidth")
    check("fits a phone's width", width <= viewport, f"{width} > {viewport}")

    # 8x8, five in a row, on the phone: 64 cells that fit its width, each big enough to
    # touch, a piece legible in it; cell 64 played by typing two digits.
    driver.get("about:blank")
    driver.get(URL + "#rows=8&cols=8&k=5&x=you&o=you")
    wait_idle()
    cells = driver.find_elements(By.CSS_SELECTOR, "#board .cell")
    check("8x8: 64 cells", len(cells) == 64, str(len(cells)))
    widths = {round(cell.rect["width"]) for cell in cells}
    check("8x8: every cell 32px wide or more on a phone", min(widths) >= 32, str(widths))
    width = driver.execute_script("return document.documentElement.scrollWidth")
    check("8x8: fits a phone's width", width <= viewport, f"{width} > {viewport}")
    press("64")
    time.sleep(0.3)
    wait_idle()
    check("8x8: cell 64 typed as two digits", next(p for (c, p, _, _) in shown() if c == 64) == "X")
    piece = driver.find_element(By.CSS_SELECTOR, '#board .cell[data-cell="64"] .piece')
    size = float(piece.value_of_css_property("font-size").removesuffix("px"))
    check("8x8: a piece is legible (12px or more)", size >= 12, str(size))
    # Past 16 cells the page tells the end of a game itself: X's five in the top row.
    driver.get("about:blank")
    driver.get(URL + "#rows=8&cols=8&k=5&x=you&o=you&moves=1,9,2,10,3,11,4,12,5")
    status = wait_idle()
    check("8x8: five in a row wins", status.get_attribute("data-status") == "x-won"
          and "X wins with" in status.text, status.text)


# Each part starts from a page of its own, so that swift test can drive them at once.
def the_rules():
    """A game under each rule variant against perfect O, every mark checked against
    `ai analyze --rules`; under gravity a click anywhere in a column drops the piece."""
    for rules in ["misere", "gravity", "gravity-misere"]:
        dropping = rules.startswith("gravity")
        driver.get("about:blank")
        driver.get(URL + f"#rows=3&cols=3&rules={rules}&x=you&o=perfect&solution=1")
        wait_idle()
        check(f"{rules}: the selector shows the rules",
              driver.find_element(By.ID, "rules").get_attribute("value") == rules)
        check_solution(f"{rules}: the empty board", 3, 3, rules)
        if dropping:
            numbers = [c.find_element(By.CLASS_NAME, "number").text
                       for c in driver.find_elements(By.CSS_SELECTOR, "#board .cell")]
            check(f"{rules}: only the bottom row shows numbers, its columns'",
                  numbers == ["", "", "", "", "", "", "1", "2", "3"], str(numbers))
        driver.find_elements(By.CSS_SELECTOR, "#board .cell")[0 if dropping else 4].click()
        wait_idle()
        pieces = [p for (_, p, _, _) in shown()]
        check(f"{rules}: my piece is where the rules put it",
              pieces[6 if dropping else 4] == "X", str(pieces))
        check(f"{rules}: the rules are in the address", fragment().get("rules") == rules,
              str(fragment()))
        check_solution(f"{rules}: after a move", 3, 3, rules)
        for _ in range(9):
            status = wait_idle()
            if status.get_attribute("data-status") != "ongoing":
                break
            press("e")
        status = wait_idle()
        board = status.get_attribute("data-board")
        truth = analyze(board, 3, rules)
        check(f"{rules}: the game ends as ai says", truth["status"] != "ongoing"
              and status.get_attribute("data-status") == truth["status"], board)
        if rules.endswith("misere") and truth["status"] != "draw":
            check(f"{rules}: the ending names who made the line", "made the line" in status.text,
                  status.text)
        if SCREENSHOT:
            path = SCREENSHOT.removesuffix(".png") + f"-{rules}.png"
            driver.set_window_size(820, 1000)
            driver.get(URL + f"#rows=4&cols=4&rules={rules}&x=you&o=perfect&moves=2,2,3&solution=1"
                       if dropping else URL + f"#rows=3&cols=3&rules={rules}&x=you&o=perfect&moves=5,1&solution=1")
            wait_idle()
            time.sleep(0.3)
            driver.save_screenshot(path)
            check(f"screenshot saved: {path}", os.path.getsize(path) > 10000, path)
            driver.set_window_size(412, 915)


def best(moves, rules, rows=4, cols=4, k=None):
    """What `ai best --json --moves` makes of a moves list: the independent reading."""
    out = subprocess.run([AI, "best", "--json", "--moves", moves, "--rows", str(rows),
                          "--cols", str(cols), "--rules", rules] + (["--k", str(k)] if k else []),
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def open_link(link):
    driver.get("about:blank")
    driver.get(URL + link)
    return wait_idle()


def notice_text():
    notice = driver.find_element(By.ID, "notice")
    return notice.text if notice.is_displayed() else ""


def the_notation():
    """Under gravity a move is a column in the address, the move list, the board's numbers
    and the messages, read as --moves reads it; a typed board is checked under the rule
    selected; the rules' words are read as ai reads them; a loss looks like one."""
    # A gravity game played by click and key: the address holds columns, as --moves.
    open_link("#rows=4&cols=4&rules=gravity&x=you&o=you&solution=1")
    driver.find_element(By.CSS_SELECTOR, '#board .cell[data-cell="2"]').click()
    wait_idle()
    press("2")
    status = wait_idle()
    check("gravity: the address's moves are columns", fragment().get("moves") == "2,2",
          str(fragment()))
    truth = best("2,2", "gravity")
    check("gravity: --moves reads the address's moves as the page played them",
          status.get_attribute("data-board") == truth["board"] == "..../..../.O../.X..",
          f"{status.get_attribute('data-board')} {truth['board']}")
    said = driver.find_element(By.ID, "moves").text
    check("gravity: the move list names columns", said == "Moves by column: X2 O2", said)
    # Each number on the board is the column ai analyze gives the move landing there.
    columns = {move["cell"]: move["column"] for move in analyze(truth["board"], 4, "gravity")["moves"]}
    numbers = {int(cell.get_attribute("data-cell")): cell.find_element(By.CLASS_NAME, "number").text
               for cell in driver.find_elements(By.CSS_SELECTOR, "#board .cell")}
    check("gravity: the cells a piece lands on show their columns, the others nothing",
          numbers == {cell: str(columns[cell]) if cell in columns else "" for cell in numbers},
          str(numbers))
    check_solution("gravity: the marks after 2,2", 4, 4, "gravity")
    press("5")
    check("gravity: a column off the board is refused in columns", eventually(
        lambda: driver.find_element(By.ID, "error").text
        == "5 is off the board: the columns are 1 to 4."), driver.find_element(By.ID, "error").text)

    # A link written by hand in columns, in each form --moves takes, shows the board the
    # API's moves= reads from the same text.
    for moves in ["2,2", "22", "2+2", "2,%202"]:
        query = f"rows=4&cols=4&rules=gravity&moves={moves}"
        with urlopen(URL + "api/analyze?" + query) as answer:
            api = json.load(answer)["board"]
        status = open_link(f"#{query}&x=you&o=you")
        check(f"gravity: moves={moves} is played as the API reads it", not notice_text()
              and status.get_attribute("data-board") == api == truth["board"],
              f"{notice_text()} {status.get_attribute('data-board')} {api}")
    open_link("#rows=4&cols=4&rules=gravity&moves=2,a")
    check("gravity: a moves list that is no list of columns says so",
          "moves=2,a: the columns played in turn are numbers from 1 to 4" in notice_text(),
          notice_text())
    # An earlier page's link, in cells, opens as it did and is written again in columns.
    status = open_link("#rows=4&cols=4&rules=gravity&x=you&o=you&moves=14,10,15")
    check("gravity: an earlier link in cells opens as the game it named", not notice_text()
          and status.get_attribute("data-board") == best("2,2,3", "gravity")["board"],
          f"{notice_text()} {status.get_attribute('data-board')}")
    check("gravity: and its address is written in columns", fragment().get("moves") == "2,2,3",
          str(fragment()))
    # A full column: refused with the open columns, as ai play says it.
    status = open_link("#rows=4&cols=4&rules=gravity&x=you&o=you&moves=1,1,1,1")
    press("1")
    check("gravity: a full column is refused with the open ones", eventually(
        lambda: driver.find_element(By.ID, "error").text
        == "Column 1 is full: the open columns are 2 3 4."), driver.find_element(By.ID, "error").text)
    status = open_link("#rows=4&cols=4&rules=gravity&x=you&o=you&moves=1,1,1,1,1")
    check("gravity: a move on a full column in a link is named as a column",
          "move 5 cannot be played (column 1 is full)" in notice_text(), notice_text())

    # A gravity game's end names the line by the columns the board shows.
    status = open_link("#rows=4&cols=4&k=3&rules=gravity&x=you&o=perfect&moves=1,1,2,2,3")
    check("gravity: a line ends the game", best("1,1,2,2,3", "gravity", k=3)["status"] == "x-won"
          and status.get_attribute("data-status") == "x-won", status.get_attribute("data-status"))
    check("gravity: the win names the columns", status.text == "You win with the line in columns 1-2-3.",
          status.text)
    check("gravity: a win looks like one", status.get_attribute("data-outcome") == "win"
          and status.value_of_css_property("color") == "rgba(26, 127, 55, 1)",
          status.value_of_css_property("color"))

    # A board typed under gravity is checked under gravity: a floating piece is refused with
    # ai's words, the game and its rule stay.
    status = open_link("#rows=4&cols=4&rules=gravity&x=you&o=you&moves=2")
    field = driver.find_element(By.ID, "position")
    field.send_keys("X.../..../..../...." + Keys.ENTER)
    refused = subprocess.run([AI, "analyze", "X.../..../..../....", "--rules", "gravity"],
                             capture_output=True, text=True).stderr
    check("gravity: a floating piece typed is refused with ai's reason", eventually(
        lambda: driver.find_element(By.ID, "error").text != ""),
        driver.find_element(By.ID, "error").text)
    error = driver.find_element(By.ID, "error").text
    check("gravity: the reason is ai's", error and error in refused and "float" in error,
          f"{error!r} {refused!r}")
    status = wait_idle()
    check("gravity: the game and its rule stay", status.get_attribute("data-board")
          == "..../..../..../.X.." and fragment().get("rules") == "gravity", str(fragment()))
    # A board that stands under gravity is played from under gravity.
    field.clear()
    field.send_keys("..../..../..../X..." + Keys.ENTER)
    check("gravity: a typed board keeps the rule", eventually(
        lambda: wait_idle().get_attribute("data-board") == "..../..../..../X..."
        and fragment().get("rules") == "gravity"), str(fragment()))
    press("1")
    status = wait_idle()
    check("gravity: a move from a typed board drops", status.get_attribute("data-board")
          == "..../..../O.../X...", status.get_attribute("data-board"))

    # The rules' words as ai reads them: any case, misère with its accent.
    for word, rules in [("Misere", "misere"), ("MIS%C3%88RE", "misere"),
                        ("Gravity-Mis%C3%A8re", "gravity-misere"), ("GRAVITY", "gravity")]:
        open_link(f"#rules={word}&x=you&o=you")
        check(f"rules={word} is read as {rules}", not notice_text()
              and driver.find_element(By.ID, "rules").get_attribute("value") == rules,
              notice_text())
        press("1")
        wait_idle()
        check(f"rules={word}: the address writes {rules}", fragment().get("rules") == rules,
              str(fragment()))
    # Connect Four: gravity on 6x7 takes four in a row, and the perfect engine answers a
    # move within its time (2 s), saying when its search did not prove it.
    open_link("#rows=6&cols=7&rules=gravity&x=you&o=perfect")
    check("6x7 gravity: four in a row, as in Connect Four",
          driver.find_element(By.ID, "k").get_attribute("value") == "4"
          and fragment().get("k") == "4", str(fragment()))
    started = time.time()
    press("4")
    status = wait_idle()
    board = status.get_attribute("data-board") or ""
    check("6x7 gravity: the engine moved within its time",
          time.time() - started < 15 and board.count("O") == 1 and board.count("X") == 1,
          f"{board} after {time.time() - started:.1f} s")
    check("6x7 gravity: the engine's move is said to be unproven",
          "The last move is not proven: the engine saw" in status.text, status.text)
    # Taken back, the move and what was said of it go.
    press("u")
    status = wait_idle()
    check("6x7 gravity: after undo nothing is said of a move not on the board",
          "not proven" not in status.text and (status.get_attribute("data-board") or "")
          .count("O") == 0, status.text)
    # The same board under the normal rules takes six; switched to gravity, four.
    open_link("#rows=6&cols=7&x=you&o=you")
    check("6x7: six in a row", driver.find_element(By.ID, "k").get_attribute("value") == "6")
    driver.execute_script("const rules = document.getElementById('rules');"
                          " rules.value = 'gravity'; rules.dispatchEvent(new Event('change'));")
    wait_idle()
    check("6x7 switched to gravity: four in a row",
          driver.find_element(By.ID, "k").get_attribute("value") == "4"
          and fragment().get("k") == "4", str(fragment()))
    open_link("#rules=connect4")
    check("an unknown rule is named", "rules=connect4 is not normal, misere, gravity or "
          "gravity-misere: the page shows normal" in notice_text(), notice_text())

    # Under misère, making the line loses, and looks like a loss; the other's line wins.
    for moves, said, outcome, colour in [
            ("1,4,2,5,3", "You lose: you made the line 1-2-3.", "loss", "rgba(198, 40, 40, 1)"),
            ("1,4,2,5,9,6", "You win: O (perfect) made the line 4-5-6.", "win",
             "rgba(26, 127, 55, 1)")]:
        status = open_link(f"#rules=Misere&x=you&o=perfect&moves={moves}")
        check(f"misere {moves}: the game ended as ai says",
              status.get_attribute("data-status") == analyze(status.get_attribute("data-board"), 3,
                                                             "misere")["status"] != "ongoing")
        check(f"misere {moves}: the end says who made the line", status.text == said, status.text)
        check(f"misere {moves}: coloured as a {outcome}", status.get_attribute("data-outcome")
              == outcome and status.value_of_css_property("color") == colour,
              status.value_of_css_property("color"))
        line = driver.find_element(By.CSS_SELECTOR, "#board .cell.line")
        check(f"misere {moves}: the line is coloured as a {outcome}",
              line.value_of_css_property("border-top-color") == colour,
              line.value_of_css_property("border-top-color"))
    # Two people: the words are nobody's loss, but the line made under misère lost.
    status = open_link("#rules=misere&x=you&o=you&moves=1,4,2,5,3")
    check("misere, two people: the end is not coloured as anyone's",
          status.text == "X made the line 1-2-3: O wins." and status.get_attribute("data-outcome")
          == "", status.text)
    line = driver.find_element(By.CSS_SELECTOR, "#board .cell.line")
    check("misere, two people: the line made is coloured as a loss",
          line.value_of_css_property("border-top-color") == "rgba(198, 40, 40, 1)",
          line.value_of_css_property("border-top-color"))
    if SCREENSHOT:
        for path, size in [(SCREENSHOT.removesuffix(".png") + "-gravity-phone.png", (412, 1250))]:
            driver.set_window_size(*size)
            open_link("#rows=4&cols=4&rules=gravity&x=you&o=perfect&moves=2,2,3&solution=1")
            time.sleep(0.3)
            driver.save_screenshot(path)
            check(f"screenshot saved: {path}", os.path.getsize(path) > 10000, path)


PARTS = {
    "game": the_game, "boards": levels_and_boards, "links": links_and_looks,
    "rules": the_rules, "notation": the_notation,
}
CHOSEN = sys.argv[sys.argv.index("--part") + 1] if "--part" in sys.argv else None

try:
    if CHOSEN not in (None, *PARTS):
        check(f"--part {CHOSEN} names a part", False, " ".join(PARTS))
    for name, part in PARTS.items():
        if CHOSEN in (None, name):
            part()
    if SCREENSHOT:
        # The phone's first, at this window's size, then the desktop's.
        phone = SCREENSHOT.removesuffix(".png") + "-phone.png"
        for path, size in [(phone, (412, 1250)), (SCREENSHOT, (820, 1000))]:
            driver.set_window_size(*size)  # the phone's whole page, at its width
            driver.get("about:blank")
            driver.get(URL + "#rows=3&cols=4&k=3&x=you&o=perfect&moves=6,7&solution=1")
            wait_idle()
            time.sleep(0.3)
            driver.save_screenshot(path)
            check(f"screenshot saved: {path}", os.path.getsize(path) > 10000, path)
finally:
    driver.quit()
    server.send_signal(signal.SIGTERM)
    check("the server stops on SIGTERM", server.wait(timeout=10) == 0)

print("all browser checks passed", flush=True)
