// A shape's line lookups, which every rule reads alike: made once per shape and k.
/// Whether each set of cells holds a line, and which cells would complete one: 2^cells
/// entries each, the largest of a shape's tables (192 KB for 16 cells). They depend on
/// the shape and k alone, so the tables of the four rules share one set. Made at most once
/// per shape and process and never freed; `@unchecked Sendable`: written only in `init`.
final class LineLookups: @unchecked Sendable {
  /// Whether the cells of mask `m` hold a line, at `m`.
  let wins: UnsafeMutablePointer<Bool>
  /// The cells outside mask `m` that would complete a line with it, at `m`.
  let completing: UnsafeMutablePointer<UInt16>

  /// The lookups of every shape past 16 cells, which has none: one empty entry each.
  static let none = LineLookups(cellCount: 0, lines: [], through: [])

  /// Every shape's lookups, by rows, columns and k: `nil` until made, then set once.
  nonisolated(unsafe) private static let made: UnsafeMutablePointer<LineLookups?> = {
    let slots = UnsafeMutablePointer<LineLookups?>.allocate(capacity: 16 * 16 * 16)
    slots.initialize(repeating: nil, count: 16 * 16 * 16)
    return slots
  }()

  /// The lookups of a checked shape whose `lines` are given, with the lines through each
  /// cell, made the first time they are asked for. Two threads asking at once may both
  /// build them; one set is kept.
  static func shared(
    rows: Int, columns: Int, k: Int, lines: [UInt64], through linesThrough: [[UInt64]]
  ) -> LineLookups {
    let slot = made + ((rows - 1) * 16 + columns - 1) * 16 + k - 1
    // The Synchronization module's atomics need macOS 15; this works on macOS 13.
    if let lookups = _stdlib_atomicAcquiringLoadARCRef(object: slot) {
      return lookups.takeUnretainedValue()
    }
    let built = LineLookups(cellCount: rows * columns, lines: lines, through: linesThrough)
    return _stdlib_atomicAcquiringInitializeARCRef(object: slot, desired: built)
      .takeUnretainedValue()
  }

  private init(cellCount: Int, lines: [UInt64], through linesThrough: [[UInt64]]) {
    (wins, completing) = GeometryTables.lookups(
      cellCount: cellCount, lines: lines, through: linesThrough)
  }

  deinit {
    // Only the set that lost a race to be shared is ever freed.
    wins.deallocate()
    completing.deallocate()
  }
}
