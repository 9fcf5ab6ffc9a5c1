import DataFiles
import NaiveGames
import Testing

@testable import TicTacToe

/// The look-ahead search against a naive depth-limited minimax that shares no code with
/// it, and, when it sees to the end, against perfect play.
@Suite struct LookAheadTests {
  /// Every unfinished position reachable on 3x3, as the naive board sees it.
  static let naivePositions = NaiveBoard.reachable(rows: 3, columns: 3, k: 3).joined()
    .filter { !$0.isOver }

  /// The engine's board for a naive one.
  static func board(_ naive: NaiveBoard) -> Board {
    let (x, o) = naive.masks
    return Board(x: Bitboard(rawValue: x), o: Bitboard(rawValue: o))
  }

  /// The unfinished positions of a shape reached in at most `plies` plies, naively.
  static func naivePositions(rows: Int, columns: Int, k: Int, plies: Int) -> [NaiveBoard] {
    var layers = [[NaiveBoard(rows: rows, columns: columns, k: k)]]
    for _ in 0..<plies {
      var next = Set<NaiveBoard>()
      for board in layers.last! {
        for cell in board.emptyCells where !board.playing(cell).isOver {
          next.insert(board.playing(cell))
        }
      }
      layers.append(next.sorted { $0.code < $1.code })
    }
    return Array(layers.joined())
  }

  /// As many as the memo workload expands (`data/bench.csv`): every unfinished one.
  @Test func everyUnfinishedPositionIsChecked() throws {
    #expect(Self.naivePositions.count == (try DataFile.benchNodes()["memo"]))
  }

  /// On every unfinished 3x3 position the moves the search likes best are the naive
  /// minimax's, horizon by horizon: one ply finds the wins, two the blocks, three the
  /// forks, four the other side's forks.
  @Test(arguments: 1...4)
  func bestMovesAreTheNaiveMinimaxsOnEvery3x3Position(plies: Int) {
    let search = LookAheadSearch(tables: Geometry.ticTacToe.tables, plies: plies)
    let naive = NaiveLookAhead(plies: plies)
    for position in Self.naivePositions {
      let best = search.bestMoves(Self.board(position))
      #expect(Array(best) == naive.bestMoves(of: position), "\(position.cells)")
    }
  }

  /// The same on boards with more lines through a cell and room for longer threats:
  /// every position of the first four plies of 3x4 and (in the long form) of 4x4 with three
  /// in a row.
  @Test(arguments: LongTests.choose(fast: [(3, 4, 3)], long: [(3, 4, 3), (4, 4, 3)]))
  func bestMovesAreTheNaiveMinimaxsOnBiggerBoards(rows: Int, columns: Int, k: Int) throws {
    let geometry = try Geometry(rows: rows, columns: columns, k: k)
    let positions = Self.naivePositions(rows: rows, columns: columns, k: k, plies: 3)
    for plies in 1...3 {
      let search = LookAheadSearch(tables: geometry.tables, plies: plies)
      let naive = NaiveLookAhead(plies: plies)
      for position in positions {
        let best = search.bestMoves(Self.board(position))
        #expect(Array(best) == naive.bestMoves(of: position), "\(plies): \(position.cells)")
      }
    }
  }

  /// Seeing to the end of the game, the search is perfect play: on every unfinished 3x3
  /// position, with as many plies as empty cells and with more, its best moves are the
  /// exact searcher's.
  @Test func seeingToTheEndIsPerfectPlay() throws {
    var searcher = Searcher()
    for naive in Self.naivePositions {
      let board = Self.board(naive)
      let position = try! Position(geometry: .ticTacToe, x: board.x, o: board.o)
      let perfect = Array(try searcher.bestMoves(position).bestMoves)
      let empty = position.emptyCells.count
      for plies in Set([empty, empty + 1, Geometry.maximumCellCount]) {
        let search = LookAheadSearch(tables: Geometry.ticTacToe.tables, plies: plies)
        #expect(Array(search.bestMoves(board)) == perfect, "\(plies): \(position.notation)")
      }
    }
  }

  /// Whether a player that sees `plies` plies ahead, playing any of the moves it likes
  /// best, can lose a 3x3 game from the empty board against some line of play: every
  /// game it can lead to is walked, the other side playing every legal move. On the way,
  /// each of its choices is checked against the naive minimax's.
  static func canLose(plies: Int) -> Bool {
    let tables = Geometry.ticTacToe.tables
    let search = LookAheadSearch(tables: tables, plies: plies)
    let naive = NaiveLookAhead(plies: plies)
    var loses = false
    for side in [Player.x, .o] {
      var stack = [NaiveBoard(rows: 3, columns: 3, k: 3)]
      var seen = Set<NaiveBoard>()
      while let board = stack.popLast() {
        guard seen.insert(board).inserted else { continue }
        if board.hasLine(side == .x ? .o : .x) { loses = true }
        if board.isOver { continue }
        var moves = board.emptyCells
        if (board.toMove == .x) == (side == .x) {
          moves = naive.bestMoves(of: board)
          #expect(Array(search.bestMoves(Self.board(board))) == moves, "\(board.cells)")
        }
        stack += moves.map(board.playing)
      }
    }
    return loses
  }

  /// Six plies are enough never to lose a 3x3 game from the start, whatever the other
  /// side does (as `docs/commands.md` says); five are not.
  @Test func sixPliesNeverLoseA3x3GameFromTheStart() {
    #expect(!Self.canLose(plies: 6))
    #expect(Self.canLose(plies: 5))
  }

  /// The search's scores are exact within the horizon under every rule: a win it reports
  /// is one the naive minimax sees at that ply, from every unfinished 3x3 position of the
  /// rule.
  @Test(arguments: 1...4, NaiveRules.allCases)
  func scoresAreTheNaiveForesights(plies: Int, rules: NaiveRules) throws {
    switch RulesTests.rules(rules) {
    case .normal: try Self.checkForesights(plies: plies, NormalRule.self)
    case .misere: try Self.checkForesights(plies: plies, MisereRule.self)
    case .gravity: try Self.checkForesights(plies: plies, GravityRule.self)
    case .gravityMisere: try Self.checkForesights(plies: plies, GravityMisereRule.self)
    }
  }

  /// Each move's score by the search with a horizon of `plies` under `Rule`, against the
  /// naive foresight, on every unfinished reachable 3x3 position.
  static func checkForesights<Rule: RuleKind>(plies: Int, _: Rule.Type) throws {
    let rules = NaiveRules(misere: Rule.misere, gravity: Rule.gravity)
    let geometry = try Geometry(rows: 3, columns: 3, rules: RulesTests.rules(rules))
    let tables = geometry.tables
    var nodes = 0
    let naive = NaiveLookAhead(plies: plies)
    for position in NaiveBoard.reachable(rows: 3, columns: 3, k: 3, rules: rules).joined()
    where !position.isOver {
      let board = Self.board(position)
      let empty = position.emptyCells.count
      for (cell, foresight) in naive.moveForesights(of: position) {
        let after = board.playing(cell)
        let score: Score
        if geometry.hasLine(after.theirs) {
          // The mover made a line: its win, or under misère its loss.
          let line = Score.win(leaving: empty - 1)
          score = Rule.misere ? -line : line
        } else if after.occupied == geometry.allCells || plies == 1 {
          score = .draw
        } else {
          // The reply sees one ply less: it stops where the move's horizon does.
          let search = Negamax<Horizon<Rule, UInt16>>(tables: tables, stop: empty - plies)
          score = -search.search(
            Node<UInt16>(after, in: tables), alpha: -Score.infinity, beta: .infinity, nodes: &nodes)
        }
        let expected: Score =
          switch foresight {
          case .win(let ply): .win(leaving: empty - ply)
          case .unknown: .draw
          case .loss(let ply): -Score.win(leaving: empty - ply)
          }
        #expect(score == expected, "\(geometry) \(plies): \(position.cells), \(cell)")
      }
    }
  }
}

/// The engine's look-ahead of `plies` plies over `tables`, as a level calls it.
struct LookAheadSearch {
  let tables: GeometryTables
  let plies: Int

  func bestMoves(_ board: Board) -> Bitboard {
    let search = Negamax<Horizon<NormalRule, UInt16>>(
      tables: tables, stop: (tables.allCells - board.occupied).count - plies)
    var nodes = 0
    return search.bestMoves(board, nodes: &nodes).cells
  }
}
