import Testing
import TicTacToe

@Suite struct AnalysisTests {
  /// Every permutation of `elements`.
  static func permutations<T>(_ elements: [T]) -> [[T]] {
    guard let first = elements.first else { return [[]] }
    return permutations(Array(elements.dropFirst())).flatMap { rest in
      (0...rest.count).map { index in
        var permutation = rest
        permutation.insert(first, at: index)
        return permutation
      }
    }
  }

  @Test func evaluationsOrderFromTheFastestLossToTheFastestWin() {
    let ordered = [
      Evaluation(outcome: .loss, plies: 2), Evaluation(outcome: .loss, plies: 4),
      Evaluation(outcome: .draw, plies: 6), Evaluation(outcome: .win, plies: 5),
      Evaluation(outcome: .win, plies: 1),
    ]
    let orders = Self.permutations(ordered)
    #expect(orders.count == 120)
    for order in orders {
      #expect(order.sorted() == ordered, "\(order)")
    }
    #expect(ordered.map(\.phrase) == ["loss in 2", "loss in 4", "draw", "win in 5", "win in 1"])
  }

  @Test func aWarmTableGivesTheSameAnswerForFewerNodes() throws {
    // The table keeps what earlier calls learned: the answer is the same, the nodes of
    // the call fewer, and `clear()` brings back the cold count.
    let position = try Position(notation: "XO./.X./...")
    var fresh = Searcher()
    let cold = fresh.analyze(position)
    var used = Searcher()
    _ = used.analyze(.start())
    _ = used.bestMoves(try position.playing(8))
    let warm = used.analyze(position)
    #expect(warm.moves == cold.moves && warm.principalVariation == cold.principalVariation)
    #expect(warm.nodes < cold.nodes)
    #expect(used.analyze(position).nodes < warm.nodes)  // asked again: fewer still
    used.clear()
    #expect(used.analyze(position).nodes == cold.nodes)
    #expect(cold.nodes > 0)
    #expect(fresh.analyze(try Position(notation: "XOX/XOO/OXX")).nodes == 0)  // finished
  }
}
