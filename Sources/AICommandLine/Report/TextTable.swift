/// Columns of text, numbers right-aligned and words left-aligned, two spaces apart:
/// enough to print the reports' tables. The first row is the header; a column is
/// left-aligned when a cell below the header is not a number.
struct TextTable {
  var rows: [[String]] = []

  /// Adds a row.
  mutating func append(_ row: [String]) { rows.append(row) }

  /// The rows with columns two spaces apart.
  var text: String {
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
}
