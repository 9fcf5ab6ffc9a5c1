// How big a tree can be under its rule, known before counting: as if no game ended.
import TicTacToe

extension PerftCounter {
  /// The empty cells of `board` by where a move goes: under gravity one stack a column, as
  /// many high as the column's empty cells (played bottom up), else one stack of 1 a cell.
  static func stacks(of board: Board, in geometry: Geometry) -> [Int] {
    let empty = geometry.tables.allCells - board.occupied
    guard geometry.rules.hasGravity else { return Array(repeating: 1, count: empty.count) }
    var heights = Array(repeating: 0, count: geometry.columns)
    for cell in empty { heights[geometry.coordinates(of: cell).column] += 1 }
    return heights.filter { $0 > 0 }
  }

  /// The most move sequences of `plies` plies over `stacks` (``stacks(of:in:)``), as if no
  /// game ended: the words of that length that take at most a stack's height from each,
  /// exact without lines; the falling factorial of the empty cells under the normal rule.
  ///
  /// - Complexity: O(cells^2); exact in `Int` up to 16 cells (16! < 2^45), past them
  ///   `Int.max` where the count would not fit.
  static func sequences(after plies: Int, stacks: [Int]) -> Int {
    // By stacks taken in turn, the words of each length; a stack's moves interleave with
    // the others' in binomially many ways.
    var words = [1]
    for height in stacks {
      var next = Array(repeating: 0, count: words.count + height)
      for (length, count) in words.enumerated() {
        for taken in 0...height {
          next[length + taken] = adding(
            next[length + taken], multiplying(count, binomial(length + taken, taken)))
        }
      }
      words = next
    }
    return words.indices.contains(plies) ? words[plies] : 0
  }

  /// The most positions `plies` moves over `stacks` can reach: the sets of cells they fill
  /// (a height from each stack) times the ways of colouring them, the mover taking half
  /// rounded up. Exact without lines, an upper bound with them.
  static func positions(after plies: Int, stacks: [Int]) -> Int {
    var fillings = [1]  // by pieces placed, the sets of cells the stacks so far can fill
    for height in stacks {
      var next = Array(repeating: 0, count: fillings.count + height)
      for (pieces, count) in fillings.enumerated() {
        for taken in 0...height { next[pieces + taken] = adding(next[pieces + taken], count) }
      }
      fillings = next
    }
    let cells = fillings.indices.contains(plies) ? fillings[plies] : 0
    return multiplying(cells, binomial(plies, (plies + 1) / 2))
  }

  /// The most positions that `plies` moves from a position with `empty` empty cells can
  /// reach, any cell taking a piece: exact without wins, an upper bound with them.
  static func positions(after plies: Int, amongEmpty empty: Int) -> Int {
    positions(after: plies, stacks: Array(repeating: 1, count: max(empty, 0)))
  }

  /// The most nodes a walk from `position` down to `depth` plies visits, the root included:
  /// every sequence of every depth as if no game ended, under the position's rule (under
  /// gravity at most one move a column a ply, so far fewer than the normal rule's).
  public static func nodeBound(from position: Position, depth: Int) -> Int {
    let stacks = stacks(of: position.board, in: position.geometry)
    return (0...max(depth, 0)).reduce(0) { adding($0, sequences(after: $1, stacks: stacks)) }
  }

  /// n choose k, 0 for a k out of range; exact for every n up to 64.
  static func binomial(_ n: Int, _ k: Int) -> Int {
    guard (0...n).contains(k) else { return 0 }
    // Each step's product is divisible; in 128 bits it does not overflow.
    return (0..<min(k, n - k)).reduce(1) { product, step in
      (step + 1).dividingFullWidth(product.multipliedFullWidth(by: n - step)).quotient
    }
  }

  /// `a + b`, or `Int.max` past it: a bound too big to count is as good as infinite.
  static func adding(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  /// `a * b`, or `Int.max` past it.
  static func multiplying(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? .max : product
  }
}
