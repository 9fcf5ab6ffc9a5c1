import Testing
import TicTacToe

@Suite struct BitboardTests {
  @Test func iteratesItsCellsInAscendingOrder() {
    for raw in [UInt64(0), 1, 0b1010_0101, 0x8001, 0xFFFF] {
      let board = Bitboard(rawValue: raw)
      let cells = Array(board)
      #expect(cells == (0..<64).filter { raw & (1 << $0) != 0 })
      #expect(cells.count == board.count)
      #expect(board.first == cells.first)
    }
  }

  @Test func insertsAndRemovesEveryCell() {
    for cell in 0..<64 {
      var board = Bitboard.empty
      board.insert(cell)
      #expect(board == Bitboard(cell: cell))
      #expect(board.contains(cell) && board.count == 1)
      #expect(board.removing(cell).isEmpty)
      board.remove(cell)
      #expect(board.isEmpty)
    }
    #expect(!CellSet<UInt16>(rawValue: 0xFFFF).contains(16))
    #expect(Bitboard(rawValue: .max).contains(63) && !Bitboard(rawValue: .max).contains(64))
    #expect(!Bitboard(rawValue: 0xFFFF).contains(-1))
  }

  @Test func setOperations() {
    let a = Bitboard(rawValue: 0b1100)
    let b = Bitboard(rawValue: 0b1010)
    #expect((a | b).rawValue == 0b1110)
    #expect((a & b).rawValue == 0b1000)
    #expect((a - b).rawValue == 0b0100)
    #expect(a.isSuperset(of: Bitboard(rawValue: 0b0100)))
    #expect(!a.isSuperset(of: b))
  }

  @Test func drawsItselfForTheDebugger() {
    let empty = Array(repeating: "........", count: 7).joined(separator: "/")
    #expect(Bitboard(rawValue: 0b1_0001).debugDescription == "Bitboard(#...#.../\(empty))")
    let narrow = CellSet<UInt16>(rawValue: 0b1_0001)
    #expect(narrow.debugDescription == "Bitboard(#.../#.../..../....)")
  }
}
