/// Columns of text, each right-aligned to its widest cell except the first, which is
/// left-aligned: enough to print the reports' tables.
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
    return rows.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
