// Numbers, times, sizes and tables as `ai` writes them.
import TicTacToe

enum Format {
  /// At most `digits` digits after the point (exactly, unless `trimming`); 0 if not finite.
  static func decimal(_ value: Double, digits: Int, trimming: Bool = true) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = value.magnitude * scale + 0.5  // rounds half up once truncated
    guard scaled < 9e18 else { return value < 0 ? "-9e18" : "9e18" }
    let units = Int(scaled)
    var fraction = String(units % Int(scale))
    fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
    while trimming && fraction.hasSuffix("0") { fraction.removeLast() }
    let number = fraction.isEmpty ? "\(units / Int(scale))" : "\(units / Int(scale)).\(fraction)"
    return value < 0 && units != 0 ? "-" + number : number
  }

  static func seconds(_ seconds: Double) -> String { decimal(seconds, digits: 6) + " s" }

  /// A time to wait, rounded up: `45 s`, `2 min 5 s`, `27 h 3 min`.
  static func duration(_ seconds: Double) -> String {
    let whole = seconds.isFinite ? Int(min(max(seconds, 0), 1e12).rounded(.up)) : 0
    let (hours, minutes) = (whole / 3600, whole / 60 % 60)
    if hours > 0 { return "\(grouped(hours)) h \(minutes) min" }
    return minutes > 0 ? "\(minutes) min \(whole % 60) s" : "\(whole) s"
  }

  /// `344 MB`, or `20 kB` below a megabyte.
  static func bytes(_ bytes: Int, roundingUp: Bool) -> String {
    let unit = bytes < 1_000_000 ? (size: 1_000, name: "kB") : (size: 1_000_000, name: "MB")
    // Whole units, up without an overflow (a saturated estimate is Int.max).
    let whole = bytes / unit.size + (roundingUp && bytes % unit.size != 0 ? 1 : 0)
    return "\(grouped(whole)) \(unit.name)"
  }

  /// `rows` in columns two spaces apart, the header first, numbers right-aligned.
  static func table(_ rows: [[String]]) -> String {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    let isWords = (0..<count).map { column in
      rows.dropFirst().contains { column < $0.count && Double($0[column]) == nil }
    }
    return rows.map { row in
      var line = row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return isWords[column] ? cell + padding : padding + cell
      }.joined(separator: "  ")
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  /// `1,234,567`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var text = number < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
