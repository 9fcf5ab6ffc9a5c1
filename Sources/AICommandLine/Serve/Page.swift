/// The page `ai serve` serves at `/`: one document with its style and script inline,
/// loading nothing else, so it works offline.
enum Page {
  /// The page's bytes, UTF-8.
  static let bytes = Array(html.utf8)

  /// The document.
  static let html = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>ai</title></head><body>ai</body></html>
    """
}
