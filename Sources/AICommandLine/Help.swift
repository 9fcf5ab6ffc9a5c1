import TicTacToe

/// The help texts of `ai` and its commands.
enum Help {
  /// The version `ai --version` prints.
  static let version = "0.1.0"

  /// `ai --help`.
  static let overview = """
    ai: perfect play for tic-tac-toe and every m,n,k game of up to 16 cells

    usage: ai <command> [options]

    commands:
      play              a game against the engine in the terminal
      best BOARD        the best move or moves for BOARD, and why
      analyze BOARD     every legal move of BOARD with its value, and a perfect line
      match             the engine against itself, tallied
      solve --all       every reachable position with its value: a lookup table
      perft [DEPTH]     exact counts of the game tree, depth by depth
      bench             time the classic full-tree searches (nodes per second)
      help [TOPIC]      this help, a command's help, or 'ai help board' for the notation

    options:
      -h, --help        show help ('ai <command> --help' for a command's)
      --version         show the version

    example:
      $ ai best \(exampleBoard)
      \(example())

    Exit status: 0 success, 64 usage error, 65 bad data (an illegal board), 74 the
    input could not be read or the output written.
    """

  /// The options every board-reading command takes.
  static let boardOptions = """
      BOARD         the position, such as X.O/.X./..O or X2O456789 (see 'ai help board');
                    - reads one board per line from stdin and answers each in
                    order, skipping blank lines; a bad line is reported on stderr
                    as 'line N: ...' (with --json also as an object in its place)
                    and the exit status is then 65
      --rows N      the number of rows (1-16), for a board written without separators
      --cols N      the number of columns (1-16)
      --k N         how many in a row win (default: the shorter side of the board)
      --json        print JSON: one object per board (JSON Lines with -)
      -h, --help    show this help
    """

  /// `ai best --help`.
  static let best = """
    usage: ai best BOARD [--rows N] [--cols N] [--k N] [--json]

    Prints the best move or moves for the side to move (cells numbered from 1, row by
    row) and their value under perfect play: win or loss in so many plies (single
    moves, this one included), or draw. The winner takes the fastest win, the loser
    the slowest loss.

    \(boardOptions)

    example:
      $ ai best \(exampleBoard)
      \(example())
    """

  /// `ai analyze --help`.
  static let analyze = """
    usage: ai analyze BOARD [--rows N] [--cols N] [--k N] [--json]

    Draws the board, then lists every legal move with its value and plies for the
    player who makes it, best first, then a principal variation (one perfect line of
    play to the end) and the number of positions searched.

    \(boardOptions)

    JSON (the same for best and analyze; one object per line):
      board, rows, cols, k  the board as written back, and its shape
      toMove                "X", "O", or null when the game is over
      status                "ongoing", "x-won", "o-won" or "draw"
      value, plies          for the side to move: "win", "draw" or "loss" (null when
                            over) and the plies to the end under perfect play (0 when over)
      best                  every optimal move, ascending
      pv                    one perfect line of play to the end
      moves                 every legal move, ascending: {"cell", "row", "col", "value",
                            "plies"}, for the player making it, its own ply counted
      nodes                 the number of positions searched
    A bad line of a batch gives {"input": "<the line>", "error": "<message>"}.
    """

  /// `ai perft --help`.
  static let perft = """
    usage: ai perft [DEPTH] [--from BOARD] [--divide] [--hash] [--unique]
                    [--threads N] [--json] [--rows N] [--cols N] [--k N]

    Counts the game tree below a position exactly, as chess engines' perft does:
    perft(d) is the number of move sequences of exactly d plies. A game that ends
    earlier (a line or a full board) has no children and adds nothing deeper.
    Prints one row per depth (perft, games ending there: X wins, O wins, draws, and the
    nodes down to that depth, the root included), then the totals, perft(DEPTH)
    first, the time and the rate: nodes per second for the walk, distinct positions
    per second with --hash. A count that takes over a second shows its progress on
    stderr when that is a terminal.

      DEPTH         plies to count, from 0 to the number of empty cells (the default:
                    the whole tree)
      --from BOARD  the start position (default: the empty board of --rows x --cols,
                    3x3 unless given)
      --divide      also print perft(DEPTH - 1) after each first move ('5: 13248'),
                    then their total, perft(DEPTH), all from the same pass
      --hash        count each distinct position once, carrying how many sequences
                    reach it: the same numbers, far faster on big trees; also counts
                    the distinct positions
      --unique      also count the distinct positions up to the board's symmetries
                    (implies --hash; 5,478 and 765 for 3x3)
      --threads N   walk on N threads, 1 to 64 (default 1, so that the rate measures
                    one core); the counts are the same whatever N
      --json        {"board", "rows", "cols", "k", "depth", "perft", "perDepth":
                    [{"depth", "perft", "xWins", "oWins", "draws"}], "nodes", "games",
                    "xWins", "oWins", "draws", "divide": [{"cell", "perft"}] (with
                    --divide), "positions" (with --hash) and "positionsUpToSymmetry"
                    (with --unique), "seconds", and "nodesPerSecond" for the walk or
                    "positionsPerSecond" with --hash}
      --rows N, --cols N, --k N   the shape, as for 'ai best'
      -h, --help    show this help

    examples:
      ai perft --divide 3                       where the 504 sequences of 3 plies go
      ai perft --hash --rows 4 --cols 4         the whole 4x4 tree, 36,277,691,063,105 nodes
      ai perft 10 --rows 4 --cols 4 --threads 2 the walk on two cores
    """

  /// `ai solve --help`.
  static let solve = """
    usage: ai solve --all [--format csv|jsonl] [--rows N] [--cols N] [--k N]

    Writes every reachable position of the board (3x3 unless given) with its status,
    side to move, value, plies and best moves: a lookup table to ship inside an app.
    One row per position, by the number of pieces, then by the position's base-3
    number (cell i counts 3^(i-1) for X and twice that for O). Rows stream as they are
    solved: 5,478 for 3x3, 111,973 for 3x4.

      --all         every reachable position (required)
      --format F    csv (default; a header, then board,toMove,status,value,plies,best
                    with the best cells separated by spaces) or jsonl (one object per
                    line with the keys of 'ai analyze --json': board, toMove, status,
                    value, plies, best)
      --rows N, --cols N, --k N   the shape, as for 'ai best'
      -h, --help    show this help
    """

  /// `ai bench --help`.
  static let bench = """
    usage: ai bench [WORKLOAD...] [--runs N] [--json]

    Times the classic full-tree searches from the empty 3x3 board, and the 4x4 solve,
    each run from a cold start (tables cleared before the clock starts):

      perft      walk the whole game tree, every node visited (549,946 nodes)
      minimax    plain negamax value, no pruning, no memo (549,946 nodes)
      alphabeta  negamax alpha-beta for win, draw or loss, no memo
      memo       exact value of every reachable position, memoized (4,520 expanded)
      solve      the engine's solver (alpha-beta + table) for the best move
      solve-4x4  win, draw or loss of the empty 4x4 board (k=4), alpha-beta + table

    Prints one row per workload (nodes, runs, median and minimum time, nodes per second
    at the median), then the signature: the total node count of one run of each, which
    changes only when the shape of a search does.

      WORKLOAD      time only these workloads (default: all six)
      --runs N      timed runs of each workload (default 100)
      --json        {"workloads": [{"name", "nodes", "runs", "medianSeconds",
                    "minSeconds", "nodesPerSecond"}], "signature"}
      -h, --help    show this help
    """

  /// The levels, one per line, for the help texts: the standard ones, then the
  /// look-ahead ones.
  static let levels =
    (Level.standard.map { "  " + $0.name.padding(12) + $0.summary } + [lookAheadLevels])
    .joined(separator: "\n")

  /// The look-ahead levels, `ahead-1` and up, in two lines.
  static let lookAheadLevels = """
      ahead-N     sees N plies ahead, N from \(plies.lowerBound) to \(plies.upperBound), and plays perfectly within
                  them: ahead-1 misses blocks, ahead-2 misses forks
    """

  /// How far the look-ahead levels see.
  private static let plies = Level.lookAheadPlies

  /// `ai play --help`.
  static let play = """
    usage: ai play [--as x|o] [--level LEVEL] [--from BOARD] [--seed N]
                   [--rows N] [--cols N] [--k N]

    A game in the terminal against the engine. The board shows the number of each
    empty cell: type it to play there. Moves can also come from a pipe, one per line.

      --as x|o      your side (X moves first; default x)
      --level LEVEL how well the engine plays (default perfect)
      --from BOARD  start from this position, such as one printed by q
      --seed N      make the engine's choices repeatable
      --rows N, --cols N, --k N   the shape, as for 'ai best' (4x4, 3x4, ... up to 16 cells)
      -h, --help    show this help

    levels:
    \(levels)

    During the game:
      a number      play that cell
      h             hint: the best move and its value
      u             undo your last move and the engine's reply
      q             quit; the position is printed so you can resume it with --from
      ?             help
    End of input (Ctrl-D) also prints the position, and so do Ctrl-C, kill and a
    closed terminal, which exit with 128 + the signal (130 for Ctrl-C). Colour is used
    only when stdout is a terminal and NO_COLOR is unset.
    """

  /// `ai match --help`.
  static let match = """
    usage: ai match [--x LEVEL] [--o LEVEL] [--games N] [--seed N] [--from BOARD] [--json]
                    [--rows N] [--cols N] [--k N]

    Plays the engine against itself, the way engine authors test strength, and prints
    the tally: X wins, O wins and draws.

      --x LEVEL, --o LEVEL  the level of each side (default perfect)
      --games N     games to play (default 100)
      --seed N      make the games repeatable (default: different every time)
      --from BOARD  where every game starts (default: the empty board)
      --json        {"games", "xWins", "oWins", "draws", "x", "o", "board", "rows",
                    "cols", "k", "seed", "seconds"}
      --rows N, --cols N, --k N   the shape, as for 'ai best'
      -h, --help    show this help

    levels:
    \(levels)

    examples:
      $ ai match --x perfect --o random --games 10000 --seed 1
      $ ai match --x ahead-4 --o ahead-1 --games 10000 --seed 1   deeper sees more
    """

  /// `ai help board`.
  static let board = """
    Boards are written row by row from the top-left corner:
      X or x, O or o       a piece
      . - _ or 1-9         an empty cell (so X2O456789 works too)
      / or |               between rows (optional)

    With separators the rows give the shape: ..../..../..../.... is 4x4. Without,
    9 cells is 3x3 and 16 is 4x4; any other size needs --rows or --cols. Boards of up
    to 16 cells are allowed, with k in a row winning for any k up to the longer side.

    Cells are numbered from 1, row by row:
       1 | 2 | 3
      ---+---+---
       4 | 5 | 6
      ---+---+---
       7 | 8 | 9

    X moves first, so X has as many pieces as O or one more. A board no game could
    reach (both players with a line, a win by the player who did not move last, ...)
    is refused with the reason.
    """

  /// The help for `topic`, a command or `board`, if there is one.
  static func text(for topic: String) -> String? {
    switch topic {
    case "best": best
    case "analyze": analyze
    case "play": play
    case "match": match
    case "solve": solve
    case "perft": perft
    case "bench": bench
    case "board", "notation": board
    case "help", "-h", "--help": overview
    case "version", "--version", "-V":
      "usage: ai --version (or ai version)\n\nPrints the version: ai \(version)"
    default: nil
    }
  }

  /// The board of the examples.
  static let exampleBoard = "X.O/.X./..O"

  /// The engine's own answer to the example, so the help cannot go stale.
  private static func example() -> String {
    guard let position = try? Position(notation: exampleBoard) else { return "" }
    var searcher = Searcher(geometry: position.geometry)
    return searcher.analyze(position).summary
  }
}

extension String {
  /// The string padded with spaces to `width` characters, for aligned help.
  func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(1, width - count))
  }
}
