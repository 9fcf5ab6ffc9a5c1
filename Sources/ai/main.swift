import TicTacToe

var searcher = Searcher()
let a = searcher.analyze(.start())
print(a.evaluation!, a.bestMoves, a.principalVariation, a.nodes)
var s2 = Searcher()
print(s2.minimaxScore(.empty), s2.nodes)
