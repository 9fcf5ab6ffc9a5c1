// The one dispatch from the rules, a value, to their compile-time kind.
/// A question that a ``Searcher`` answers under one rule known at compile time, so that
/// the search it runs is specialised for that rule, with no test for it at any node.
protocol RuleQuestion {
  associatedtype Answer
  /// The answer under `Rule`, searched by `searcher`.
  func answer<Rule: RuleKind>(by searcher: inout Searcher, under _: Rule.Type)
    throws(TicTacToeError) -> Answer
}

extension Searcher {
  /// `question`'s answer under this searcher's rules: the one place where the rules, a
  /// runtime value, become a compile-time kind.
  @inline(__always)
  mutating func ask<Question: RuleQuestion>(_ question: Question) throws(TicTacToeError)
    -> Question.Answer
  {
    switch geometry.rules {
    case .normal: try question.answer(by: &self, under: NormalRule.self)
    case .misere: try question.answer(by: &self, under: MisereRule.self)
    case .gravity: try question.answer(by: &self, under: GravityRule.self)
    case .gravityMisere: try question.answer(by: &self, under: GravityMisereRule.self)
    }
  }
}
