// The bench's classic searches (minimax, alpha-beta, memo) over masks, two plies a call.
import TicTacToe

/// As `Benchmarks/Baseline/baseline.c` writes them: values 1 (win), 0 or -1 for the side to
/// move.
struct ClassicSearches {
  /// The shape's ``GeometryTables/completing`` and ``GeometryTables/weights``: one load.
  let threats: UnsafeMutablePointer<UInt16>, weights: UnsafeMutablePointer<Int>
  let full: Int
  var nodes = 0

  /// Plain minimax: the value of a position with `left` (the count of `empty`) cells to
  /// play, every node below it visited and counted.
  mutating func minimax(mine: Int, theirs: Int, empty: Int, left: Int) -> Int {
    nodes &+= left
    let wins = Int(threats[mine]) & empty
    if left <= 1 { return wins != 0 ? 1 : 0 }
    var best = wins != 0 ? 1 : -1
    var moves = empty & ~wins
    while moves != 0 {
      let bit = moves & (0 &- moves)
      moves &= moves &- 1
      let (child, rest) = (mine | bit, empty ^ bit)
      nodes &+= left &- 1
      let counters = Int(threats[theirs]) & rest
      var reply = counters != 0 ? 1 : -1
      var answers = rest & ~counters
      while answers != 0 {
        let answer = answers & (0 &- answers)
        answers &= answers &- 1
        if left == 3 {
          // One cell left, played in place: it fills the board, winning if it makes a line.
          nodes &+= 1
          reply = max(reply, Int(threats[child]) & rest & ~answer != 0 ? -1 : 0)
        } else {
          let value = minimax(
            mine: child, theirs: theirs | answer, empty: rest ^ answer, left: left &- 2)
          reply = max(reply, 0 &- value)
        }
      }
      best = max(best, 0 &- reply)
    }
    return best
  }

  /// Fail-hard alpha-beta, the value clamped to `alpha...beta`, 1 at a side's first
  /// winning cell; this node and those it looks at count.
  mutating func alphaBeta(
    mine: Int, theirs: Int, empty: Int, alpha: Int, beta: Int
  ) -> Int {
    nodes &+= 1
    var alpha = alpha
    let (wins, counters) = (Int(threats[mine]), Int(threats[theirs]))
    var moves = empty
    while moves != 0 {
      let bit = moves & (0 &- moves)
      moves &= moves &- 1
      let (child, rest) = (mine | bit, empty ^ bit)
      nodes &+= 1
      if wins & bit != 0 { return 1 }
      var value = 0
      if rest != 0 {
        // The child, the opponent to move, in the window turned round.
        var (low, high) = (0 &- beta, 0 &- alpha)
        var answers = rest
        while answers != 0 {
          let answer = answers & (0 &- answers)
          answers &= answers &- 1
          let (after, taken) = (rest ^ answer, theirs | answer)
          if counters & answer != 0 {
            nodes &+= 1
            low = 1
            break
          }
          var reply = 0
          if after & (after &- 1) != 0 {
            let below = alphaBeta(
              mine: child, theirs: taken, empty: after, alpha: 0 &- high, beta: 0 &- low)
            reply = 0 &- below
          } else if after != 0 {
            // One cell left, played in place: what the call would return.
            nodes &+= 2
            reply = Int(threats[child]) & after != 0 ? -1 : min(high, 0)
          } else {
            nodes &+= 1
          }
          if reply > low {
            low = reply
            if reply >= high { break }
          }
        }
        value = 0 &- low
      }
      if value > alpha {
        alpha = value
        if value >= beta { break }
      }
    }
    return alpha
  }

  /// The mark of a position the memo has not scored.
  static var unknown: Int { 0x7F }

  /// The value of an unfinished position not in `memo`, stored at its base-3 `index` with
  /// all below it (`swapped`: X and O exchanged), counting the positions expanded.
  mutating func memo(
    mine: Int, empty: Int, index: Int, swapped: Int, memo: UnsafeMutablePointer<Int8>
  ) -> Int {
    expand(mine: mine, empty: empty, index: index, swapped: swapped, memo: memo) {
      $0.expand(mine: $1, empty: $2, index: $3, swapped: $4, memo: memo) {
        $0.memo(mine: $1, empty: $2, index: $3, swapped: $4, memo: memo)
      }
    }
  }

  /// ``memo(mine:empty:index:swapped:memo:)``, a child with two cells or more valued by `by`.
  @inline(__always)
  mutating func expand(
    mine: Int, empty: Int, index: Int, swapped: Int, memo: UnsafeMutablePointer<Int8>,
    by search: (inout Self, Int, Int, Int, Int) -> Int
  ) -> Int {
    nodes &+= 1
    let wins = Int(threats[mine]) & empty
    let (theirs, fewer) = (full ^ empty ^ mine, empty & (empty &- 1))
    var best = wins != 0 ? 1 : fewer == 0 ? 0 : -1
    var moves = fewer == 0 ? 0 : empty & ~wins
    while moves != 0 {
      let bit = moves & (0 &- moves)
      moves &= moves &- 1
      let weight = weights[bit.trailingZeroBitCount]  // A cell of the board: below 16.
      let child = swapped &+ 2 &* weight
      var value = Int(memo[child])
      if value == Self.unknown, fewer & (fewer &- 1) == 0 {
        // One cell left, played in place: a win if it makes a line.
        (nodes, value) = (nodes &+ 1, Int(threats[theirs]) & (empty ^ bit) != 0 ? 1 : 0)
        memo[child] = Int8(truncatingIfNeeded: value)
      } else if value == Self.unknown {
        value = search(&self, theirs, empty ^ bit, child, index &+ weight)
      }
      best = max(best, 0 &- value)
    }
    memo[index] = Int8(truncatingIfNeeded: best)
    return best
  }
}
