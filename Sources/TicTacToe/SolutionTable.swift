/// One row of a solution table: a reachable position and what perfect play makes of it.
public struct Solution: Hashable, Sendable {
  /// The position.
  public let position: Position
  /// Its value for the side to move, or `nil` when the game is over.
  public let evaluation: Evaluation?
  /// Every move that achieves the value, by ascending cell (indices from 0).
  public let bestMoves: [Int]
}

/// Every reachable position of a geometry with its value and best moves, in a stable
/// order: by the number of pieces, then by the position's base-3 number (cell `i`
/// counts `3^i` for X and `2 * 3^i` for O, cell 1 being the lowest digit).
///
/// The rows are made as they are iterated, ply by ply, so only one ply's positions are
/// held at a time: a caller that writes each row as it comes streams big tables (3x4:
/// 111,973 rows).
///
/// ```swift
/// for solution in SolutionTable(geometry: .ticTacToe) { print(solution.csv) }
/// ```
public struct SolutionTable: Sequence {
  /// The geometry whose positions are listed.
  public let geometry: Geometry

  /// The table of `geometry`.
  public init(geometry: Geometry) {
    self.geometry = geometry
  }

  /// An iterator that solves each position as it is reached.
  public func makeIterator() -> Iterator {
    Iterator(geometry: geometry)
  }

  /// Solves the positions of one ply after another.
  ///
  /// - Complexity: Visits each reachable position once; keeps one ply's positions and a
  ///   table of 3^cells bits (and the searcher's 3^cells bytes).
  public struct Iterator: IteratorProtocol {
    private var searcher: Searcher
    /// The positions already listed or queued, one bit per base-3 index.
    private var seen: [UInt64]
    /// This ply's positions, in order, and how many have been given.
    private var layer: [Position]
    private var given = 0
    /// The next ply's positions, with their indices for sorting.
    private var following: [(index: Int, position: Position)] = []

    init(geometry: Geometry) {
      searcher = Searcher(geometry: geometry)
      seen = Array(
        repeating: 0, count: TranspositionTable.size(cellCount: geometry.cellCount) / 64 + 1)
      layer = [.start(geometry)]
    }

    /// The next row, or `nil` after the last ply.
    public mutating func next() -> Solution? {
      if given == layer.count {
        guard !following.isEmpty else { return nil }
        layer = following.sorted { $0.index < $1.index }.map(\.position)
        following.removeAll(keepingCapacity: true)
        given = 0
      }
      let position = layer[given]
      given += 1
      let (evaluation, best) = searcher.bestMoves(position)
      for cell in position.legalMoves {
        let child = position.playing(cell)
        let index = searcher.kernel.index(of: child.board)
        let (word, bit) = (index / 64, UInt64(1) << (index % 64))
        guard seen[word] & bit == 0 else { continue }
        seen[word] |= bit
        following.append((index, child))
      }
      return Solution(position: position, evaluation: evaluation, bestMoves: best)
    }
  }
}

extension Solution {
  /// The column names of the CSV form, in order.
  public static let csvHeader = "board,toMove,status,value,plies,best"

  /// The row as CSV: the notation, `X`/`O` (empty when over), the status, the value
  /// (empty when over), the plies, and the best moves' cell numbers separated by spaces.
  public var csv: String {
    [
      position.notation, position.toMove?.rawValue ?? "", position.status.name,
      evaluation?.outcome.rawValue ?? "", String(evaluation?.plies ?? 0),
      bestMoves.map { String($0 + 1) }.joined(separator: " "),
    ].joined(separator: ",")
  }

  /// The row as one JSON object with the keys of `analyze`'s JSON: `board`, `toMove`,
  /// `status`, `value`, `plies`, `best`.
  public var json: JSONValue {
    .object([
      ("board", .string(position.notation)),
      ("toMove", position.toMove.map { .string($0.rawValue) } ?? .null),
      ("status", .string(position.status.name)),
      ("value", evaluation.map { .string($0.outcome.rawValue) } ?? .null),
      ("plies", .int(evaluation?.plies ?? 0)),
      ("best", .array(bestMoves.map { .int($0 + 1) })),
    ])
  }
}
