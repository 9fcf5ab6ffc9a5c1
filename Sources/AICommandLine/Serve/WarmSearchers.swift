import TicTacToe

/// The server's searchers, one per geometry asked about, kept warm between requests
/// (their tables hold facts about positions, true for every later request), within a
/// budget of table bytes: the geometry used least recently is dropped to make room.
///
/// A searcher's table takes 3^cells bytes (43 MB for 16 cells), so without a bound a
/// client asking about every shape and k could make the server hold gigabytes.
struct WarmSearchers {
  /// The most table bytes kept: three 16-cell tables.
  static let budget = 3 * 43_046_721

  /// The searchers, the one used last at the end.
  private var searchers: [Searcher] = []

  /// The geometries held, least recently used first: for tests.
  var geometries: [Geometry] { searchers.map(\.geometry) }

  /// The searcher for `geometry`, made (and others dropped) if needed, moved to the end.
  ///
  /// - Throws: ``CLIError/resources(_:)`` when a new searcher will not fit in the memory
  ///   the process may take.
  private mutating func lastIndex(for geometry: Geometry) throws(CLIError) -> Int {
    if let index = searchers.firstIndex(where: { $0.geometry == geometry }) {
      searchers.append(searchers.remove(at: index))
    } else {
      var held = searchers.reduce(0) { $0 + $1.geometry.positionCount }
      while !searchers.isEmpty, held + geometry.positionCount > Self.budget {
        held -= searchers.removeFirst().geometry.positionCount
      }
      // Under a memory limit the tables held make room, least recently used first.
      while true {
        do throws(CLIError) {
          try MemoryLimit.checkSearcher(for: geometry)
          break
        } catch {
          guard !searchers.isEmpty else { throw error }
          searchers.removeFirst()
        }
      }
      searchers.append(Searcher(geometry: geometry))
    }
    return searchers.count - 1
  }

  /// Every legal move of `position` with its value, the best moves and a perfect line.
  mutating func analyze(_ position: Position) throws(CLIError) -> CompactAnalysis {
    searchers[try lastIndex(for: position.geometry)].compactAnalysis(of: position)
  }

  /// The move `level` picks in `position`, or nil when the game is over.
  mutating func move(
    by level: Level, in position: Position, using generator: inout some RandomNumberGenerator
  ) throws(CLIError) -> Int? {
    level.move(
      in: position, searcher: &searchers[try lastIndex(for: position.geometry)],
      using: &generator)
  }
}
