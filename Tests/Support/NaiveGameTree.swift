/// One ply of a game tree, as the naive counters see it.
public struct NaiveLayer: Equatable, Sendable {
  /// Move sequences of exactly this many plies from the start (perft); a game that ended
  /// earlier has no continuation.
  public var sequences: Int
  /// The distinct positions those sequences reach.
  public var positions: Int
  /// Those positions, counting once those that a turn or a mirror of the board maps onto
  /// each other; `nil` unless asked for.
  public var positionsUpToSymmetry: Int?
  /// Sequences that end at this ply won by X: with a line for X, or for O under misère.
  public var xWins: Int
  /// Sequences that end at this ply won by O.
  public var oWins: Int
  /// Sequences that end at this ply with a full board and no line.
  public var draws: Int

  /// A layer with these counts, zero by default.
  public init(
    sequences: Int = 0, positions: Int = 0, positionsUpToSymmetry: Int? = nil, xWins: Int = 0,
    oWins: Int = 0, draws: Int = 0
  ) {
    self.sequences = sequences
    self.positions = positions
    self.positionsUpToSymmetry = positionsUpToSymmetry
    self.xWins = xWins
    self.oWins = oWins
    self.draws = draws
  }
}

/// The game tree from a start position, ply by ply, counted naively: one layer per ply
/// from the start (ply 0) to the depth asked for.
public struct NaiveGameTree: Sendable {
  /// The plies, the start first.
  public var layers: [NaiveLayer]

  /// Every node of the tree, the start included.
  public var nodes: Int { layers.map(\.sequences).reduce(0, +) }
  /// The distinct positions of every ply, the start included.
  public var positions: Int { layers.map(\.positions).reduce(0, +) }
  /// Finished games: sequences that end in a line or a full board.
  public var games: Int { xWins + oWins + draws }
  /// Games won by X.
  public var xWins: Int { layers.map(\.xWins).reduce(0, +) }
  /// Games won by O.
  public var oWins: Int { layers.map(\.oWins).reduce(0, +) }
  /// Drawn games.
  public var draws: Int { layers.map(\.draws).reduce(0, +) }
  /// The distinct positions up to symmetry, where they were counted.
  public var positionsUpToSymmetry: Int? {
    layers.reduce(0 as Int?) { total, layer in
      layer.positionsUpToSymmetry.flatMap { count in total.map { $0 + count } }
    }
  }

  /// Counts by hashing, ply by ply: a table from each distinct unfinished position to the
  /// number of sequences that reach it, whose count flows to each of its children. A move
  /// ends the game when it makes a line through its own cell or fills the board; the
  /// start's rules say who won and which cells may be played.
  ///
  /// - Parameters:
  ///   - start: where the sequences begin.
  ///   - depth: how many plies to follow; every empty cell by default.
  ///   - upToSymmetry: whether to count each ply's positions up to symmetry too, by
  ///     turning and mirroring every one of them.
  public init(from start: NaiveBoard, depth: Int? = nil, upToSymmetry: Bool = false) {
    let (rows, columns, k, rules) = (start.rows, start.columns, start.k, start.rules)
    let depth = depth ?? start.emptyCells.count
    var powers = [1]
    while powers.count < start.cells.count { powers.append(powers.last! * 3) }
    func classes(_ codes: [Int]) -> Int? {
      guard upToSymmetry else { return nil }
      return Set(
        codes.map {
          NaiveBoard(rows: rows, columns: columns, k: k, rules: rules, code: $0).symmetryClass
        }
      ).count
    }

    var first = NaiveLayer(sequences: 1, positions: 1)
    first.positionsUpToSymmetry = classes([start.code])
    // The unfinished positions of the current ply, each with its number of sequences.
    var frontier: [Int: Int] = [:]
    if let winner = start.winner {
      if winner == .x { first.xWins = 1 } else { first.oWins = 1 }
    } else if start.isFull {
      first.draws = 1
    } else {
      frontier[start.code] = 1
    }
    layers = [first]

    var mover = start.toMove
    for _ in 0..<depth {
      var ongoing: [Int: Int] = [:]
      var won: [Int: Int] = [:]
      var drawn: [Int: Int] = [:]
      for (code, count) in frontier {
        var board = NaiveBoard(rows: rows, columns: columns, k: k, rules: rules, code: code)
        let empty = board.emptyCells
        for cell in board.legalMoves {
          board.cells[cell] = mover
          let child = code + (mover == .x ? 1 : 2) * powers[cell]
          if board.hasLine(through: cell) {
            won[child, default: 0] += count
          } else if empty.count == 1 {  // the move filled the last empty cell
            drawn[child, default: 0] += count
          } else {
            ongoing[child, default: 0] += count
          }
          board.cells[cell] = nil
        }
      }
      let wins = won.values.reduce(0, +)
      let draws = drawn.values.reduce(0, +)
      layers.append(
        NaiveLayer(
          sequences: ongoing.values.reduce(0, +) + wins + draws,
          positions: ongoing.count + won.count + drawn.count,
          positionsUpToSymmetry: classes(Array(ongoing.keys) + won.keys + drawn.keys),
          xWins: (mover == .x) != rules.misere ? wins : 0,
          oWins: (mover == .o) != rules.misere ? wins : 0, draws: draws))
      frontier = ongoing
      mover = mover.opponent
    }
  }

  /// Counts by walking every sequence, one move at a time, testing each position in full
  /// for a line or a full board and collecting each ply's distinct positions in a set:
  /// slower than hashing, for small trees and for checking the hashed count.
  ///
  /// - Parameters:
  ///   - start: where the sequences begin.
  ///   - depth: how many plies to follow; every empty cell by default.
  public static func walking(from start: NaiveBoard, depth: Int? = nil) -> NaiveGameTree {
    let depth = depth ?? start.emptyCells.count
    var layers = Array(repeating: NaiveLayer(), count: depth + 1)
    var seen = Array(repeating: Set<NaiveBoard>(), count: depth + 1)
    func visit(_ board: NaiveBoard, ply: Int) {
      layers[ply].sequences += 1
      seen[ply].insert(board)
      if let winner = board.winner {
        if winner == .x { layers[ply].xWins += 1 } else { layers[ply].oWins += 1 }
      } else if board.isFull {
        layers[ply].draws += 1
      } else if ply < depth {
        for cell in board.legalMoves { visit(board.playing(cell), ply: ply + 1) }
      }
    }
    visit(start, ply: 0)
    for ply in layers.indices { layers[ply].positions = seen[ply].count }
    return NaiveGameTree(layers: layers)
  }

  init(layers: [NaiveLayer]) { self.layers = layers }
}
