/// The page `ai serve` serves at `/`: `page.html`, one document with its style and script
/// inline, loading nothing else, so it works offline. It is HTML in an HTML file, built into
/// the binary as bytes (`embedInCode` in Package.swift), so nothing is read at run time.
///
/// It plays any board of up to 16 cells: each side is a person or a level, so a person
/// plays X or O against any level, two people play each other, or two levels play on
/// their own. The game lives in the address's fragment (`#rows=3&cols=3&k=3&x=you&
/// o=perfect&moves=5,1,9&at=3&solution=1`: the moves played, how many of them are on the
/// board, the rest being what redo replays; `board=` a starting position, read by the
/// server as the Position field's is), so a reload or a shared link restores it. What
/// an address asks that cannot be played is named in `#notice` with what the page shows
/// instead, and the address is left as it was until the person changes the game.
/// Every position is asked of `/api/analyze`, which says whether the game is over and,
/// with "show solution", gives each empty cell its value for the side to move (`W3` win
/// in 3, `D` draw, `L4` loss in 4: text, not colour alone); a level's move comes from
/// `/api/move`. Keys: a cell's number plays there (two digits on boards over 9 cells),
/// `u` undo, `r` redo, `n` new game, `e` the engine plays this move, `s` the solution.
///
/// For the browser test, the page exposes its state as attributes: each cell's
/// `data-cell`, `data-piece` and `data-mark`, and on `#status` the game's `data-status`,
/// `data-board` and `data-busy` (`1` while a request is out or a level is about to move).
enum Page {
  /// The page's bytes, UTF-8, as `page.html` holds them.
  static let bytes = PackageResources.page_html
}
