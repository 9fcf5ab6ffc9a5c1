import DataFiles
import Foundation
import NaiveGames
import Testing
import TicTacToe

/// `ai best -` and `ai analyze - --json` over many boards, end to end, checked against
/// `data/tictactoe-3x3-solutions.csv` (which the naive solver checks row by row), the
/// naive solver itself, and single-board runs.
@Suite struct BatchTests {
  /// The solutions table, by board.
  static func solutions() throws -> [String: [String: String]] {
    Dictionary(
      uniqueKeysWithValues: try DataFile.rows("tictactoe-3x3-solutions.csv").map {
        ($0["board"]!, $0)
      })
  }

  /// The line `ai best -` prints for a row of the solutions table, worded here.
  static func bestLine(_ row: [String: String]) -> String {
    let board = row["board"]!
    switch row["status"]! {
    case "x-won": return "\(board)  game over: X won"
    case "o-won": return "\(board)  game over: O won"
    case "draw": return "\(board)  game over: draw"
    default: break
    }
    let (side, plies) = (row["toMove"]!, row["plies"]!)
    let reason =
      switch row["value"]! {
      case "win": "\(side) wins in \(plies)"
      case "loss": "\(side) loses in \(plies)"
      default: "\(side) draws"
      }
    return "\(board)  best: \(row["best"]!) (\(reason))"
  }

  /// `board` (in the table's notation) spelt another plain way, by `style`: lowercase with
  /// digits for empty cells, `|` between rows, or no separators.
  static func respelt(_ board: String, style: Int) -> String {
    switch style % 4 {
    case 1:
      var cell = 0
      return String(
        board.compactMap { character -> String? in
          guard character != "/" else { return nil }
          cell += 1
          return character == "." ? String(cell) : character.lowercased()
        }.joined())
    case 2: return board.replacingOccurrences(of: "/", with: "|")
    case 3: return board.replacingOccurrences(of: "/", with: "")
    default: return board
    }
  }

  @Test func bestOnEveryReachable3x3BoardTwiceMatchesTheSolutionsTable() throws {
    let rows = try DataFile.rows("tictactoe-3x3-solutions.csv")
    #expect(rows.count == Int(try DataFile.rows("perft-counts.csv")[0]["positions"]!)!)
    var generator = SeededGenerator(seed: 15)
    let order = rows.indices.shuffled(using: &generator) + rows.indices
    let input = order.enumerated().map { Self.respelt(rows[$1]["board"]!, style: $0) }
    let result = try AI.run("best", "-", input: input.joined(separator: "\n") + "\n")
    #expect(result.status == 0 && result.stderr.isEmpty)
    let expected = order.map { Self.bestLine(rows[$0]) }
    #expect(result.lines.count == expected.count)
    for (line, wanted) in zip(result.lines, expected) where line != wanted {
      Issue.record("\(line) != \(wanted)")
      break
    }
  }

  @Test func analyzeJSONOnEveryReachable3x3BoardMatchesTheSolutionsTable() throws {
    let solutions = try Self.solutions()
    let boards = try DataFile.rows("tictactoe-3x3-solutions.csv").map { $0["board"]! }
    let result = try AI.run("analyze", "-", "--json", input: boards.joined(separator: "\n"))
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.lines.count == boards.count)
    let keys = [
      "board", "rows", "cols", "k", "toMove", "status", "value", "plies", "best", "pv",
      "moves", "nodes",
    ]
    for (line, board) in zip(result.lines, boards) {
      // The keys in their documented order, each once.
      let found = keys.map { line.range(of: "\"\($0)\": ")?.lowerBound }
      #expect(found.allSatisfy { $0 != nil } && found.map { $0! } == found.map { $0! }.sorted())
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let row = solutions[board]!
      #expect(object["board"] as? String == board)
      #expect(
        object["rows"] as? Int == 3 && object["cols"] as? Int == 3 && object["k"] as? Int == 3)
      #expect(object["status"] as? String == row["status"])
      #expect((object["toMove"] as? String ?? "") == row["toMove"])
      #expect((object["value"] as? String ?? "") == row["value"])
      #expect(object["plies"] as? Int == Int(row["plies"]!))
      let best = (object["best"] as? [Int] ?? []).map(String.init).joined(separator: " ")
      #expect(best == row["best"], "\(board)")
      // Each move's value is its child's, seen from the other side, one ply longer.
      let cells = Array(board.filter { $0 != "/" })
      let moves = try #require(object["moves"] as? [[String: Any]])
      let empty = cells.indices.filter { cells[$0] == "." }.map { $0 + 1 }
      #expect(moves.map { $0["cell"] as? Int } == (row["status"] == "ongoing" ? empty : []))
      for move in moves {
        let cell = move["cell"] as! Int - 1
        #expect(move["row"] as? Int == cell / 3 && move["col"] as? Int == cell % 3)
        var next = cells
        next[cell] = Character(row["toMove"]!)
        let child = solutions[
          [0, 3, 6].map { String(next[$0..<$0 + 3]) }.joined(separator: "/")]!
        let (value, plies): (String, Int) =
          switch (child["status"]!, child["value"]!) {
          case ("x-won", _), ("o-won", _): ("win", 1)
          case ("draw", _): ("draw", 1)
          case (_, "win"): ("loss", Int(child["plies"]!)! + 1)
          case (_, "loss"): ("win", Int(child["plies"]!)! + 1)
          default: ("draw", Int(child["plies"]!)! + 1)
          }
        #expect(move["value"] as? String == value && move["plies"] as? Int == plies, "\(board)")
      }
      // The line: the lowest best move of each position on it, to the end.
      var step = row
      for cell in object["pv"] as? [Int] ?? [] {
        #expect(step["best"]!.split(separator: " ").first.map { Int($0) } == cell, "\(board)")
        var next = Array(step["board"]!.filter { $0 != "/" })
        next[cell - 1] = Character(step["toMove"]!)
        step = solutions[[0, 3, 6].map { String(next[$0..<$0 + 3]) }.joined(separator: "/")]!
      }
      #expect(step["status"] != "ongoing", "\(board)")
    }
  }

  /// `count` random reachable boards of 4x4 (k = 4), from random games stopped at random
  /// plies of at least `pieces`, written in the notation.
  static func random4x4(_ count: Int, pieces: Int, seed: UInt64) -> [NaiveBoard] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      var board = NaiveBoard(rows: 4, columns: 4, k: 4)
      for _ in 0..<Int.random(in: pieces...16, using: &generator) where !board.isOver {
        board = board.playing(board.emptyCells.randomElement(using: &generator)!)
      }
      return board
    }
  }

  /// A naive board in the notation: `X`, `O`, `.`, rows separated by `/`.
  static func notation(_ board: NaiveBoard) -> String {
    (0..<board.rows).map { row in
      String(
        board.cells[row * board.columns..<(row + 1) * board.columns].map { $0?.letter ?? "." })
    }.joined(separator: "/")
  }

  @Test func best4x4BatchMatchesTheNaiveSolver() throws {
    let boards = Self.random4x4(300, pieces: 6, seed: 44)
    let input = boards.map(Self.notation).joined(separator: "\n") + "\n"
    let result = try AI.run("best", "-", input: input)
    #expect(result.status == 0 && result.lines.count == boards.count)
    var solver = NaiveSolver(rows: 4, columns: 4, k: 4)
    for (line, board) in zip(result.lines, boards) {
      let text = Self.notation(board)
      guard !board.isOver else {
        #expect(line.hasPrefix("\(text)  game over: "))
        continue
      }
      let moves = solver.moveValues(of: board)
      let rank = { (value: NaiveValue) in
        value.outcome == .win
          ? 1_000 - value.plies : value.outcome == .loss ? value.plies - 1_000 : 0
      }
      let top = moves.map { rank($0.value) }.max()!
      let best = moves.filter { rank($0.value) == top }
      let side = String(board.toMove.letter)
      let value = best[0].value
      let reason =
        switch value.outcome {
        case .win: "\(side) wins in \(value.plies)"
        case .loss: "\(side) loses in \(value.plies)"
        case .draw: "\(side) draws"
        }
      let cells = best.map { String($0.cell + 1) }.joined(separator: " ")
      #expect(line == "\(text)  best: \(cells) (\(reason))")
    }
  }

  @Test func a4x4BatchAnswersAsSingleBoardRunsDo() throws {
    // Early positions too, which the naive solver would take long over; one run per
    // board is the independent answer here (a cold table each time).
    let boards = Self.random4x4(12, pieces: 0, seed: 7).map(Self.notation)
    let best = try AI.run("best", "-", input: boards.joined(separator: "\n"))
    let json = try AI.run("analyze", "-", "--json", input: boards.joined(separator: "\n"))
    #expect(best.status == 0 && json.status == 0)
    let withoutNodes = { (line: String) in line.replacing(/"nodes": \d+/, with: "") }
    for (index, board) in boards.enumerated() {
      #expect(best.lines[index] == "\(board)  " + (try AI.run("best", board)).lines[0])
      let single = try AI.run("analyze", board, "--json").lines[0]
      #expect(withoutNodes(json.lines[index]) == withoutNodes(single), "\(board)")
    }
  }

  @Test func answersEachLineBeforeTheNextArrives() throws {
    // Whoever feeds a batch may wait for an answer before sending the next board.
    let result = try AI.runShell(
      """
      dir=$(mktemp -d); mkfifo "$dir/in"
      "$AI" best - < "$dir/in" > "$dir/out" &
      exec 4> "$dir/in"; echo 'X........' >&4
      for i in $(seq 100); do [ -s "$dir/out" ] && break; sleep 0.05; done
      cat "$dir/out"; exec 4>&-; wait; rm -r "$dir"
      """)
    #expect(result.stdout == "X../.../...  best: 5 (O draws)\n")
  }
}
