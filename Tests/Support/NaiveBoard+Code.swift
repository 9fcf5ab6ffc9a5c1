extension NaiveBoard {
  /// The board as one number in base 3: cell `i` counts `3^i` for X and twice that for O.
  /// Distinct boards of one shape have distinct codes, so the naive counters key their
  /// tables by it rather than by the array of cells, which would cost an allocation and a
  /// hash of every cell per lookup.
  public var code: Int {
    var code = 0
    for piece in cells.reversed() {
      code = code * 3 + (piece == .x ? 1 : piece == .o ? 2 : 0)
    }
    return code
  }

  /// The board with this ``code``.
  public init(rows: Int, columns: Int, k: Int, rules: NaiveRules = .normal, code: Int) {
    self.init(rows: rows, columns: columns, k: k, rules: rules)
    var rest = code
    for cell in cells.indices {
      cells[cell] = rest % 3 == 1 ? .x : rest % 3 == 2 ? .o : nil
      rest /= 3
    }
    precondition(rest == 0, "code \(code) does not fit \(rows)x\(columns)")
  }
}
