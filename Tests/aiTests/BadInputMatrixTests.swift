import DataFiles
import Foundation
import Testing
import TicTacToe

/// Every kind of bad command line for every command, run against the built `ai`: the
/// exit status (64 usage, 65 bad data), one line on stderr that says what was wrong,
/// nothing on stdout, and no crash.
@Suite struct BadInputMatrixTests {
  @Test(
    arguments: [
      (["play-chess"], 64, "unknown command 'play-chess'"),
      (["--bogus"], 64, "unknown command '--bogus'"),
      (["help", "nope"], 64, "no help for 'nope'"),
      (["help", "best", "analyze"], 64, "'ai help' takes one topic"),
      (["best"], 64, "'ai best' needs a board"),
      (["analyze"], 64, "'ai analyze' needs a board"),
      (["best", "X........", "O........"], 64, "takes one board but got 2"),
      (["best", "X........", "--frobnicate"], 64, "unknown option '--frobnicate' for 'best'"),
      (["best", "X........", "--json=yes"], 64, "--json takes no value"),
      (["best", "X........", "--rows"], 64, "--rows needs a value"),
      (
        ["best", "X........", "--rows", "abc"], 64,
        "--rows takes the number of rows from 1 to 64, not 'abc'"
      ),
      (["best", "X........", "--rows", ""], 64, "not an empty value"),
      (["best", "X........", "--rows", "0"], 64, "from 1 to 64, not '0'"),
      (["best", "X........", "--cols", "99999999999999999999999"], 64, "from 1 to 64"),
      (["best", "X........", "--k", "-1"], 64, "--k takes the winning line length"),
      (["best", "X........", "--rows", "3", "--rows", "3"], 64, "--rows is given twice"),
      (["best", "X........", "--rows", "9", "--cols", "8"], 64, "a 9x8 board is too big"),
      (["best", "X.O/.X./..O", "--rows", "4"], 64, "the board has 3 rows but --rows says 4"),
      (["best", "X.O/.X./..O", "--k", "4"], 64, "k must be from 1 to 3"),
      (
        [
          "best",
          "......../......../......../......../......../......../......../......../........",
        ], 65, "at most 64 cells"
      ),
      (
        [
          "best",
          "......../......../......../......../......../......../......../......../........", "--k",
          "3",
        ], 64, "at most 64 cells"
      ),
      (["best", "/"], 65, "row 1 is empty"),
      (["best", "|||"], 65, "row 1 is empty"),
      (["version", "extra"], 64, "'ai version' takes no arguments"),
      (["--help", "extra"], 64, "'ai --help' takes no arguments"),
      (["best", "XXX/OOO/..."], 65, "illegal board: both X and O have a line"),
      (["best", "X.O/.Y./..O"], 65, "'Y' at position 6 is not a cell"),
      (["analyze", "X.O.X..O"], 65, "8 cells"),
      (["best", ""], 65, "the board is empty"),
      (
        ["best", String(repeating: "X", count: 100_000)], 65,
        "the board is 100000 bytes long but a board takes at most 4096"
      ),
      // Text that cannot be shown as it is: a long character, bidirectional controls.
      (
        ["best", "X" + String(repeating: "\u{301}", count: 1000)], 65,
        "U+58 U+301 U+301 U+301 U+301 U+301 U+301 U+301 and 993 more code points at position 1"
      ),
      (["best", "k=" + String(repeating: "9", count: 3000)], 65, "k=99999999999999999999... is"),
      (["best", "X\u{202E}......."], 65, "U+202E at position 2 is not a cell"),
      // Addresses a server binds to but no browser reaches.
      (["serve", "--host", "224.0.0.1"], 64, "'224.0.0.1' is a multicast address"),
      (["serve", "--host", "255.255.255.255"], 64, "is a broadcast address"),
      (["serve", "--host", "::ffff:239.1.2.3"], 64, "is a multicast address"),
      (["serve", "--host", "ff02::1"], 64, "is a multicast address"),
      (["serve", "--host", "fe80::1"], 64, "is a link-local address (it needs an interface)"),
      (["play", "--level", "\u{202E}tcefrep"], 64, "not '\\u{202E}tcefrep'"),
      (["\u{2067}best\u{2069}"], 64, "unknown command '\\u{2067}best\\u{2069}'"),
      (
        ["play", "--moves", String(repeating: "5,", count: 50_000)], 64,
        "5,...' (100000 characters)"
      ),
      (["perft", "10"], 64, "depth 10 is out of range: it must be from 0 to 9"),
      (["perft", "-1"], 64, "depth -1 is out of range"),
      (["perft", "deep"], 64, "the depth must be a whole number from 0 to 9, not 'deep'"),
      (["perft", "99999999999999999999"], 64, "the depth must be a whole number"),
      (["perft", "1", "2"], 64, "takes at most one depth"),
      (["perft", "1", "--from", "XXX/OO./..."], 65, "the game is already over (X won)"),
      (["perft", "1", "--from", "XXX/OOO/..."], 65, "illegal board"),
      (["perft", "--from"], 64, "--from needs a value"),
      (["perft", "--rows", "9", "--cols", "9"], 64, "a 9x9 board is too big"),
      (
        ["perft", "--rows", "5", "--cols", "5", "--k", "4"], 64,
        "the walk 25 plies deep may visit more than 9,223,372,036,854,775,807 nodes"
      ),
      (["perft", "--rows", "5", "--cols", "5"], 64, "such as 'ai perft 9 --rows 5 --cols 5'"),
      (
        ["perft", "--unique", "--rows", "6", "--cols", "7", "4"], 64,
        "--unique counts the positions up to symmetry of boards of up to 16 cells, not 42: "
          + "count them with --hash, each position once"
      ),
      (["perft", "--k", "4"], 64, "k must be from 1 to 3"),
      (["bench", "--runs", "0"], 64, "--runs takes the number of runs from 1 to 1000000, not '0'"),
      (["bench", "--runs", "many"], 64, "not 'many'"),
      (["bench", "chess"], 64, "no workload 'chess': the workloads are perft, minimax"),
      (["bench", "--divide"], 64, "unknown option '--divide' for 'bench'"),
      (["play", "--as", "z"], 64, "--as takes x or o"),
      (
        ["play", "--level", "godlike"], 64, "--level takes a level: perfect, strong, casual, random"
      ),
      (
        ["play", "--level", "ahead-0"], 64,
        "--level takes a level: perfect, strong, casual, random, or ahead-1 to ahead-16 (sees "
          + "that many plies ahead), not 'ahead-0': a look-ahead sees from 1 to 16 plies"
      ),
      (
        ["play", "--level", "ahead-x"], 64,
        "or ahead-1 to ahead-16 (sees that many plies ahead), not 'ahead-x'"
      ),
      (
        ["play", "--level", "ahead-17"], 64, "not 'ahead-17': a look-ahead sees from 1 to 16 plies"
      ),
      (["play", "--level", "ahead-"], 64, "not 'ahead-'"),
      (["play", "--level", "ahead-2x"], 64, "not 'ahead-2x'"),
      (
        ["match", "--o", "ahead--3"], 64,
        "--o takes a level: perfect, strong, casual, random, or ahead-1"
      ),
      (["match", "--x", "ahead-99999999999999999999"], 64, "--x takes a level: perfect"),
      (["play", "--seed", "-1"], 64, "--seed takes a whole number"),
      (["play", "--from", "XXX/OO./..."], 65, "is already over (X won)"),
      (["play", "--from", "XXX/OOO/..."], 65, "illegal board"),
      (["play", "5"], 64, "'ai play' takes no arguments"),
      (["play", "--rows", "65"], 64, "--rows takes the number of rows from 1 to 64"),
      (["match", "--x", "god"], 64, "--x takes a level"),
      (["match", "--games", "0"], 64, "--games takes the number of games from 1"),
      (["match", "--from", "XOX/XOO/OXX"], 65, "is already over (draw)"),
      (["match", "extra"], 64, "'ai match' takes no arguments"),
      (["bench", "memo", "memo"], 64, "workload 'memo' is named twice"),
      (["perft", "0", "--divide"], 64, "--divide needs a depth of 1 or more"),
      (["solve"], 64, "'ai solve' writes the whole table and needs --all"),
      (["solve", "--all", "X........"], 64, "'ai solve --all' takes no board"),
      (["solve", "--all", "--format", "xml"], 64, "--format takes csv or jsonl, not 'xml'"),
      (["solve", "--all", "--rows", "5", "--cols", "4"], 64, "tabulates boards of up to 16 cells"),
      (["solve", "--all", "--k", "0"], 64, "--k takes the winning line length from 1 to 64"),
      // A missing value names a value that fits the option, even when an option follows.
      (["play", "--as"], 64, "--as needs a value, such as --as o"),
      (["play", "--level"], 64, "--level needs a value, such as --level strong"),
      (["solve", "--all", "--format"], 64, "--format needs a value, such as --format jsonl"),
      (["perft", "--from", "--json"], 64, "--from needs a value, such as --from X.O/.X./..O"),
      (["best", "--rows", "-h", "X........"], 64, "--rows needs a value, such as --rows 3"),
      // Options given twice, misspelt dashes, `=` and `--`.
      (["best", "X........", "--json", "--json"], 64, "--json is given twice"),
      (["perft", "--divide", "--divide"], 64, "--divide is given twice"),
      (["best", "X........", "---json"], 64, "unknown option '---json' for 'best'"),
      (["best", "X........", "--rows="], 64, "not an empty value"),
      (["best", "X........", "--rows=3=3"], 64, "not '3=3'"),
      (["perft", "--", "-1"], 64, "depth -1 is out of range"),
      (["match", "--", "--games"], 64, "'ai match' takes no arguments"),
      (["best", "--", "--json"], 65, "'j' at position 3 is not a cell"),
      // Negative numbers are numbers, however long.
      (["perft", "-10"], 64, "depth -10 is out of range"),
      (["perft", "-99999999999999999999"], 64, "the depth must be a whole number"),
      // Values: empty, long, and with control characters, shown escaped and short.
      (["solve", "--all", "--format", ""], 64, "--format takes csv or jsonl, not an empty value"),
      (["play", "--level", String(repeating: "z", count: 100)], 64, "...' (100 characters)"),
      (["\u{1B}[2Jx"], 64, "unknown command '\\u{1B}[2Jx'"),
      (["best", "X\u{7}......."], 65, "U+7 at position 2 is not a cell"),
      // The board and an option disagree: the command line is wrong (64).
      (["best", "X........", "--cols", "2"], 64, "2 columns need a multiple of 2"),
      (["best", "X........", "--rows", "4", "--cols", "4"], 64, "a 4x4 board needs 16"),
      // A finished board where moves are needed is bad data (65), whatever the depth.
      (["perft", "1", "--from", "XOX/XOO/OXX"], 65, "the game is already over (draw)"),
      (["perft", "5", "--from", "XXX/OO./..."], 65, "the game is already over (X won)"),
      (["best", "X"], 65, "the board has 1 cell:"),
      (["best", "X./.", "--rows", "2"], 65, "row 2 has 1 cell but row 1 has 2"),
      // Slips get the closest word: a swap, a letter's case, a missing letter.
      (["bset", "X........"], 64, "unknown command 'bset': did you mean 'ai best'?"),
      (["Best", "X........"], 64, "unknown command 'Best': did you mean 'ai best'?"),
      (["anlyze"], 64, "did you mean 'ai analyze'?"),
      // An option of `ai` itself, shortened or with one dash.
      (["-v"], 64, "unknown command '-v': did you mean 'ai --version'?"),
      (["--vers"], 64, "unknown command '--vers': did you mean 'ai --version'?"),
      (["-help"], 64, "unknown command '-help': did you mean 'ai --help'?"),
      (
        ["best", "X........", "--jsn"], 64,
        "unknown option '--jsn' for 'best': did you mean '--json'?"
      ),
      (["best", "X........", "--JSON"], 64, "did you mean '--json'?"),
      (["match", "-x", "perfect"], 64, "unknown option '-x' for 'match': did you mean '--x'?"),
      (
        ["perft", "--depth", "3"], 64,
        "DEPTH is written without an option name, such as 'ai perft 3'"
      ),
      (["perft", "--depth=4"], 64, "such as 'ai perft 4'"),
      (["best", "--board", "X........"], 64, "BOARD is written without an option name"),
      (["bench", "--divide"], 64, "unknown option '--divide' for 'bench' ('ai perft' takes it)"),
      (["play", "--level", "perfekt"], 64, "not 'perfekt': did you mean 'perfect'?"),
      (["solve", "--all", "--format", "jsnl"], 64, "not 'jsnl': did you mean 'jsonl'?"),
      (["bench", "perf"], 64, "no workload 'perf': did you mean 'perft'?"),
      (["help", "bst"], 64, "no help for 'bst': did you mean 'best'?"),
      (["play", "--as", "X0"], 64, "--as takes x or o"),
      // Moves that reach a position.
      (["best", "--moves", "5,1,9,9"], 65, "--moves: move 4 (9): 9 is taken by X"),
      (["best", "--moves", "5,1,10"], 65, "--moves: move 3 (10): 10 is off the board"),
      (["best", "--moves", "1,4,2,5,3,6"], 65, "--moves: move 6 (6): the game is over (X won)"),
      (["best", "--moves", "5,x"], 64, "--moves takes the cells played in turn"),
      (
        ["best", "--moves", "0"], 65,
        "--moves: move 1 (0): 0 is off the board: the cells are 1 to 9"
      ),
      (["best", "--moves", ""], 64, "--moves takes the cells played in turn"),
      (["best", "--moves", "5,17"], 65, "--moves: move 2 (17): 17 is off the board"),
      (["best", "--moves", "5,-1"], 65, "--moves: move 2 (-1): -1 is off the board"),
      (["best", "--moves", "5,-99999"], 64, "--moves takes the cells played in turn"),
      // Under gravity a move is a column, and every message says so.
      (
        ["best", "--rules", "gravity", "--rows", "4", "--cols", "4", "--moves", "0"], 65,
        "--moves: move 1 (column 0): column 0 is off the board: the columns are 1 to 4"
      ),
      (
        ["best", "--rules", "gravity", "--rows", "4", "--cols", "4", "--moves", "5"], 65,
        "--moves: move 1 (column 5): column 5 is off the board: the columns are 1 to 4"
      ),
      (
        ["best", "--rules", "gravity", "--rows", "4", "--cols", "4", "--moves", "2,a"], 64,
        "--moves takes the columns played in turn, numbered 1 to 4"
      ),
      (
        ["best", "--rules", "gravity", "--rows", "4", "--cols", "4", "--moves", "2,,3"], 64,
        "write a column number between each two commas, such as --moves 2,3"
      ),
      (
        ["best", "--rules", "gravity", "--rows", "4", "--cols", "4", "--moves", "2,2,2,2,2"], 65,
        "--moves: move 5 (column 2): column 2 is full: the open columns are 1 3 4"
      ),
      (
        ["best", "--moves", "51", "--rows", "4", "--cols", "4"], 64,
        "--moves 51: a board of 16 cells has cells 1 to 16, a run of digits being one cell "
          + "there; to play 5 then 1, separate the cells with commas, such as 5,1"
      ),
      // A run whose digits repeat a cell is no list of moves to suggest.
      (
        ["best", "--moves", "11", "--rows", "2", "--cols", "5"], 64,
        "--moves 11: a board of 10 cells has cells 1 to 10, a run of digits being one cell "
          + "there: play one cell from 1 to 10, or separate the cells played in turn with "
          + "commas, such as 5,1"
      ),
      (["best", "--moves", "11"], 65, "--moves: move 2 (1): 1 is taken by X"),
      (["best", "--moves", "11,2"], 65, "--moves: move 1 (11): 11 is off the board"),
      // An empty move, between two commas or at either end, is refused wherever it is.
      (
        ["best", "--moves", "5,,1"], 64,
        "move 2 of --moves '5,,1' is empty: write a cell number between each two commas, "
          + "such as --moves 5,1"
      ),
      (["best", "--moves", "5, ,1"], 64, "move 2 of --moves '5, ,1' is empty"),
      (["best", "--moves", ","], 64, "move 1 of --moves ',' is empty: write a cell number"),
      (["play", "--moves", ",,,"], 64, "between each two commas, such as --moves 5,1,9"),
      (
        ["best", "--moves", "11,", "--rows", "3", "--cols", "4", "--k", "3"], 64,
        "move 2 of --moves '11,' is empty: write a cell number between each two commas, such "
          + "as --moves 11"
      ),
      (["perft", "--moves", ",11", "--rows", "3", "--cols", "4"], 64, "move 1 of --moves ',11'"),
      // Moves separated by blanks, read as arguments after the first: the commas to write.
      (
        ["best", "--moves", "5", "1", "9"], 64,
        "the moves are separated by commas: write --moves 5,1,9, not --moves 5 1 9"
      ),
      (["best", "--moves", "5", "1"], 64, "write --moves 5,1, not --moves 5 1"),
      (["analyze", "X........", "--moves", "5", "1"], 64, "write --moves 5,1, not --moves 5 1"),
      (["play", "--moves=5", "1", "--seed", "1"], 64, "write --moves 5,1, not --moves 5 1"),
      (["match", "--moves", "5", "1", "9", "2"], 64, "write --moves 5,1,9,2, not"),
      (["perft", "--moves", "5", "1", "9"], 64, "write --moves 5,1,9, not --moves 5 1 9"),
      (["best", "-", "--moves", "5"], 64, "--moves applies to one board, not to a batch"),
      (["perft", "--moves", "5,5"], 65, "--moves: move 2 (5): 5 is taken by X"),
      (["play", "--moves", "1,4,2,5,3"], 65, "is already over (X won)"),
      (["match", "--moves", "1,1"], 65, "--moves: move 2 (1)"),
      (["analyze", "--moves", "5", "XXX/OO./..."], 65, "--moves: move 1 (5)"),
      // Words people use for how hard an opponent is get the level that plays so, and why.
      (
        ["play", "--level", "hard"], 64,
        "not 'hard': try 'strong', which plays one move in ten at random, so it can be beaten"
      ),
      (
        ["play", "--level", "Easy"], 64,
        "not 'Easy': try 'ahead-1', which takes a win but misses the other side's threats"
      ),
      (["match", "--x", "expert"], 64, "not 'expert': try 'perfect', which never loses"),
      (
        ["match", "--o", "medium"], 64,
        "not 'medium': try 'casual', which plays two moves in five at random"
      ),
      (
        ["play", "--level", "beginner"], 64,
        "not 'beginner': try 'random', which plays any legal move"
      ),
      // A number where a level is expected is the look-ahead that sees so many plies.
      (["play", "--level", "3"], 64, "not '3': try 'ahead-3', which sees 3 plies ahead"),
      (["match", "--x", "1"], 64, "not '1': try 'ahead-1', which sees 1 ply ahead"),
      (["match", "--o", "16"], 64, "not '16': try 'ahead-16', which sees 16 plies ahead"),
      (
        ["play", "--level", "0"], 64,
        "not '0': a look-ahead level is ahead-N, N from 1 to 16 plies, such as ahead-3"
      ),
      (["play", "--level", "17"], 64, "not '17': a look-ahead level is ahead-N, N from 1 to 16"),
      (["play", "--level", "ahead3"], 64, "not 'ahead3': did you mean 'ahead-3'?"),
      // Options that another command, or another tool, names differently.
      (
        ["solve", "--json"], 64,
        "unknown option '--json' for 'solve': it writes JSON, one object per line, with "
          + "--format jsonl, such as 'ai solve --all --format jsonl'"
      ),
      (["solve", "--all", "--json"], 64, "such as 'ai solve --all --format jsonl'"),
      (
        ["match", "--level", "strong"], 64,
        "unknown option '--level' for 'match': each side has its level, --x for X and --o "
          + "for O, such as 'ai match --x strong --o perfect'"
      ),
      (
        ["play", "--o", "random"], 64,
        "unknown option '--o' for 'play': your side is --as and the engine's level --level, "
          + "such as 'ai play --as o --level strong'"
      ),
      // A board where a command or a depth is expected: the way to give it.
      (
        ["X.O/.X./..O"], 64,
        "unknown command 'X.O/.X./..O': a board follows a command, such as "
          + "'ai best X.O/.X./..O' or 'ai perft --from X.O/.X./..O'"
      ),
      (
        ["perft", "X........"], 64,
        "the depth must be a whole number from 0 to 9, not 'X........': to count from a "
          + "board, give it with --from, such as 'ai perft --from X........'"
      ),
      (["perft", "X.O/...", "--rows", "2"], 64, "such as 'ai perft --from X.O/...'"),
      (
        ["match", "X........"], 64,
        "'ai match' takes no arguments but got 'X........': give the start position with "
          + "--from, such as 'ai match --from X........'"
      ),
      (["play", "X.|O.|.."], 64, "such as 'ai play --from 'X.|O.|..''"),
      // A shape where a board (or a depth, or nothing) is expected: the options that say it.
      (
        ["best", "4x4"], 64,
        "'4x4' is a shape, not a board: write the board's cells, such as "
          + "'ai best ..../..../..../....' for the empty 4x4 board, or give the shape with "
          + "--rows 4 --cols 4 and the moves with --moves"
      ),
      (["analyze", " 3X4 "], 64, "such as 'ai analyze ..../..../....' for the empty 3x4 board"),
      (["best", "--from", "2*8"], 64, "'2*8' is a shape, not a board: write the board's cells"),
      (
        ["perft", "--from", "4x4"], 64,
        "'4x4' is a shape, not a board: for the empty 4x4 board give --rows 4 --cols 4, such as "
          + "'ai perft --rows 4 --cols 4'"
      ),
      (["perft", "3x4"], 64, "'3x4' is a shape, not a depth: for the empty 3x4 board give --rows"),
      (
        ["play", "4x4"], 64,
        "'ai play' takes no arguments but got '4x4': for the empty 4x4 board give --rows 4 "
          + "--cols 4, such as 'ai play --rows 4 --cols 4'"
      ),
      (["match", "--from", "1×9"], 64, "such as 'ai match --rows 1 --cols 9'"),
      (
        ["4x4"], 64,
        "unknown command '4x4': for the empty 4x4 board give --rows 4 --cols 4, such as "
          + "'ai play --rows 4 --cols 4'"
      ),
      (
        ["best", "9x9"], 64,
        "'9x9' is a shape, not a board: a 9x9 board is too big: at most 64 cells are allowed"
      ),
      // One board, given once: as the argument or with --from.
      (
        ["best", "X........", "--from", "X........"], 64,
        "the board is given twice, as BOARD and with --from: give it once, such as "
          + "'ai best X........'"
      ),
      (["analyze", "--from", "XO.......", "X........"], 64, "such as 'ai analyze XO.......'"),
      // The rules, wherever a rule is read or meant (issue 42). A slip in --rules.
      (
        ["best", ".../.../...", "--rules", "misèr"], 64,
        "--rules takes normal, misere, gravity or gravity-misere, not 'misèr': did you mean "
          + "'misere'?"
      ),
      // A word after the board that names no rule, or a rule before k=N (item 8).
      (
        ["best", "..../..../..../X... gravitiy"], 65,
        "unknown rule 'gravitiy' after the board: did you mean 'gravity'?"
      ),
      (
        ["best", ".../.../... connect4"], 65,
        "unknown rule 'connect4' after the board: did you mean 'gravity'?"
      ),
      (
        ["analyze", ".../.../... bogus"], 65,
        "unknown rule 'bogus' after the board: a board may end with k=N, then a rule: normal, "
          + "misere, gravity or gravity-misere (see 'ai help rules')"
      ),
      (
        ["best", "..../..../.... gravity k=3"], 65,
        "k=3 follows the rule: write the board, then k=3, then gravity"
      ),
      // The bench's --rules, checked with workloads named too (item 10).
      (
        ["bench", "solve", "--runs", "1", "--rules", "bogus"], 64,
        "--rules takes normal, misere, gravity or gravity-misere, not 'bogus'"
      ),
      (["bench", "solve", "--runs", "1", "--rules", ""], 64, "--rules takes normal, misere"),
      (
        ["bench", "solve", "--rules", "misere"], 64,
        "workload 'solve' is played under the normal rules only, not misere: name "
          + "solve-4x4-misere, or drop --rules"
      ),
      (
        ["bench", "perft", "--rules", "gravity-misere"], 64,
        "name solve-4x4-gravity-misere, or drop --rules"
      ),
      (
        ["bench", "solve-4x4-misere", "--rules", "gravity"], 64,
        "workload 'solve-4x4-misere' is played under misere but --rules says gravity: name "
          + "solve-4x4-gravity or connect-four, or drop --rules"
      ),
      (
        ["bench", "solve-4x4", "solve-4x4-gravity", "--rules", "gravity"], 64,
        "workload 'solve-4x4-gravity' is named twice"
      ),
      (
        ["bench", "gravity"], 64,
        "no workload 'gravity': the rules are given with --rules, such as "
          + "'ai bench --rules gravity'"
      ),
      // No board, with a shape and rules: their empty board (item 11).
      (
        ["best", "--rules", "gravity", "--rows", "3", "--cols", "4", "--k", "3"], 64,
        "'ai best' needs a board, such as 'ai best '..../..../.... gravity'' for the empty "
          + "3x4 gravity board, or its moves with --moves, or - to read boards from stdin"
      ),
      (
        ["best", "--rows", "4", "--cols", "4", "--k", "3"], 64,
        "such as 'ai best '..../..../..../.... k=3'' for the empty 4x4 k=3 board"
      ),
      (
        ["analyze", "--rules", "misere"], 64,
        "'ai analyze' needs a board, such as 'ai analyze '.../.../... misere'' for the empty "
          + "3x3 misere board"
      ),
      // A rule written as an option (item 12).
      (
        ["best", "--rule", "gravity"], 64,
        "unknown option '--rule' for 'best': did you mean '--rules'?"
      ),
      (
        ["best", "--gravity"], 64,
        "unknown option '--gravity' for 'best': did you mean '--rules gravity'?"
      ),
      (["best", "X........", "--misere"], 64, "did you mean '--rules misere'?"),
      (["analyze", "--Misère"], 64, "did you mean '--rules misere'?"),
      (["play", "--gravity-misere"], 64, "did you mean '--rules gravity-misere'?"),
      (["match", "--connect4"], 64, "did you mean '--rules gravity'?"),
      (["bench", "--misere"], 64, "did you mean '--rules misere'?"),
      (["serve", "--gravity"], 64, "unknown option '--gravity' for 'serve': it takes"),
      (
        ["gravity"], 64,
        "unknown command 'gravity': a rule follows a command with --rules, such as "
          + "'ai play --rules gravity'"
      ),
      (["--misère"], 64, "such as 'ai play --rules misere'"),
      // A board a misère game never reaches, in misère's terms (item 14).
      (
        ["best", "XXX/OO./O..", "--rules", "misere"], 65,
        "illegal board: X has a line but O moved last (X has 3 pieces, O has 3): the move that "
          + "made the line ends the game (under misère it loses), so X must have moved last"
      ),
      (["best", "XXX/OO./O.."], 65, "the winning move ends the game, so X must have moved last"),
      // A rule or k=N unquoted, apart from its board (item 26).
      (
        ["best", "X.../..../..../....", "gravity"], 64,
        "'ai best' takes one board but got 2 arguments; to write the rule after the board, "
          + "quote them together, such as 'ai best 'X.../..../..../.... gravity'', or give "
          + "--rules gravity"
      ),
      (
        ["analyze", "..../..../..../....", "k=3"], 64,
        "to write k=3 after the board, quote them together, such as "
          + "'ai analyze '..../..../..../.... k=3'', or give --k 3"
      ),
      (
        ["best", "..../..../..../....", "k=3", "misère"], 64,
        "to write k=3 and the rule after the board, quote them together, such as "
          + "'ai best '..../..../..../.... k=3 misere'', or give --k 3 --rules misere"
      ),
      (
        ["best", "gravity", "--moves", "2"], 64,
        "'gravity' is no board: give the rule with --rules gravity, and the board or the "
          + "moves with --moves"
      ),
      (
        ["perft", "--from", "Misère"], 64,
        "'Misère' is no board: give the rule with --rules misere, such as "
          + "'ai perft --rules misere'"
      ),
      (
        ["play", "gravity"], 64,
        "'ai play' takes no arguments but got 'gravity': give the rule with --rules gravity, "
          + "such as 'ai play --rules gravity'"
      ),
    ] as [([String], Int32, String)])
  func failsWithOneLine(arguments: [String], status: Int32, message: String) throws {
    let result = try AI.run(arguments)
    #expect(result.status == status, "\(arguments)")
    #expect(result.stdout.isEmpty, "\(arguments)")
    #expect(result.stderr.hasPrefix("ai: error: "), "\(arguments)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasSuffix("\n"))
    #expect(result.stderr.utf8.count <= 400, "\(result.stderr.utf8.count) bytes")
  }
}

/// Bad input that needs a shell to deliver (bytes that are not UTF-8 in an argument, a
/// closed stdin), batches in any order, and play scripts of every kind.
@Suite struct BadInputThroughTheShellTests {
  /// Runs `script` with `bash -c`, `$AI` set to the built `ai`.
  static func shell(_ script: String) throws -> AI.Result {
    try AI.runShell(script)
  }

  /// ``shell(_:)`` awaited without holding a thread of the test runner, for the scripts
  /// that mostly wait (a pause before a signal).
  static func shell(_ script: String) async throws -> AI.Result {
    try await AI.runShell(script)
  }

  @Test func anArgumentThatIsNotUTF8() throws {
    let result = try Self.shell(#""$AI" best "$(printf 'X\xff.......')""#)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("ai: error: U+FFFD at position 2 is not a cell"))
    let option = try Self.shell(#""$AI" best X........ --rows "$(printf '\xfe')""#)
    #expect(option.status == 64)
    #expect(option.stderr.split(separator: "\n").count == 1)
  }

  /// A stdin that cannot be read is an input error (74), not an empty input; the game
  /// in progress still prints its resume command.
  @Test(arguments: ["<&-", "< /"])
  func aStdinThatCannotBeRead(redirection: String) throws {
    let batch = try Self.shell(#""$AI" best - "# + redirection)
    #expect(batch.status == 74 && batch.stdout.isEmpty)
    #expect(batch.stderr.hasPrefix("ai: error: cannot read the input ("))
    #expect(batch.stderr.split(separator: "\n").count == 1)
    let play = try Self.shell(#""$AI" play --seed 1 "# + redirection)
    #expect(play.status == 74)
    #expect(play.stderr.hasPrefix("ai: error: cannot read the input ("))
    #expect(play.stderr.split(separator: "\n").count == 1)
    #expect(play.stdout.contains("\ncannot read the input\n"))
    #expect(
      play.stdout.hasSuffix(
        "resume with: \(AI.program) play --from .../.../... --as x --level perfect --seed 1\n"))
  }

  /// Input that ends early, in the middle of a line, is still answered.
  @Test func stdinClosedInTheMiddleOfALine() throws {
    let batch = try Self.shell(#"printf 'X........\nXO.' | "$AI" best -"#)
    #expect(batch.status == 65)
    #expect(batch.lines == ["X../.../...  best: 5 (O draws)"])
    #expect(batch.stderr.hasPrefix("ai: error: line 2: the board has 3 cells"))
    let play = try Self.shell(#"printf '5\n1' | "$AI" play --seed 1"#)
    #expect(play.status == 0)
    #expect(play.stdout.hasSuffix("--as x --level perfect --seed 1\n"))
  }

  /// Output that cannot be written is an error (74) that says why, however much of it
  /// there was and whatever was reported before it.
  @Test(arguments: [
    "best X........", "analyze X........ --json", "perft 3 --divide",
    "solve --all --rows 3 --cols 4", "match --games 50 --seed 1", "help best",
    "best - <<< $'X........\\nbad\\nXO.......'", "serve --port 0",
  ])
  func outputThatCannotBeWritten(command: String) throws {
    for (redirection, reason) in [
      (">/dev/full", "(No space left on device)"), (">&-", "(Bad file descriptor)"),
    ] {
      let result = try Self.shell(#""$AI" "# + command + " " + redirection)
      #expect(result.status == 74, "\(command) \(redirection)")
      let last = result.stderr.split(separator: "\n").last ?? ""
      #expect(last == "ai: error: cannot write the output \(reason)", "\(result.stderr)")
      let batch = command.hasPrefix("best -")
      #expect(result.stderr.split(separator: "\n").count == (batch ? 2 : 1), "\(result.stderr)")
    }
  }

  /// A table over the memory the process may take is refused before it is built: 71,
  /// one line that says how much is needed (more than the room the limit leaves, at least
  /// the table itself: 3^16 bytes for the searcher of the solution table) and which limit,
  /// nothing on stdout (not a row of the table), and no trap. The hashed count keeps its
  /// classes ply by ply, so only a count that keeps them all, from a root no symmetry fixes
  /// or on a board with fewer, outgrows a small limit.
  @Test(
    arguments: [
      (
        "perft --unique --divide --from .X../..../..../....",
        "counting the 4x4 tree with --unique --divide", 80_000, 64
      ),
      (
        "perft --unique --divide --rows 2 --cols 8 --k 3",
        "counting the 2x8 k=3 tree with --unique --divide", 80_000, 64
      ),
      ("solve --all --rows 4 --cols 4", "solving every position of 4x4", 200_000, 43),
      (
        "solve --all --format jsonl --rows 2 --cols 8", "solving every position of 2x8", 200_000,
        43
      ),
    ] as [(String, String, Int, Int)])
  func aTableOverTheMemoryLimitEndsWith71(
    command: String, task: String, limit: Int, atLeast: Int
  ) throws {
    let result = try Self.shell("ulimit -v \(limit); exec \"$AI\" " + command)
    #expect(result.status == 71 && result.signal == nil, "\(command): \(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasSuffix("\n"))
    let start = "ai: error: \(task) needs "
    #expect(result.stderr.hasPrefix(start), "\(result.stderr)")
    let megabytes = Int(result.stderr.dropFirst(start.count).prefix { $0.isNumber }) ?? 0
    #expect(megabytes > atLeast, "\(result.stderr)")
    #expect(result.stderr.contains(" MB of memory but this process may take "))
    #expect(
      result.stderr.contains(" MB more (ulimit -v); raise the limit or choose a smaller "),
      "\(result.stderr)")
  }

  /// Under the same limit, work that fits runs as without it (the whole 4x4 tree in the
  /// long form, 3x4's by default).
  @Test(arguments: [
    "best X.O/.X./..O", "solve --all", "analyze X........ --json",
    "best ..../..../..../.... --outcome", "match --games 20 --seed 1 --json",
    LongTests.choose(
      fast: "perft --hash --rows 3 --cols 4 --json", long: "perft --hash --rows 4 --cols 4 --json"),
  ])
  func smallWorkRunsUnderTheMemoryLimit(command: String) throws {
    let limited = try Self.shell(#"ulimit -v 200000; exec "$AI" "# + command)
    let free = try Self.shell(#"exec "$AI" "# + command)
    #expect(limited.status == 0 && limited.stderr.isEmpty, "\(limited.stderr)")
    let seconds = /"(seconds|positionsPerSecond)": [0-9.e-]+/
    #expect(
      limited.stdout.replacing(seconds, with: "") == free.stdout.replacing(seconds, with: ""))
  }

  /// A batch answers its lines until one needs a searcher that will not fit, then stops
  /// there with 71: 50,000 kB cannot hold the 4x4 searcher's 43 MB and the process.
  @Test func aBatchStopsAtTheFirstShapeOverTheMemoryLimit() throws {
    let result = try Self.shell(
      #"printf 'X........\n..../..../..../....\nXO.......\n' | "#
        + #"(ulimit -v 50000; exec "$AI" best -)"#)
    #expect(result.status == 71 && result.signal == nil)
    #expect(result.stdout == "X../.../...  best: 5 (O draws)\n")
    #expect(result.stderr.hasPrefix("ai: error: line 2: searching 4x4 boards needs "))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// Whatever the limit, a command that builds a table either runs to the end or is
  /// refused with 71 before writing anything: never a trap, never a table cut short. The
  /// limits cross the point where the table stops fitting (one limit each side of it by
  /// default, five limits in the long form). The hashed count by default, the solution
  /// table too in the long form (each run solves all of 3x4: a second of a debug build).
  @Test(
    arguments: LongTests.choose(
      fast: ["perft --hash --divide --rows 3 --cols 4"],
      long: ["solve --all --rows 3 --cols 4", "perft --hash --divide --rows 3 --cols 4"]))
  func everyMemoryLimitEndsInTheWholeOutputOr71(command: String) throws {
    let free = try Self.shell(#"exec "$AI" "# + command)
    let last = { (output: String) in output.split(separator: "\n").filter { $0.hasPrefix("perft:") }
    }
    var statuses: Set<Int32> = []
    for limit in stride(
      from: 26_000, through: LongTests.choose(fast: 38_000, long: 50_000),
      by: LongTests.choose(fast: 12_000, long: 6_000))
    {
      let result = try Self.shell("ulimit -v \(limit); " + #"exec "$AI" "# + command)
      statuses.insert(result.status)
      #expect(
        result.signal == nil && [0, 71].contains(result.status), "\(limit): \(result.stderr)")
      if result.status == 71 {
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
      } else {
        #expect(result.lines.count == free.lines.count && last(result.stdout) == last(free.stdout))
        #expect(!command.hasPrefix("solve") || result.stdout == free.stdout)
      }
    }
    #expect(statuses == [0, 71])
  }

  /// The same on threads: each thread's stack is counted with the tables (a thread with
  /// the default 8 MB stack once trapped where the check had let the count start).
  @Test func everyMemoryLimitEndsInTheCountsOr71OnThreads() throws {
    // Six plies of 4x4 by default, crossing at about 61 MB; nine in the long form.
    let (depth, limits) = LongTests.choose(
      fast: (6, stride(from: 52_000, through: 70_000, by: 6_000)),
      long: (9, stride(from: 150_000, through: 200_000, by: 5_000)))
    let command = #"exec "$AI" perft "# + "\(depth) --rows 4 --cols 4 --hash --threads 16"
    let free = try Self.shell(command)
    var statuses: Set<Int32> = []
    for limit in limits {
      let result = try Self.shell("ulimit -v \(limit); " + command)
      statuses.insert(result.status)
      #expect(
        result.signal == nil && [0, 71].contains(result.status), "\(limit): \(result.stderr)")
      if result.status == 0 { #expect(result.lines.count == free.lines.count) }
    }
    #expect(statuses == [0, 71])
  }

  /// A reader that goes away (`| head`) stops `ai` at once by SIGPIPE, as every Unix
  /// tool: the shell's 141, with nothing on stderr.
  @Test(arguments: [
    "solve --all --rows 3 --cols 4", "solve --all --format jsonl --rows 4 --cols 3",
  ])
  func aClosedPipeEndsWith141(command: String) throws {
    let result = try Self.shell(
      #""$AI" "# + command + #" | head -c 1 >/dev/null; echo "${PIPESTATUS[0]}""#)
    #expect(result.stdout == "141\n", "\(result.stdout)")
    #expect(result.stderr.isEmpty)
  }

  /// `script`, which starts `$pid` with input on descriptor 3 that stays open (a pipe from a
  /// sleep) and signals it, then waits for `$pid` and exits with its status; the sleep is
  /// killed then (with SIGKILL: the test runner's children inherit every other signal
  /// blocked), as the test waits for every process the script started.
  static func withOpenInput(_ script: String) -> String {
    #"exec 3< <(sleep 5); sleeper=$!; "# + script
      + #"; exec 3<&-; wait $pid; status=$?; kill -KILL $sleeper; exit $status"#
  }

  /// `kill`, a closed terminal and Ctrl-\\ end a game the way Ctrl-C does: with its
  /// resume command, and 128 + the signal.
  @Test(arguments: [
    ("TERM", 143, "terminated"), ("HUP", 129, "hung up"), ("INT", 130, "interrupted"),
    ("QUIT", 131, "quit"),
  ])
  func aSignalDuringAGamePrintsTheResumeCommand(signal: String, status: Int32, why: String)
    async throws
  {
    let result = try await Self.shell(
      // A sleep holds ai's input open; it is ended with ai, as the test waits for every
      // process of the script.
      Self.withOpenInput(#""$AI" play --seed 1 <&3 & pid=$!; sleep 1; kill -"# + signal + " $pid"))
    #expect(result.status == status)
    #expect(
      result.stdout.contains("\n\(why)\nresume with: \(AI.program) play --from .../.../... "))
  }

  /// Ctrl-\\ (SIGQUIT) outside a game ends `ai` as it ends any Unix tool: by the
  /// signal, with no crash report and no stack trace.
  @Test(arguments: ["best -", "analyze - --json", "perft --rows 4 --cols 4"])
  func quitEndsTheProgramWithoutACrashReport(command: String) async throws {
    // The test runner's children inherit every signal blocked, so `ai` starts from a
    // clear mask, as from a shell; if the signal did not end it, it is killed after 10 s.
    let clearMask =
      #"python3 -c 'import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "#
      + #"os.execv(sys.argv[1], sys.argv[1:])'"#
    let result = try await Self.shell(
      Self.withOpenInput(
        clearMask + #" "$AI" "# + command + #" <&3 & pid=$!; sleep 1; kill -QUIT $pid; "#
          + #"for i in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.2; done; "#
          + #"kill -KILL $pid 2>/dev/null"#))
    #expect(result.status == 131, "\(result.stderr)")
    #expect(!result.stderr.contains("crash") && !result.stderr.contains("Backtrace"))
    #expect(!result.stderr.contains(".swift"))
  }

  /// What is typed at the prompt is echoed with its control characters in caret
  /// notation, as a terminal shows them, and answered by the key's name.
  @Test func controlCharactersTypedInPlayAreNotSentToTheTerminal() throws {
    let result = try AI.run("play", "--seed", "1", input: "\u{1B}[2J\n\u{7}\n")
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{7}"))
    #expect(result.stdout.contains("X to move> ^[[2J\nthat key is not used here: "))
    #expect(result.stdout.contains("X to move> ^G\nCtrl-G is not used here: "))
  }

  @Test func batchesAnswerEveryLineInOrderWhateverTheMix() throws {
    let good = ["X........", "XO./.X./...", "..../..../....", "XXX/OO./...", "XOX/XOO/OXX"]
    let bad = [
      "XXX/OOO/...", "hello", "X.O/.X/..O", "OO.......", "", "|",
      String(repeating: "X", count: 3_000),
    ]
    var generator = SeededGenerator(seed: 5)  // the same five orders on every run
    for _ in 0..<5 {
      let lines = (good + bad.filter { !$0.isEmpty }).shuffled(using: &generator)
      let result = try AI.run("best", "-", "--json", input: lines.joined(separator: "\n") + "\n")
      #expect(result.status == 65)
      #expect(result.lines.count == lines.count)
      for (line, answer) in zip(lines, result.lines) {
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        if good.contains(line) {
          #expect(object["board"] is String, "\(line)")
        } else {
          #expect(object["input"] as? String == line)
          #expect((object["error"] as? String)?.isEmpty == false)
        }
      }
    }
  }

  /// Whatever is typed, a game in progress is never lost: the run ends cleanly with the
  /// resume command, or after a finished game with a goodbye.
  @Test func noInputSequenceLosesTheGame() throws {
    let tokens = [
      "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "10", "-1", "u", "h", "?", "", "x",
      "yes", "n", "y", "99999999999999999999", "5 5", "\t", "ü", "UNDO",
    ]
    var generator = SeededGenerator(seed: 17)
    for _ in 0..<25 {
      let script = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
        tokens.randomElement(using: &generator)!
      }
      let result = try AI.run("play", "--seed", "3", input: script.joined(separator: "\n"))
      #expect(result.status == 0, "\(script)")
      #expect(result.stderr.isEmpty, "\(script)")
      let last = result.lines.last ?? ""
      #expect(
        last.hasPrefix("resume with: \(AI.program) play --from ") || last == "Bye.", "\(script)")
    }
    // The last move ends the game, and the end of input at the prompt after it says
    // goodbye on a line of its own.
    let finished = try AI.run("play", "--from", "XOX/XOO/OX.", input: "9")
    #expect(finished.status == 0)
    #expect(finished.lines.suffix(3) == ["Draw.", "n new game, u take back, q quit> ", "Bye."])
  }
}

/// Input past every limit, hostile signal masks and pipes: memory stays flat, every line
/// that can be answered is, and every stop is clean.
@Suite struct BadInputBeyondTheLimitsTests {
  /// Runs `script` in bash with `$AI`; stdout ends with the largest resident size, in
  /// KiB, of the commands the script waited for.
  ///
  /// The test runner's children inherit every signal blocked, and a batch leaves them
  /// so: endless input is stopped with SIGKILL.
  static func shell(_ script: String) throws -> (result: AI.Result, peakKiB: Int) {
    peak(of: try AI.runShell(measured(script)))
  }

  /// ``shell(_:)`` awaited without holding a thread of the test runner, for the scripts
  /// that mostly wait (a pause before a signal).
  static func shell(_ script: String) async throws -> (result: AI.Result, peakKiB: Int) {
    peak(of: try await AI.runShell(measured(script)))
  }

  /// `script` run by a Python that then prints the peak resident size of its children.
  private static func measured(_ script: String) -> String {
    #"python3 -c 'import resource, subprocess, sys; "#
      + #"subprocess.call(["bash", "-c", sys.stdin.read()], stdin=subprocess.DEVNULL); "#
      + #"print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' <<'SCRIPT'"# + "\n"
      + script + "\nSCRIPT"
  }

  /// The result of a ``measured(_:)`` script, its last line taken off as the peak.
  private static func peak(of measured: AI.Result) -> (result: AI.Result, peakKiB: Int) {
    var result = measured
    var lines = result.lines
    let peak = Int(lines.removeLast()) ?? -1
    result.stdout = lines.map { $0 + "\n" }.joined()
    return (result, peak)
  }

  /// A line longer than the limit gets one error naming its line and quoting its start;
  /// the lines around it are answered, and a line at the limit is read.
  @Test(arguments: [false, true])
  func aLineOverTheLimitIsSkippedAndTheRestAnswered(json: Bool) throws {
    let atTheLimit = "X........" + String(repeating: " ", count: 4096 - 9)
    let lines = [
      "X........", String(repeating: "O", count: 4097), ".........", atTheLimit,
      String(repeating: "\u{E9}", count: 3000), "XO.......",
    ]
    let result = try AI.run(
      ["best", "-"] + (json ? ["--json"] : []),
      input: Data((lines.joined(separator: "\n") + "\n").utf8))
    #expect(result.status == 65)
    #expect(result.lines.count == (json ? 6 : 4), "\(result.stdout)")
    #expect(
      result.stderr == """
        ai: error: line 2: the line is longer than 4096 bytes (it starts \
        'OOOOOOOOOOOOOOOOOOOOOOOO...'): write one board per line
        ai: error: line 5: the line is longer than 4096 bytes (it starts \
        '\(String(repeating: "\u{E9}", count: 12))...'): write one board per line

        """)
    if json {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.lines[1].utf8)) as? [String: String])
      #expect(object["input"] == String(repeating: "O", count: 24) + "...")
      #expect(result.lines[3].hasPrefix(#"{"board": "X../.../...""#))
    } else {
      #expect(
        result.lines.map { String($0.prefix(11)) }
          == ["X../.../...", ".../.../...", "X../.../...", "XO./.../..."])
    }
  }

  /// Endless input in one line, random bytes, and a 100 MB line: memory stays flat, and
  /// the reader keeps going (stopped after two seconds) or answers what follows.
  @Test(
    arguments: [
      #""$AI" best - < /dev/zero"#, #""$AI" analyze - --json < /dev/urandom"#,
      #""$AI" play < /dev/zero"#, #""$AI" play < /dev/urandom"#,
    ].map { "timeout -s KILL \(LongTests.choose(fast: 0.5, long: 2)) " + $0 })
  func endlessInputKeepsMemoryFlat(command: String) async throws {
    let (result, peak) = try await Self.shell(command + " > /dev/null; echo status $?")
    // Random bytes may hold a line that quits a game.
    let quits = command.contains("play") && command.contains("urandom")
    #expect(
      result.lines.last == "status 137" || (quits && result.lines.last == "status 0"),
      "\(result.stderr.prefix(300))")
    #expect(peak > 0 && peak < 64 * 1024, "\(peak) KiB")
    #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains(".swift"))
    for line in result.stderr.split(separator: "\n") { #expect(line.utf8.count < 400) }
  }

  @Test(arguments: ["best -", "analyze - --json", "play --seed 1"])
  func aHundredMegabyteLineIsRefusedInFlatMemory(command: String) throws {
    let (result, peak) = try Self.shell(
      #"{ head -c 100000000 /dev/zero | tr '\0' X; printf '\nX........\n5\n'; } | "$AI" "#
        + command + "; echo status $?")
    #expect(peak > 0 && peak < 64 * 1024, "\(peak) KiB")
    if command.hasPrefix("play") {
      #expect(result.lines.last == "status 0")
      #expect(result.stdout.contains("that line is longer than 4096 bytes: type a cell number"))
      #expect(result.stdout.contains("'X........' is not a move"))
      #expect(result.stdout.contains("O plays"))
    } else {
      #expect(result.lines.last == "status 65")
      #expect(result.stdout.contains("X../.../..."))
      #expect(
        result.stderr.hasPrefix(
          "ai: error: line 1: the line is longer than 4096 bytes (it starts 'XXXX"))
      #expect(
        result.stderr.split(separator: "\n").dropFirst() == [
          "ai: error: line 3: the board has 1 cell: 9 cells is 3x3 and 16 is 4x4; for any other size separate the rows with / or give --rows and --cols"
        ])
    }
  }

  /// One character with a million combining marks, as an argument's worth and as a
  /// batch line: refused with one short line, never quoted whole.
  @Test func aCharacterWithAMillionMarksIsQuotedShort() throws {
    let (result, peak) = try Self.shell(
      #"python3 -c 'print("a" + "\u0301" * 1000000)' | "$AI" best -; echo status $?"#)
    #expect(result.stdout == "status 65\n")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.utf8.count < 200, "\(result.stderr.utf8.count) bytes")
    #expect(result.stderr.hasPrefix("ai: error: line 1: the line is longer than 4096 bytes"))
    #expect(peak > 0 && peak < 64 * 1024, "\(peak) KiB")
    let argument = try AI.run(["best", "a" + String(repeating: "\u{301}", count: 60_000)])
    #expect(argument.status == 65)
    #expect(argument.stderr.utf8.count < 200, "\(argument.stderr)")
  }

  /// A command that `ai` suggests never quotes back a long value whole: a board or a value
  /// past 40 code points (or padded with blanks to thousands of bytes) gives way to an
  /// example, so that the message stays one short line.
  @Test(arguments: [
    ["best", "--board=" + String(repeating: "X", count: 100_000)],
    ["best", "--board", "a" + String(repeating: "\u{301}", count: 30_000)],
    ["best", "--depth", String(repeating: "7", count: 5_000)],
    ["best", "--from", String(repeating: "O", count: 100_000), "X........"],
    ["play", "X........" + String(repeating: " ", count: 4_000)],
    ["perft", "X........" + String(repeating: " ", count: 4_000)],
    ["X........" + String(repeating: " ", count: 4_000)],
  ])
  func aSuggestedCommandQuotesNoLongValue(arguments: [String]) throws {
    let result = try AI.run(arguments)
    #expect([64, 65].contains(result.status))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.utf8.count < 400, "\(result.stderr.utf8.count) bytes")
  }

  /// A memory limit barely above what the program itself takes, at every step from the
  /// first one at which `ai` runs its own code: it says so in one line (71), or it
  /// answers (0); never a failed allocation with a trace (the runtime's one notice that
  /// it has no room for its crash handler may come first at the first of those steps).
  /// Below that step the loader cannot map the program (127), or the Swift runtime cannot
  /// start it: that window, outside `ai`'s code, is at most 512 KiB wide. By default the
  /// steps end 2 MB past the first at which `ai` answers; the long form goes on to 40 MB.
  @Test(arguments: ["echo X........ | \"$AI\" best -", "\"$AI\" perft 3", "\"$AI\" --version"])
  func aTightMemoryLimitIsOneLineAtEveryStep(command: String) throws {
    var seen = Set<Int32>()
    var loaded: Int?  // the first limit at which the loader mapped the program
    var runs: Int?  // the first at which `ai`'s own code answered
    var answered: Int?  // the first at which it answered 0
    for limit in stride(
      from: 14_000, through: LongTests.choose(fast: 32_000, long: 40_000), by: 200)
    {
      if !LongTests.enabled, let answered, limit > answered + 2_000 { break }
      let result = try AI.runShell("ulimit -v \(limit) && " + command)
      if result.status != 127 && loaded == nil { loaded = limit }
      if [0, 71].contains(result.status) && runs == nil { runs = limit }
      if result.status == 0 && answered == nil { answered = limit }
      guard runs != nil else { continue }
      seen.insert(result.status)
      #expect([0, 71].contains(result.status), "\(limit) KiB: \(result.stderr.prefix(300))")
      #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"))
      if result.status == 71 {
        // At the first step, with next to no room, the Swift runtime itself notes that it
        // could not set up its crash handler before `ai`'s code runs: its words, not ai's.
        let ours = result.stderr.split(separator: "\n").filter {
          $0 != "swift runtime: crash handler installation failed; disabling backtracing."
        }
        #expect(ours.count == 1, "\(result.stderr)")
        #expect(ours.first?.hasPrefix("ai: error: ") == true, "\(result.stderr)")
        #expect(ours.count == result.stderr.split(separator: "\n").count || limit == runs)
      }
    }
    let window = try #require(runs) - (try #require(loaded))
    #expect(window <= 512, "\(window) KiB between the loader and ai's own code")
    #expect(seen.contains(0) && seen.contains(71), "\(seen)")
  }

  /// Descriptors that whoever started `ai` left non-blocking: a batch waits for its
  /// input and for room to write, and answers every line.
  @Test func aNonBlockingStdinAndStdoutAreWaitedFor() async throws {
    let script = #"""
      import fcntl, os, subprocess, sys, threading, time
      r, w = os.pipe()
      out_r, out_w = os.pipe()
      for fd in (r, out_w):
          fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) | os.O_NONBLOCK)
      p = subprocess.Popen([sys.argv[1], "best", "-"], stdin=r, stdout=out_w)
      os.close(r); os.close(out_w)
      def feed():
          time.sleep(0.3)
          os.write(w, b"X........\n" * 20000)
          os.close(w)
      threading.Thread(target=feed).start()
      time.sleep(0.6)
      data = b""
      while True:
          chunk = os.read(out_r, 65536)
          if not chunk:
              break
          data += chunk
          time.sleep(0.01)
      print(p.wait(), data.count(b"\n"))
      """#
    let result = try await AI.runShell("python3 -c '\(script)' \"$AI\"")
    #expect(result.stdout == "0 20000\n", "\(result.stderr)")
  }

  /// A batch that has to wait for a non-blocking stdin leaves the signal mask it inherited
  /// alone while it waits: a signal its parent left blocked and pending stays so, and every
  /// line is answered.
  @Test func aBatchWaitingForItsInputKeepsInheritedSignalsBlocked() async throws {
    let script = #"""
      import fcntl, os, signal, subprocess, sys, time
      r, w = os.pipe()
      fcntl.fcntl(r, fcntl.F_SETFL, fcntl.fcntl(r, fcntl.F_GETFL) | os.O_NONBLOCK)
      def pending():
          signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGINT])
          os.kill(os.getpid(), signal.SIGINT)
      p = subprocess.Popen(
          [sys.argv[1], "best", "-"], stdin=r, stdout=subprocess.PIPE, preexec_fn=pending)
      os.close(r)
      time.sleep(0.3)
      os.write(w, b"X........\n")
      time.sleep(0.3)
      os.write(w, b".........\n")
      os.close(w)
      out, _ = p.communicate()
      print(p.returncode, out.count(b"\n"))
      """#
    let result = try await AI.runShell("python3 -c '\(script)' \"$AI\"")
    #expect(result.stdout == "0 2\n", "\(result.stderr)")
  }

  /// A batch leaves signals alone: one its parent left blocked and pending does not stop
  /// it, and every line is answered.
  @Test(arguments: ["HUP", "INT", "TERM", "QUIT"])
  func aBatchAnswersEveryLineWhateverSignalsItInherited(signal: String) throws {
    let block =
      #"python3 -c 'import os, signal, sys; s = signal.SIG"# + signal
      + #"; signal.pthread_sigmask(signal.SIG_BLOCK, [s]); os.kill(os.getpid(), s); "#
      + #"os.execv(sys.argv[1], sys.argv[1:])'"#
    let (result, _) = try Self.shell(
      #"printf 'X........\n.........\n' | "# + block + #" "$AI" best -; echo status $?"#)
    #expect(
      result.stdout
        == "X../.../...  best: 5 (O draws)\n.../.../...  best: 1 2 3 4 5 6 7 8 9 (X draws)\nstatus 0\n"
    )
    #expect(result.stderr.isEmpty)
  }

  /// A game whose output nobody reads (the pipe full) still stops on a signal, with its
  /// resume command on stderr.
  @Test(arguments: [
    ("TERM", 143, "terminated"), ("INT", 130, "interrupted"), ("HUP", 129, "hung up"),
  ])
  func aGameWhoseOutputIsBlockedStopsOnASignal(signal: String, status: Int32, why: String)
    async throws
  {
    // `sleep 60` holds the pipe open and never reads it; `yes` asks for help forever.
    let (result, _) = try await Self.shell(
      #"fifo=$(mktemp -u); mkfifo "$fifo"; sleep 60 < "$fifo" & reader=$!; "#
        + #"yes '?' | "$AI" play --seed 1 > "$fifo" & pid=$!; sleep 1.5; kill -"# + signal
        + #" $pid; for i in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done; "#
        + #"kill -KILL $pid 2>/dev/null; wait $pid; echo status $?; kill -KILL $reader; rm "$fifo""#
    )
    #expect(result.lines.last == "status \(status)", "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix("ai: \(why): resume with: \(AI.program) play --from .../.../... "),
      "\(result.stderr)")
  }

  /// JSON escapes every control character and the line separators; stderr escapes them
  /// and the bidirectional controls, so neither can show other text than it holds.
  @Test func hiddenCharactersAreEscapedInJSONAndOnStderr() throws {
    let hidden = ["\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{2069}"]
    let input = hidden.map { "X" + $0 + "......." }.joined(separator: "\n") + "\n"
    let result = try AI.run(["analyze", "-", "--json"], input: Data(input.utf8))
    #expect(result.status == 65)
    for scalar in hidden.flatMap(\.unicodeScalars) {
      #expect(!result.stdout.unicodeScalars.contains(scalar), "\(scalar.value) on stdout")
      #expect(!result.stderr.unicodeScalars.contains(scalar), "\(scalar.value) on stderr")
      let hex = String(scalar.value, radix: 16, uppercase: true)
      #expect(
        result.stdout.lowercased().contains(
          "\\u" + String(repeating: "0", count: 4 - hex.count) + hex.lowercased()))
    }
    for line in result.lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
      #expect(object["input"].map { hidden.contains(String($0.dropFirst().prefix(1))) } == true)
    }
    #expect(result.stderr.contains(#"'X\u{202E}......."#) || result.stderr.contains("U+202E"))
  }
}
