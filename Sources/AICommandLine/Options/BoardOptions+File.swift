// A board given by its file's name: `--from @pos.txt`, `--from pos.txt`, `ai best pos.txt`.
import TicTacToe

/// A file holds one board: to answer many, a batch reads them from stdin
/// (`ai best - < boards.txt`).
extension BoardOptions {
  /// The most bytes a board's file may hold: a board, blanks and blank lines around it.
  static let fileLengthLimit = 1 << 16

  /// The file `value` names, when it is no board: after `@`, or a regular file that exists
  /// (not a folder: `/` is a board with an empty row), or a name with an extension
  /// (`pos.txt`), which no board has.
  static func file(named value: String) -> String? {
    if value.hasPrefix("@") { return String(value.dropFirst()) }
    return TextFile.isRegularFile(value) || hasFileExtension(value) ? value : nil
  }

  /// `pos.txt`: a dot, then up to 8 letters and digits, one of them a letter no piece is.
  private static func hasFileExtension(_ value: String) -> Bool {
    guard let dot = value.lastIndex(of: "."), !value.contains(" ") else { return false }
    let suffix = value[value.index(after: dot)...]
    return (1...8).contains(suffix.count)
      && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      && suffix.contains { $0.isLetter && !"xXoO".contains($0) }
  }

  /// The one board in the file at `path`, for `command`: its one line that is not blank.
  ///
  /// - Throws: ``CLIError/io(_:)`` when it cannot be read, ``CLIError/data(_:)`` when it
  ///   holds no board or more than one line.
  static func board(inFile path: String, for command: String) throws(CLIError) -> String {
    let shown = path.excerpt(200)
    let contents: String?
    do {
      contents = try TextFile.contents(of: path, limit: fileLengthLimit)
    } catch {
      throw .io(
        "\(error.message): give the board itself, such as --from X.O/.X./..O, or a file "
          + "that holds one")
    }
    guard let text = contents else {
      throw .data("\(shown) holds over \(fileLengthLimit) bytes: a board's file holds one board")
    }
    let lines = text.split(whereSeparator: \.isNewline).filter { !String($0).trimmed.isEmpty }
    guard lines.count <= 1 else {
      let batch =
        takesBoardArgument(command)
        ? "to answer each line, give them on stdin, such as "
          + "'ai \(command) - < \(path.suggested ?? "FILE")'"
        : "write one board in it"
      throw .data("\(shown) holds \(lines.count) lines: --from reads one board; \(batch)")
    }
    guard let line = lines.first else {
      throw .data("\(shown) holds no board: write one in it, such as X.O/.X./..O")
    }
    return String(line)
  }
}
