import TicTacToe

extension CompactAnalysis {
  /// Appends the analysis as one JSON object and a newline to `out`: the same text as
  /// ``Analysis/json`` writes for the same analysis, made without a tree of values.
  ///
  /// - Complexity: O(cells); allocates nothing beyond the buffer's growth.
  func writeJSON(to out: inout ByteBuffer) {
    let geometry = position.geometry
    out.append("{\"board\": \"")
    out.append(boardOf: position)
    out.append("\", \"rows\": ")
    out.append(decimal: geometry.rows)
    out.append(", \"cols\": ")
    out.append(decimal: geometry.columns)
    out.append(", \"k\": ")
    out.append(decimal: geometry.k)
    switch toMove {
    case .x?: out.append(", \"toMove\": \"X\"")
    case .o?: out.append(", \"toMove\": \"O\"")
    case nil: out.append(", \"toMove\": null")
    }
    switch status {
    case .ongoing: out.append(", \"status\": \"ongoing\"")
    case .won(.x): out.append(", \"status\": \"x-won\"")
    case .won(.o): out.append(", \"status\": \"o-won\"")
    case .draw: out.append(", \"status\": \"draw\"")
    }
    let value = evaluation
    out.append(", \"value\": ")
    Self.append(value?.outcome, to: &out)
    out.append(", \"plies\": ")
    out.append(decimal: value?.plies ?? 0)
    out.append(", \"best\": [")
    out.append(cellNumbers: bestMoves, separator: ", ")
    out.append("], \"pv\": [")
    out.append(cellNumbers: principalVariation, separator: ", ")
    out.append("], \"moves\": [")
    var first = true
    for cell in legalMoves {
      let move = evaluation(ofMove: cell)!
      out.append(first ? "{\"cell\": " : ", {\"cell\": ")
      first = false
      out.append(decimal: cell + 1)
      out.append(", \"row\": ")
      out.append(decimal: geometry.row(of: cell))
      out.append(", \"col\": ")
      out.append(decimal: geometry.column(of: cell))
      out.append(", \"value\": ")
      Self.append(move.outcome, to: &out)
      out.append(", \"plies\": ")
      out.append(decimal: move.plies)
      out.append("}")
    }
    out.append("], \"nodes\": ")
    out.append(decimal: nodes)
    out.append("}\n")
  }

  /// Appends `outcome` as a JSON string, or `null`.
  private static func append(_ outcome: Outcome?, to out: inout ByteBuffer) {
    switch outcome {
    case .win?: out.append("\"win\"")
    case .draw?: out.append("\"draw\"")
    case .loss?: out.append("\"loss\"")
    case nil: out.append("null")
    }
  }
}
