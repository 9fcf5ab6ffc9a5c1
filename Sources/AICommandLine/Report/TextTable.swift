/// Columns of text two spaces apart, the header first; a column of numbers is
/// right-aligned, any other left-aligned.
struct TextTable {
  var rows: [[String]]

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
