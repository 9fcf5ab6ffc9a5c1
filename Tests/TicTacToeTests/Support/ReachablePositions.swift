@testable import TicTacToe

/// Every position the engine reaches from the empty board by legal moves, ply by ply.
struct ReachablePositions {
  let layers: [[Position]]

  init(_ geometry: Geometry) {
    var layers = [[Position.start(geometry)]]
    while let last = layers.last, !last.isEmpty {
      var next = Set<Position>()
      for position in last {
        for cell in position.legalMoves { next.insert(position.playingLegal(cell)) }
      }
      layers.append(next.sorted { $0.notation < $1.notation })
    }
    layers.removeLast()
    self.layers = layers
  }

  var all: [Position] { layers.flatMap { $0 } }
}
