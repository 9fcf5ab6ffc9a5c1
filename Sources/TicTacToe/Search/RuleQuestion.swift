// The one dispatch from the rules and the board's size, values, to their compile-time kinds.
/// A question that a ``Searcher`` answers under one rule and one mask width known at
/// compile time, so that the search it runs is specialised for both, with no test for
/// either at any node.
protocol RuleQuestion {
  associatedtype Answer
  /// The answer under `Rule` with `Mask`-wide masks, searched by `searcher`.
  func answer<Rule: RuleKind, Mask: CellMask>(
    by searcher: inout Searcher, under _: Rule.Type, _: Mask.Type
  ) throws(TicTacToeError) -> Answer
}

extension Searcher {
  /// `question`'s answer under this searcher's rules and width: the one place where the
  /// rules and the board's size, runtime values, become compile-time kinds. Boards of up
  /// to 16 cells are searched over `UInt16` masks, larger ones over `UInt64`.
  @inline(__always)
  mutating func ask<Question: RuleQuestion>(_ question: Question) throws(TicTacToeError)
    -> Question.Answer
  {
    if geometry.cellCount <= 16 {
      try ask(question, UInt16.self)
    } else {
      try ask(question, UInt64.self)
    }
  }

  @inline(__always)
  private mutating func ask<Question: RuleQuestion, Mask: CellMask>(
    _ question: Question, _: Mask.Type
  ) throws(TicTacToeError) -> Question.Answer {
    switch geometry.rules {
    case .normal: try question.answer(by: &self, under: NormalRule.self, Mask.self)
    case .misere: try question.answer(by: &self, under: MisereRule.self, Mask.self)
    case .gravity: try question.answer(by: &self, under: GravityRule.self, Mask.self)
    case .gravityMisere: try question.answer(by: &self, under: GravityMisereRule.self, Mask.self)
    }
  }
}
