/// The page `ai serve` serves at `/`: one document with its style and script inline,
/// loading nothing else, so it works offline.
///
/// It plays any board of up to 16 cells: each side is a person or a level, so a person
/// plays X or O against any level, two people play each other, or two levels play on
/// their own. The game lives in the address's fragment (`#rows=3&cols=3&k=3&x=you&
/// o=perfect&moves=5,1,9&at=3&solution=1`: the moves played, how many of them are on the
/// board, the rest being what redo replays; `board=` a starting position, read by the
/// server as the Position field's is), so a reload or a shared link restores it. What
/// an address asks that cannot be played is named in `#notice` with what the page shows
/// instead, and the address is left as it was until the person changes the game.
/// Every position is asked of `/api/analyze`, which says whether the game is over and,
/// with "show solution", gives each empty cell its value for the side to move (`W3` win
/// in 3, `D` draw, `L4` loss in 4: text, not colour alone); a level's move comes from
/// `/api/move`. Keys: a cell's number plays there (two digits on boards over 9 cells),
/// `u` undo, `r` redo, `n` new game, `e` the engine plays this move, `s` the solution.
///
/// For the browser test, the page exposes its state as attributes: each cell's
/// `data-cell`, `data-piece` and `data-mark`, and on `#status` the game's `data-status`,
/// `data-board` and `data-busy` (`1` while a request is out or a level is about to move).
enum Page {
  /// The page's bytes, UTF-8.
  static let bytes = Array(html.utf8)

  /// The document.
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>ai: perfect play for m,n,k games</title>
    <link rel="icon" href="data:,">
    <style>
    :root { color-scheme: light dark; --win: #1a7f37; --loss: #c62828; --draw: #6b6b6b;
      --line: #888; --accent: #2456c4; --surface: rgba(127, 127, 127, 0.08); }
    * { box-sizing: border-box; }
    body { font: 16px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0;
      padding: 12px; display: flex; justify-content: center; }
    main { width: 100%; max-width: 34rem; }
    h1 { font-size: 1.3rem; margin: 0 0 4px; }
    h1 small { font-weight: normal; font-size: 0.85rem; opacity: 0.75; }
    fieldset { border: 1px solid var(--line); border-radius: 10px; margin: 10px 0;
      display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; padding: 8px 12px 10px; }
    legend { font-size: 0.8rem; font-weight: 600; text-transform: uppercase;
      letter-spacing: 0.05em; padding: 0 4px; opacity: 0.8; }
    label { white-space: nowrap; display: inline-flex; align-items: center; gap: 6px; }
    select, button, input { font: inherit; color: inherit; }
    /* One look for every control: the same height, border and corners, a clear focus. */
    select, .controls button, .setup button, .setup input { min-height: 2.5rem;
      border: 1px solid var(--line); border-radius: 8px; background-color: var(--surface); }
    select { appearance: none; padding: 0 1.9rem 0 0.7rem; cursor: pointer;
      background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
        linear-gradient(135deg, currentColor 50%, transparent 50%);
      background-position: calc(100% - 15px) 52%, calc(100% - 10px) 52%;
      background-size: 5px 5px; background-repeat: no-repeat; }
    .controls button, .setup button { padding: 0 0.9rem; font-weight: 600; cursor: pointer; }
    .controls button:hover:not(:disabled), .setup button:hover, select:hover {
      border-color: var(--accent); }
    .controls button:disabled { opacity: 0.45; cursor: default; }
    button.primary, .setup button { background-color: var(--accent); border-color: var(--accent);
      color: #fff; }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    input[type="checkbox"] { accent-color: var(--accent); width: 1.15rem; height: 1.15rem;
      margin: 0; }
    .setup { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; width: 100%;
      margin: 0; }
    .setup input { flex: 1 1 10rem; min-width: 0; padding: 0 0.7rem;
      font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .setup small { flex-basis: 100%; font-size: 0.8rem; opacity: 0.75; }
    #notice { border: 1px solid var(--loss); border-left-width: 5px; border-radius: 8px;
      padding: 8px 10px; margin: 8px 0; font-size: 0.9rem; }
    #status { min-height: 1.5em; font-weight: 600; margin: 8px 0; }
    #board { display: grid; gap: 6px; margin: 8px auto; width: 100%; }
    .cell { aspect-ratio: 1; min-width: 0; border: 2px solid var(--line); border-radius: 8px;
      background: transparent; color: inherit; cursor: pointer; padding: 0; display: flex;
      flex-direction: column; align-items: center; justify-content: center; position: relative; }
    .cell:disabled { cursor: default; }
    .cell .piece { font-size: clamp(1.4rem, 9vw, 3rem); font-weight: 700; line-height: 1; }
    .cell .number { position: absolute; top: 3px; left: 6px; font-size: 0.75rem; opacity: 0.6; }
    .cell .mark { font-size: clamp(0.9rem, 4.5vw, 1.4rem); font-weight: 700; }
    .cell.x .piece { color: var(--accent); }
    .cell.o .piece { color: var(--loss); }
    .cell.win-mark { border-color: var(--win); } .cell.win-mark .mark { color: var(--win); }
    .cell.loss-mark { border-style: dashed; } .cell.loss-mark .mark { color: var(--loss); }
    .cell.draw-mark .mark { color: var(--draw); }
    .cell.best { border-width: 4px; }
    .cell.best .mark::after { content: " \2605"; }
    .cell.line { background: rgba(26, 127, 55, 0.18); border-color: var(--win); }
    .cell.last { outline: 3px dotted var(--accent); outline-offset: -7px; }
    .controls { display: flex; flex-wrap: wrap; gap: 8px; margin: 10px 0; align-items: center; }
    .controls .toggle { margin-left: auto; }
    /* A phone: the buttons in an even grid of thumb-sized targets, full width. */
    @media (max-width: 32rem) {
      .controls { display: grid; grid-template-columns: 1fr 1fr; }
      .controls .toggle { margin: 0; grid-column: 1 / -1; justify-content: center;
        min-height: 2.5rem; }
      #shape, #players { display: grid; grid-template-columns: repeat(3, 1fr); }
      #players { grid-template-columns: 1fr 1fr; }
      #shape > label, #players > label { flex-direction: column; align-items: stretch;
        gap: 2px; font-size: 0.85rem; }
      .setup { grid-column: 1 / -1; }
      .setup label { flex-basis: 100%; font-size: 0.85rem; }
    }
    #legend, #keys, #moves { font-size: 0.85rem; margin: 4px 0; }
    #error { color: var(--loss); min-height: 1.2em; margin: 4px 0; }
    kbd { border: 1px solid var(--line); border-radius: 3px; padding: 0 3px; font-size: 0.8rem; }
    </style>
    </head>
    <body>
    <main>
    <h1>ai <small>perfect play for tic-tac-toe and every m,n,k game up to 16 cells</small></h1>
    <fieldset id="shape"><legend>Board</legend>
    <label>Rows <select id="rows"></select></label>
    <label>Columns <select id="cols"></select></label>
    <label>In a row <select id="k"></select></label>
    <form id="setup" class="setup">
    <label for="position">Position</label>
    <input id="position" type="text" placeholder="XO./.X./..." spellcheck="false"
      autocomplete="off" autocapitalize="characters" aria-describedby="position-help">
    <button type="submit">Play from it</button>
    <small id="position-help">A board as ai writes it: X, O and . for an empty cell, rows
    separated by /.</small>
    </form>
    </fieldset>
    <fieldset id="players"><legend>Players</legend>
    <label>X <select id="x"></select></label>
    <label>O <select id="o"></select></label>
    </fieldset>
    <noscript><p>This page plays with JavaScript; without it, the API answers at
    /api/analyze?board=X........ and /api/move?board=X.........</p></noscript>
    <p id="notice" role="alert" hidden></p>
    <p id="status" role="status" aria-live="polite" data-busy="1"></p>
    <div id="board" role="group" aria-label="board"></div>
    <div class="controls">
    <button id="undo" type="button">Undo</button>
    <button id="redo" type="button">Redo</button>
    <button id="new" type="button" class="primary">New game</button>
    <button id="engine" type="button">Engine move</button>
    <label class="toggle"><input id="solution" type="checkbox"> Show solution</label>
    </div>
    <p id="error" role="alert"></p>
    <p id="moves"></p>
    <p id="legend" hidden>Each empty cell shows the value of playing there, for the side
    to move: <b>W3</b> wins in 3 plies (single moves, this one counted), <b>D</b> draws,
    <b>L4</b> loses in 4, whatever the other side does; &#9733; marks the best moves.</p>
    <p id="keys">Keys: a cell's number plays there; <kbd>u</kbd> undo, <kbd>r</kbd> redo,
    <kbd>n</kbd> new game, <kbd>e</kbd> engine move, <kbd>s</kbd> show solution. The
    game is in the address: bookmark or share it.</p>
    </main>
    <script>
    "use strict";
    const LEVELS = ["perfect", "strong", "casual", "random"];
    for (let n = 1; n <= 16; n++) LEVELS.push("ahead-" + n);
    const $ = (id) => document.getElementById(id);
    const el = {
      rows: $("rows"), cols: $("cols"), k: $("k"), x: $("x"), o: $("o"), board: $("board"),
      status: $("status"), error: $("error"), notice: $("notice"), position: $("position"),
      moves: $("moves"), legend: $("legend"), solution: $("solution"), undo: $("undo"),
      redo: $("redo"), engine: $("engine")
    };

    // The game: its shape, who plays each side ("you" or a level), the starting position,
    // the moves (cells from 1) and how many of them are played; the rest is what redo replays.
    let game = { rows: 3, cols: 3, k: 3, x: "you", o: "perfect", start: "", moves: [], at: 0,
      solution: false };
    // What the address asked for that cannot be played, and what the page shows instead;
    // while it is shown the address is left as it was, until the person changes the game.
    let notice = "";
    let analysis = null;   // /api/analyze's answer for the position shown
    let generation = 0;    // bumped at every change, so a late answer is dropped
    let pending = 0;       // requests out
    let engineTimer = null;
    let typed = "";        // digits typed so far, on boards over 9 cells
    let typedTimer = null;

    function cellCount() { return game.rows * game.cols; }
    function defaultK(rows, cols) { return Math.min(rows, cols); }
    function isLevel(word) { return LEVELS.includes(word); }
    // The side to move after `plies` moves from the starting position.
    function sideToMove(plies) {
      return (plies + startCells().filter(Boolean).length) % 2 === 0 ? "x" : "o";
    }

    // The starting position's cells: game.start is a board as ai writes it ("" for the
    // empty board), from the server, which alone reads the notation.
    function startCells() {
      const board = new Array(cellCount()).fill("");
      [...game.start.replaceAll("/", "")].forEach((c, i) => { if (c !== ".") board[i] = c; });
      return board;
    }

    // The person changed the game: the address follows it again.
    function act() { notice = ""; }

    // Reads the game from the address. What cannot be played is named in the notice,
    // with what the page shows instead; a board is read by the server.
    function readAddress() {
      const mine = ++generation;
      const params = new URLSearchParams(location.hash.slice(1));
      const problems = [];
      const given = (name) => params.has(name) && params.get(name) !== "";
      const number = (name, low, high, fallback) => {
        if (!given(name)) return fallback;
        const value = Number(params.get(name));
        if (Number.isInteger(value) && value >= low && value <= high) return value;
        problems.push(name + "=" + params.get(name) + " is not a whole number from " + low
          + " to " + high + ": the page shows " + fallback);
        return fallback;
      };
      let rows = number("rows", 1, 16, 3), cols = number("cols", 1, 16, 3);
      if (rows * cols > 16) {
        problems.push(rows + "x" + cols + " is " + rows * cols
          + " cells, over the 16 a board may have: the page shows 3x3");
        rows = 3; cols = 3;
      }
      const k = number("k", 1, Math.max(rows, cols), defaultK(rows, cols));
      const side = (name, fallback) => {
        const value = params.get(name);
        if (value === null || value === "you" || isLevel(value)) return value ?? fallback;
        problems.push(name + "=" + value + " is neither you nor a level (" + LEVELS.slice(0, 4)
          .join(", ") + ", ahead-1 to ahead-16): the page shows " + fallback);
        return fallback;
      };
      game = { rows, cols, k, x: side("x", "you"), o: side("o", "perfect"), start: "",
        moves: [], at: 0, solution: params.get("solution") === "1" };
      if (!given("board")) return readMoves(params, problems);
      const query = { board: params.get("board") };
      for (const name of ["rows", "cols", "k"]) if (given(name)) query[name] = params.get(name);
      api("/api/analyze", query).then((answer) => {
        Object.assign(game, { rows: answer.rows, cols: answer.cols, k: answer.k,
          start: answer.board });
      }, (error) => {
        problems.push("board=" + params.get("board") + ": " + error.message
          + ": the page shows the empty board");
      }).then(() => { if (mine === generation) readMoves(params, problems); });
    }

    // Replays the address's moves from the starting position, up to the first that cannot
    // be played, then shows the game with the notice of what was wrong.
    function readMoves(params, problems) {
      const text = params.get("moves") || "";
      const board = startCells();
      const moves = [];
      for (const part of text === "" ? [] : text.split(",")) {
        const cell = Number(part);
        let wrong = "";
        if (!/^[0-9]+$/.test(part)) wrong = "'" + part + "' is not a cell number";
        else if (cell < 1 || cell > board.length) {
          wrong = cell + " is off the board (1 to " + board.length + ")";
        } else if (board[cell - 1]) wrong = cell + " is taken";
        else if (winningLine(board, game.rows, game.cols, game.k)) wrong = "the game is over";
        if (wrong) {
          problems.push("moves=" + text + ": move " + (moves.length + 1) + " cannot be played ("
            + wrong + "): the page shows the game "
            + (moves.length ? "after move " + moves.length : "before it"));
          break;
        }
        board[cell - 1] = sideToMove(moves.length).toUpperCase();
        moves.push(cell);
      }
      game.moves = moves;
      game.at = moves.length;
      const at = params.get("at");
      if (at !== null && at !== "") {
        const value = Number(at);
        if (Number.isInteger(value) && value >= 0 && value <= moves.length) game.at = value;
        else problems.push("at=" + at + " is not a move from 0 to " + moves.length
          + ": the page shows the last move");
      }
      notice = problems.length ? "This link cannot be played as written: "
        + problems.join("; ") + "." : "";
      refresh();
    }

    // Writes the game into the address, without adding to the browser's history.
    function writeAddress() {
      const parts = ["rows=" + game.rows, "cols=" + game.cols, "k=" + game.k];
      if (game.start) parts.push("board=" + game.start);
      parts.push("x=" + game.x, "o=" + game.o, "moves=" + game.moves.join(","));
      if (game.at !== game.moves.length) parts.push("at=" + game.at);
      if (game.solution) parts.push("solution=1");
      history.replaceState(null, "", "#" + parts.join("&"));
    }

    // The cells of the position shown: "X", "O" or "".
    function cells() {
      const board = startCells();
      game.moves.slice(0, game.at).forEach((cell, ply) => {
        board[cell - 1] = sideToMove(ply).toUpperCase();
      });
      return board;
    }

    // The board as ai writes it: rows separated by "/", "." for an empty cell.
    function notation(board) {
      const rows = [];
      for (let r = 0; r < game.rows; r++) {
        rows.push(board.slice(r * game.cols, (r + 1) * game.cols).map((c) => c || ".").join(""));
      }
      return rows.join("/");
    }

    // The cells of a line of k of one player, if there is one (to refuse moves after the
    // end in an address, and to mark the line; the server says who won).
    function winningLine(board, rows, cols, k) {
      const directions = [[0, 1], [1, 0], [1, 1], [1, -1]];
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
        const piece = board[r * cols + c];
        if (!piece) continue;
        for (const [dr, dc] of directions) {
          const line = [];
          for (let i = 0; i < k; i++) {
            const rr = r + dr * i, cc = c + dc * i;
            if (rr < 0 || rr >= rows || cc < 0 || cc >= cols || board[rr * cols + cc] !== piece) break;
            line.push(rr * cols + cc);
          }
          if (line.length === k) return line;
        }
      }
      return null;
    }

    function api(path, params) {
      pending++;
      render();
      return fetch(path + "?" + new URLSearchParams(params), { cache: "no-store" })
        .then((response) => response.json().then((body) => {
          if (!response.ok) throw new Error(body.error || response.statusText);
          return body;
        }))
        .finally(() => { pending--; });
    }

    // Asks the server about the position shown, then lets a level move if it is its turn.
    function refresh() {
      const mine = ++generation;
      clearTimeout(engineTimer);
      engineTimer = null;
      analysis = null;
      if (!notice) writeAddress();
      render();
      const query = { board: notation(cells()), rows: game.rows, cols: game.cols, k: game.k };
      api("/api/analyze", query).then((answer) => {
        if (mine !== generation) return;
        analysis = answer;
        el.error.textContent = "";
        render();
        const side = sideToMove(game.at);
        if (answer.status === "ongoing" && game[side] !== "you" && game.at === game.moves.length) {
          // A short pause, so a person sees each move; longer when two levels play.
          const delay = game.x === "you" || game.o === "you" ? 250 : 600;
          engineTimer = setTimeout(() => engineMove(mine), delay);
          render();
        }
      }).catch((error) => { if (mine === generation) fail(error); });
    }

    function fail(error) {
      el.error.textContent = error instanceof TypeError
        ? "The server did not answer: is ai serve still running?" : String(error.message || error);
      render();
    }

    // The engine plays the side to move: its level, or perfect for a person's side.
    function engineMove(expected) {
      if (expected === undefined) act();
      else if (expected !== generation) return;
      engineTimer = null;
      if (!analysis || analysis.status !== "ongoing") return;
      const mine = generation;
      const side = sideToMove(game.at);
      const level = game[side] === "you" ? "perfect" : game[side];
      const query = { board: notation(cells()), rows: game.rows, cols: game.cols, k: game.k };
      api("/api/move", { ...query, level }).then((answer) => {
        if (mine !== generation) return;
        play(answer.move);
      }).catch((error) => { if (mine === generation) fail(error); });
    }

    // Plays `cell` for the side to move, dropping what redo would have replayed.
    function play(cell) {
      game.moves = game.moves.slice(0, game.at);
      game.moves.push(cell);
      game.at = game.moves.length;
      refresh();
    }

    function humanPlays(cell) {
      act();
      const board = cells();
      const side = sideToMove(game.at);
      if (!analysis) return;
      if (analysis.status !== "ongoing") return say("The game is over: press New game or Undo.");
      if (cell < 1 || cell > board.length) return say(cell + " is off the board: the cells are 1 to " + board.length + ".");
      if (board[cell - 1]) return say(cell + " is taken by " + board[cell - 1] + ".");
      if (game[side] !== "you" && game.at === game.moves.length) {
        return say("It is " + side.toUpperCase() + "'s turn (" + game[side] + "): press Engine move.");
      }
      play(cell);
    }

    function say(text) { el.error.textContent = text; }

    // Whether a person plays one side and a level the other: then undo and redo step
    // over the level's moves, as ai play's undo does.
    function againstLevel() { return (game.x === "you") !== (game.o === "you"); }

    function undo() {
      act();
      if (game.at === 0) return;
      game.at--;
      while (againstLevel() && game.at > 0 && game[sideToMove(game.at)] !== "you") game.at--;
      refresh();
    }

    function redo() {
      act();
      if (game.at === game.moves.length) return;
      game.at++;
      while (againstLevel() && game.at < game.moves.length && game[sideToMove(game.at)] !== "you") game.at++;
      refresh();
    }

    // A new game, from the empty board (as ai play's n).
    function newGame() {
      act();
      game.start = "";
      game.moves = [];
      game.at = 0;
      refresh();
    }

    function describe(value, plies) {
      if (value === "draw") return "draw";
      return value + " in " + plies;
    }

    function render() {
      const board = cells();
      const line = winningLine(board, game.rows, game.cols, game.k) || [];
      const byCell = new Map();
      if (analysis) for (const move of analysis.moves) byCell.set(move.cell, move);
      const best = new Set(analysis ? analysis.best : []);
      const show = game.solution && analysis && analysis.status === "ongoing";
      el.board.style.gridTemplateColumns = "repeat(" + game.cols + ", minmax(0, 1fr))";
      el.board.style.maxWidth = Math.min(34, game.cols * 6.5) + "rem";
      while (el.board.children.length > board.length) el.board.lastChild.remove();
      while (el.board.children.length < board.length) {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "cell";
        button.innerHTML = '<span class="number"></span><span class="piece"></span><span class="mark"></span>';
        button.addEventListener("click", () => humanPlays(Number(button.dataset.cell)));
        el.board.appendChild(button);
      }
      const last = game.at > 0 ? game.moves[game.at - 1] : 0;
      board.forEach((piece, index) => {
        const cell = index + 1;
        const button = el.board.children[index];
        const move = show ? byCell.get(cell) : undefined;
        const mark = move ? (move.value === "draw" ? "D" : move.value[0].toUpperCase() + move.plies) : "";
        button.dataset.cell = cell;
        button.dataset.piece = piece;
        button.dataset.mark = mark;
        button.className = "cell" + (piece ? " " + piece.toLowerCase() : "")
          + (move ? " " + move.value + "-mark" : "") + (move && best.has(cell) ? " best" : "")
          + (line.includes(index) ? " line" : "") + (cell === last ? " last" : "");
        button.querySelector(".number").textContent = piece ? "" : cell;
        button.querySelector(".piece").textContent = piece;
        button.querySelector(".mark").textContent = mark;
        let label = "cell " + cell + ": " + (piece || "empty");
        if (move) label += ", " + describe(move.value, move.plies) + (best.has(cell) ? ", best" : "");
        if (line.includes(index)) label += ", winning line";
        button.setAttribute("aria-label", label);
        button.disabled = !!piece || !analysis || analysis.status !== "ongoing";
      });
      const side = sideToMove(game.at);
      let text = "";
      if (analysis) {
        const who = (s) => s.toUpperCase() + (game[s] === "you" ? "" : " (" + game[s] + ")");
        const winner = { "x-won": "x", "o-won": "o" }[analysis.status];
        const people = ["x", "o"].filter((s) => game[s] === "you");
        // One form for every ending, as ai play says it: the winner and the line.
        if (winner) {
          const wins = who(winner) + " wins with " + line.map((i) => i + 1).join("-") + ".";
          text = people.length !== 1 ? wins : people[0] === winner ? "You win with "
            + line.map((i) => i + 1).join("-") + "." : "You lose: " + wins;
        } else if (analysis.status === "draw") text = "Draw.";
        else {
          text = who(side) + " to move";
          if (game[side] !== "you" && game.at === game.moves.length) text += ": thinking";
          if (game.solution) text += ": " + describe(analysis.value, analysis.plies) + " with perfect play";
          text += ".";
        }
      } else {
        text = "\u2026";
      }
      el.status.textContent = text;
      el.notice.textContent = notice;
      el.notice.hidden = !notice;
      el.status.dataset.status = analysis ? analysis.status : "";
      el.status.dataset.board = analysis ? analysis.board : "";
      el.status.dataset.busy = pending > 0 || engineTimer !== null || !analysis ? "1" : "0";
      el.legend.hidden = !game.solution;
      el.solution.checked = game.solution;
      el.undo.disabled = game.at === 0;
      el.redo.disabled = game.at === game.moves.length;
      el.engine.disabled = !analysis || analysis.status !== "ongoing";
      el.moves.textContent = (game.start ? "From " + game.start + ". " : "")
        + (game.moves.length === 0 ? "" : "Moves: ") + game.moves.map((cell, ply) =>
        (ply < game.at ? "" : "(") + sideToMove(ply).toUpperCase() + cell + (ply < game.at ? "" : ")")).join(" ");
      syncSettings();
    }

    function fillSelect(select, values, labels) {
      const wanted = values.map(String).join(",");
      if (select.dataset.values === wanted) return;
      select.dataset.values = wanted;
      select.replaceChildren(...values.map((value, i) => new Option(labels ? labels[i] : value, value)));
    }

    function syncSettings() {
      const sizes = Array.from({ length: 16 }, (_, i) => i + 1);
      fillSelect(el.rows, sizes.filter((n) => n * game.cols <= 16));
      fillSelect(el.cols, sizes.filter((n) => n * game.rows <= 16));
      fillSelect(el.k, sizes.filter((n) => n <= Math.max(game.rows, game.cols)));
      const players = ["you"].concat(LEVELS);
      const labels = ["you"].concat(LEVELS.map((level) => "engine: " + level));
      fillSelect(el.x, players, labels);
      fillSelect(el.o, players, labels);
      el.rows.value = game.rows; el.cols.value = game.cols; el.k.value = game.k;
      el.x.value = game.x; el.o.value = game.o;
    }

    function changeShape() {
      const rows = Number(el.rows.value), cols = Number(el.cols.value);
      let k = Number(el.k.value);
      act();
      if (rows !== game.rows || cols !== game.cols) {
        k = defaultK(rows, cols);
        game.start = "";
      }
      game.rows = rows; game.cols = cols; game.k = Math.min(k, Math.max(rows, cols));
      game.moves = [];
      game.at = 0;
      refresh();
    }

    el.rows.addEventListener("change", changeShape);
    el.cols.addEventListener("change", changeShape);
    el.k.addEventListener("change", changeShape);
    el.x.addEventListener("change", () => { act(); game.x = el.x.value; refresh(); });
    el.o.addEventListener("change", () => { act(); game.o = el.o.value; refresh(); });
    el.solution.addEventListener("change", () => { act(); game.solution = el.solution.checked; writeAddress(); render(); });
    // A board typed in ai's notation: the server reads it, and its shape, or says why not.
    $("setup").addEventListener("submit", (event) => {
      event.preventDefault();
      act();
      const mine = ++generation;
      api("/api/analyze", { board: el.position.value }).then((answer) => {
        if (mine !== generation) return;
        Object.assign(game, { rows: answer.rows, cols: answer.cols, k: answer.k,
          start: answer.board, moves: [], at: 0 });
        refresh();
      }).catch((error) => { if (mine === generation) fail(error); });
    });
    el.undo.addEventListener("click", undo);
    el.redo.addEventListener("click", redo);
    $("new").addEventListener("click", newGame);
    el.engine.addEventListener("click", () => engineMove());

    function playTyped() {
      clearTimeout(typedTimer);
      typedTimer = null;
      if (typed) humanPlays(Number(typed));
      typed = "";
    }

    document.addEventListener("keydown", (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof HTMLSelectElement || event.target === el.position) return;
      const key = event.key;
      if (/^[0-9]$/.test(key)) {
        typed += key;
        clearTimeout(typedTimer);
        // Play at once when no further digit could make a cell number.
        if (Number(typed) * 10 > cellCount() || typed.length >= 2) playTyped();
        else typedTimer = setTimeout(playTyped, 800);
      } else if (key === "Enter" && typed) playTyped();
      else if (key === "u") undo();
      else if (key === "r") redo();
      else if (key === "n") newGame();
      else if (key === "e") engineMove();
      else if (key === "s") { act(); game.solution = !game.solution; writeAddress(); render(); }
      else return;
      event.preventDefault();
    });

    window.addEventListener("hashchange", readAddress);
    readAddress();
    </script>
    </body>
    </html>
    """#
}
