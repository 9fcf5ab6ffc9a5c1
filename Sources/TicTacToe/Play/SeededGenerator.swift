// Randomness that replays: the levels' choices, from a seed.
/// A random number generator that replays the same numbers from the same seed (SplitMix64).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The generator of the choice made at `position` in games played from `seed`: the same
  /// seed and position give the same choice however the game came there, resumed from
  /// its moves or played again after an undo.
  public init(seed: UInt64, at position: Position) {
    let pieces = UInt64(position.x.rawValue) &<< 32 | UInt64(position.o.rawValue)
    state = seed ^ (pieces &* 0xD6E8_FEB8_6659_FD93)
  }

  /// A generator seeded from the system's random source.
  public init() {
    var system = SystemRandomNumberGenerator()
    state = system.next()
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }
}
