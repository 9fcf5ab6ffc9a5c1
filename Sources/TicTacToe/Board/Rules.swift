// The rules a game is played by: whom a line wins for, and where a piece may go.
/// The rules of an m,n,k game, beside its shape: the normal one, where k in a row wins on
/// any empty cell, and the field's best-known variants.
///
/// Under gravity a piece drops to the lowest empty cell of the column played, as in
/// Connect Four: the bottom row is the last one, and a cell may be played once the cell
/// below it holds a piece. In the notation and in JSON the rule is its raw value, written
/// only when it is not `normal`.
public enum Rules: String, CaseIterable, Hashable, Sendable, Codable {
  /// k in a row wins; a piece goes on any empty cell.
  case normal
  /// Whoever completes k in a row loses.
  case misere
  /// k in a row wins; a piece drops to the lowest empty cell of its column.
  case gravity
  /// Both: a piece drops, and whoever completes k in a row loses.
  case gravityMisere = "gravity-misere"

  /// Whether completing a line loses.
  @inlinable public var isMisere: Bool { self == .misere || self == .gravityMisere }
  /// Whether a piece drops to the lowest empty cell of its column.
  @inlinable public var hasGravity: Bool { self == .gravity || self == .gravityMisere }

  /// The rules with these two switches.
  public init(misere: Bool, gravity: Bool) {
    self = gravity ? (misere ? .gravityMisere : .gravity) : (misere ? .misere : .normal)
  }

  /// The rules `word` names: their raw value in any case, `misère` spelled either way
  /// (`Gravity-Misère`); nil for any other word. The notation, `--rules` and the API's
  /// `rules=` all read a rule so.
  public init?(word: some StringProtocol) {
    self.init(rawValue: word.lowercased().replacing("è", with: "e"))
  }
}

/// A rule as a type, so that the search and perft are specialised for each with no test
/// for it in their loops.
package protocol RuleKind {
  static var misere: Bool { get }
  static var gravity: Bool { get }
}

package enum NormalRule: RuleKind {
  @inlinable package static var misere: Bool { false }
  @inlinable package static var gravity: Bool { false }
}

package enum MisereRule: RuleKind {
  @inlinable package static var misere: Bool { true }
  @inlinable package static var gravity: Bool { false }
}

package enum GravityRule: RuleKind {
  @inlinable package static var misere: Bool { false }
  @inlinable package static var gravity: Bool { true }
}

package enum GravityMisereRule: RuleKind {
  @inlinable package static var misere: Bool { true }
  @inlinable package static var gravity: Bool { true }
}
