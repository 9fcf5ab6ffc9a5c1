// What a hashed count keys its tables by: classes under symmetry up to 16 cells, positions past.
import TicTacToe

/// The key of a class of positions in a ply's table, and the hash that places it.
protocol PerftKey: Equatable, Sendable {
  /// Mixed so that its low bits (a table's slot) depend on every bit of the key.
  var hash: UInt64 { get }
}

/// Up to 16 cells: `toMove << 16 | moved`.
extension UInt32: PerftKey {
  @inline(__always) var hash: UInt64 { (UInt64(self) &* 0x9E37_79B9_7F4A_7C15) &>> 32 }
}

/// Past 16 cells: the two players' pieces.
struct PositionKey: PerftKey {
  let toMove: UInt64
  let moved: UInt64

  @inline(__always) var hash: UInt64 {
    let mixed = (toMove &* 0x9E37_79B9_7F4A_7C15 ^ moved) &* 0xBF58_476D_1CE4_E5B9
    return mixed &>> 32
  }
}

/// How a hashed count tells the classes of a ply apart: the key of a board, the key of a
/// child by a move, and how many positions that child's class stands for. Lookups made
/// once (a copy for each thread) carry what a class needs beyond the board.
protocol PerftClasses {
  associatedtype Key: PerftKey
  associatedtype Lookup
  /// The lookups one thread takes.
  static var lookupsSize: Int { get }
  /// `copies` of the lookups for the symmetries `group` of `geometry` (by number).
  static func lookups(group: [Int], _ geometry: Geometry, copies: Int) -> UnsafeMutablePointer<
    Lookup
  >
  /// The key of the board where `toMove` moves next and `moved` moved last.
  static func key(toMove: Bitboard, moved: Bitboard) -> Key
  /// The side to move and the side that moved last of the class `key`.
  static func sides(_ key: Key) -> (toMove: Bitboard, moved: Bitboard)
  /// Readies `lookups` for the children of the board where `mine` moves next.
  static func images(_ mine: Bitboard, _ theirs: Bitboard, _ lookups: UnsafeMutablePointer<Lookup>)
  /// The class of the child by a move of `mine` to `cell`, `lookups` readied for the board.
  static func smallest(
    _ lookups: UnsafeMutablePointer<Lookup>, _ cell: Int, mine: Bitboard, theirs: Bitboard
  ) -> Key
  /// How many of the symmetries fix the child `key`, by a move to `cell`.
  static func fixing(_ key: Key, _ lookups: UnsafeMutablePointer<Lookup>, _ cell: Int) -> Int
}

/// Up to 16 cells: a class is the positions one symmetry that fixes the root maps onto
/// each other, keyed by its smallest image, found in 8 lanes at once.
enum SymmetryClasses: PerftClasses {
  static var lookupsSize: Int { 136 + 8 * 512 }

  /// In 8 lanes, one a symmetry (the rest map any set to all cells), laid out for the
  /// 8-wide min of ``smallest(_:_:mine:theirs:)``: at `8 * cell + lane` a cell's image, at
  /// `136 + 512 * lane` the low byte's masks' then the high byte's, at `128` a board's
  /// (``images(_:_:_:)``).
  static func lookups(group: [Int], _ geometry: Geometry, copies: Int)
    -> UnsafeMutablePointer<UInt32>
  {
    let lookups = UnsafeMutablePointer<UInt32>.allocate(capacity: copies * lookupsSize)
    lookups.initialize(repeating: 0, count: 136)
    (lookups + 136).initialize(repeating: 0xFFFF, count: 8 * 512)
    for (lane, s) in group.enumerated() {
      for (cell, image) in geometry.symmetries[s].enumerated() {
        lookups[8 * cell + lane] = 1 << image
      }
      for mask in 0..<512 {
        let cells = Bitboard(rawValue: UInt64(mask < 256 ? mask : (mask - 256) << 8))
        lookups[136 + 512 * lane + mask] = UInt32(geometry.tables.image(cells, under: s).rawValue)
      }
    }
    for copy in 1..<max(copies, 1) {
      (lookups + copy * lookupsSize).initialize(from: lookups, count: lookupsSize)
    }
    return lookups
  }

  @inline(__always)
  static func key(toMove: Bitboard, moved: Bitboard) -> UInt32 {
    UInt32(truncatingIfNeeded: toMove.rawValue) << 16 | UInt32(truncatingIfNeeded: moved.rawValue)
  }

  @inline(__always)
  static func sides(_ key: UInt32) -> (toMove: Bitboard, moved: Bitboard) {
    (Bitboard(rawValue: UInt64(key >> 16)), Bitboard(rawValue: UInt64(key & 0xFFFF)))
  }

  /// Writes at `lookups + 128` the images of the board after `mine` moves, without the
  /// move, `theirs << 16 | mine`, under each symmetry (all ones in the lanes left over).
  @inline(__always)
  static func images(_ mine: Bitboard, _ theirs: Bitboard, _ lookups: UnsafeMutablePointer<UInt32>)
  {
    let (m, t) = (Int(mine.rawValue), Int(theirs.rawValue))
    for lane in 0..<8 {
      let bytes = lookups + (136 &+ 512 &* lane)
      let a = bytes[t & 0xFF] | bytes[256 &+ t &>> 8]
      lookups[128 &+ lane] = a << 16 | bytes[m & 0xFF] | bytes[256 &+ m &>> 8]
    }
  }

  @inline(__always)
  static func smallest(
    _ lookups: UnsafeMutablePointer<UInt32>, _ cell: Int, mine _: Bitboard, theirs _: Bitboard
  ) -> UInt32 {
    var key = UInt32.max
    for lane in 0..<8 { key = min(key, lookups[128 &+ lane] | lookups[8 &* cell &+ lane]) }
    return key
  }

  @inline(__always)
  static func fixing(_ key: UInt32, _ lookups: UnsafeMutablePointer<UInt32>, _ cell: Int) -> Int {
    (0..<8).count { lookups[128 &+ $0] | lookups[8 &* cell &+ $0] == key }
  }
}

/// Past 16 cells: a class is one position (the root's symmetries are not used), and no
/// lookup is needed.
enum Positions: PerftClasses {
  static var lookupsSize: Int { 1 }

  static func lookups(group _: [Int], _: Geometry, copies: Int) -> UnsafeMutablePointer<UInt8> {
    let lookups = UnsafeMutablePointer<UInt8>.allocate(capacity: max(copies, 1))
    lookups.initialize(repeating: 0, count: max(copies, 1))
    return lookups
  }

  @inline(__always)
  static func key(toMove: Bitboard, moved: Bitboard) -> PositionKey {
    PositionKey(toMove: toMove.rawValue, moved: moved.rawValue)
  }

  @inline(__always)
  static func sides(_ key: PositionKey) -> (toMove: Bitboard, moved: Bitboard) {
    (Bitboard(rawValue: key.toMove), Bitboard(rawValue: key.moved))
  }

  @inline(__always) static func images(_: Bitboard, _: Bitboard, _: UnsafeMutablePointer<UInt8>) {}

  @inline(__always)
  static func smallest(
    _: UnsafeMutablePointer<UInt8>, _ cell: Int, mine: Bitboard, theirs: Bitboard
  ) -> PositionKey {
    PositionKey(toMove: theirs.rawValue, moved: mine.rawValue | 1 &<< UInt64(cell & 63))
  }

  @inline(__always) static func fixing(_: PositionKey, _: UnsafeMutablePointer<UInt8>, _: Int)
    -> Int
  { 1 }
}
