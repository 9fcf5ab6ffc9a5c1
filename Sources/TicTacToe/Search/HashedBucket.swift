// The hashed table's bucket: two entries keyed by both masks, the deeper one kept.
/// A bucket of the hashed table, 64 bytes on a cache line: two entries, each the side to
/// move's mask, the other side's, and a word that packs the score, its kind of bound and
/// the empty cells of the position (how much search it saved). The first entry keeps the
/// position with the most empty cells; the second takes whatever the first turns away, so a
/// deep result stays while the shallow ones around it come and go. Every entry is a true
/// bound whatever the window that stored it, so which one stays never changes an answer,
/// only how soon it comes.
enum HashedBucket {
  /// Bytes a bucket.
  static var size: Int { 64 }

  /// A position as the table keys it: the side to move's mask and the other side's, of
  /// its smallest image under the symmetries (``GeometryTables/symmetryKey(_:)``).
  typealias Key = (mine: UInt64, theirs: UInt64)

  /// The bytes of the buckets a table uses at first: 1 MiB, which a cache holds.
  static var startBytes: Int { 1 << 20 }

  /// A hash of both masks: its low bits choose the bucket.
  @inline(__always)
  private static func hash(_ key: Key) -> Int {
    let hash = (key.mine &* 0x9E37_79B9_7F4A_7C15) ^ (key.theirs &* 0xC2B2_AE3D_27D4_EB4F)
    return Int(truncatingIfNeeded: hash ^ hash &>> 29)
  }

  /// The bucket's first word in the table, from a hash of both masks, and its offset.
  @inline(__always)
  private static func words(_ key: Key, in entries: TranspositionTable.Entries)
    -> (words: UnsafeMutablePointer<UInt64>, offset: Int)
  {
    let offset = (hash(key) & entries.inUse[0]) &<< 6
    return (bucket(at: offset, in: entries), offset)
  }

  @inline(__always)
  private static func bucket(at offset: Int, in entries: TranspositionTable.Entries)
    -> UnsafeMutablePointer<UInt64>
  {
    let start = UnsafeMutableRawPointer(entries.packed.baseAddress.unsafelyUnwrapped)
    return (start + offset).assumingMemoryBound(to: UInt64.self)
  }

  /// The word of an entry: the score plus 128 in the low byte, the bound above it, the
  /// empty cells above that; 0 for none (no bound is 0).
  @inline(__always)
  private static func packing(_ score: Score, _ bound: TranspositionTable.Bound, empty: Int)
    -> UInt64
  {
    UInt64(truncatingIfNeeded: score.value &+ 128) | UInt64(bound.rawValue) &<< 8
      | UInt64(truncatingIfNeeded: empty) &<< 10
  }

  @inline(__always)
  static func probe(_ key: Key, in entries: TranspositionTable.Entries)
    -> (score: Score, bound: TranspositionTable.Bound)?
  {
    let (words, offset) = words(key, in: entries)
    guard entries.isZeroed(at: offset) else { return nil }
    let (mine, theirs) = key
    let entry = words[0] == mine && words[1] == theirs ? 0 : 3
    guard words[entry] == mine && words[entry &+ 1] == theirs else { return nil }
    let word = words[entry &+ 2]
    let bits = UInt8(truncatingIfNeeded: word &>> 8) & 3
    guard let bound = TranspositionTable.Bound(rawValue: bits) else { return nil }
    return (Score(value: Int(truncatingIfNeeded: word & 0xFF) &- 128), bound)
  }

  @inline(__always)
  static func store(
    _ score: Score, _ bound: TranspositionTable.Bound, at key: Key, empty: Int,
    in entries: TranspositionTable.Entries
  ) {
    // Once the stores since the buckets in use last doubled outnumber them four times,
    // the table is too small for the search: they double, while the budget allows.
    entries.inUse[1] &+= 1
    if entries.inUse[1] > (entries.inUse[0] &+ 1) &<< 2 { grow(entries) }
    let (words, offset) = words(key, in: entries)
    entries.zeroing(at: offset)
    let (mine, theirs) = key
    let word = packing(score, bound, empty: empty)
    let firstEmpty = Int(truncatingIfNeeded: words[2] &>> 10)
    let sameAsFirst = words[0] == mine && words[1] == theirs
    if words[2] == 0 || sameAsFirst || empty >= firstEmpty {
      // The first entry's position, if another, moves to the second.
      if !sameAsFirst && words[2] != 0 {
        (words[3], words[4], words[5]) = (words[0], words[1], words[2])
      }
      (words[0], words[1], words[2]) = (mine, theirs, word)
    } else {
      (words[3], words[4], words[5]) = (mine, theirs, word)
    }
  }

  /// Doubles the buckets in use, unless they are all of the table: each entry whose hash
  /// has the new bit moves to the bucket that bit adds (the first entry kept first), so
  /// none is lost. Counts the stores again from none.
  @inline(never)
  private static func grow(_ entries: TranspositionTable.Entries) {
    let count = entries.inUse[0] &+ 1
    entries.inUse[1] = 0
    guard count &<< 7 <= entries.packed.count else { return }  // the whole budget in use
    for index in 0..<count {
      let offset = index &<< 6
      guard entries.isZeroed(at: offset) else { continue }
      let (from, moved) = (bucket(at: offset, in: entries), offset &+ count &<< 6)
      var kept = 0
      for entry in stride(from: 0, through: 3, by: 3) where from[entry &+ 2] != 0 {
        let key = (from[entry], from[entry &+ 1])
        if hash(key) & count == 0 {
          if kept != entry {
            (from[kept], from[kept &+ 1], from[kept &+ 2]) = (key.0, key.1, from[entry &+ 2])
          }
          kept &+= 3
          continue
        }
        entries.zeroing(at: moved)
        let to = bucket(at: moved, in: entries)
        let slot = to[2] == 0 ? 0 : 3
        (to[slot], to[slot &+ 1], to[slot &+ 2]) = (key.0, key.1, from[entry &+ 2])
      }
      for entry in stride(from: kept, to: 6, by: 3) { from[entry &+ 2] = 0 }
    }
    entries.inUse[0] = count &* 2 &- 1
  }
}
