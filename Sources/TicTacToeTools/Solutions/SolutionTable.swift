// Every reachable position of a shape solved, ply by ply, as a table.
import TicTacToe

/// Every reachable position of a geometry with its value and best moves, by the number of
/// pieces, then by index (see ``Geometry/positionCount``), made ply by ply as it is iterated.
///
/// ```swift
/// for row in SolutionTable(geometry: .ticTacToe) { print(row.position, row.evaluation) }
/// ```
public struct SolutionTable: Sequence, Sendable {
  /// The geometry whose positions are listed.
  public let geometry: Geometry

  /// The table of `geometry`.
  public init(geometry: Geometry) { self.geometry = geometry }

  /// An iterator that solves each position as it is reached.
  public func makeIterator() -> Iterator { Iterator(geometry: geometry) }

  /// About the most bytes listing the table of `geometry` takes: its searcher, a bit per
  /// position seen, and the widest ply twice (queued with its indices, then in order).
  public static func memoryNeeded(for geometry: Geometry) -> Int {
    let cells = geometry.cellCount
    let widest = (0...cells).map { PerftCounter.positions(after: $0, amongEmpty: cells) }.max()!
    let queued = PerftCounter.growingPeak(widest) * MemoryLayout<(Int, Position)>.stride
    let seen = (geometry.positionCount / 64 + 1) * MemoryLayout<UInt64>.stride
    return Searcher.memoryNeeded(for: geometry) + seen + queued
      + widest * MemoryLayout<Position>.stride
  }

  /// Solves the positions of one ply after another.
  public struct Iterator: IteratorProtocol, Sendable {
    private var searcher: Searcher
    /// The positions listed or queued, a bit per index.
    private var seen: [UInt64]
    private var layer: [Position]
    private var given = 0
    private var following: [(index: Int, position: Position)] = []

    init(geometry: Geometry) {
      searcher = Searcher(geometry: geometry)
      seen = Array(repeating: 0, count: geometry.positionCount / 64 + 1)
      layer = [.start(geometry)]
    }

    /// The next row, as ``Searcher/bestMoves(_:)`` gives it, or `nil` after the last ply.
    public mutating func next() -> Hint? {
      if given == layer.count {
        guard !following.isEmpty else { return nil }
        layer = []  // so that at most the next ply is held twice
        following.sort { $0.index < $1.index }
        layer = following.map(\.position)
        following.removeAll(keepingCapacity: true)
        given = 0
      }
      let position = layer[given]
      given += 1
      let row = try! searcher.bestMoves(position)  // the searcher is the geometry's
      for cell in position.legalMoves {
        let child = position.playingLegal(cell)
        let index = searcher.tables.index(of: child.board)
        let (word, bit) = (index / 64, UInt64(1) << (index % 64))
        guard seen[word] & bit == 0 else { continue }
        seen[word] |= bit
        following.append((index, child))
      }
      return row
    }
  }
}
