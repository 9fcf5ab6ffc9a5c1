@_spi(Fuzzing) import AICommandLine

extension FuzzHarness {
  /// Request heads as a connection reads them, `pieceSize` bytes arriving at a time: read
  /// as the whole reads, held without a verdict only within bounds, refused with the
  /// status `docs/server.md` gives, written back the same; returns 0 per head read, else
  /// the refusal's status (which ends the connection, as a head not kept alive does).
  /// Then the same bytes go through a real connection in the same pieces: every head gets
  /// its answer, in order, without waiting for more input.
  static func requests(_ bytes: [UInt8], pieceSize: Int) -> [Int32] {
    // Empty lines within the head's bound, then a request line within its own and a CR.
    let heldBound = RequestParser.maximumHeadBytes + RequestParser.maximumRequestLineBytes + 1
    var (start, end, heads) = (0, 0, [(status: Int32, isHead: Bool)]())
    reading: while end < bytes.count {
      end = min(end + pieceSize, bytes.count)
      while start < end {
        let outcome = RequestParser.parse(bytes[start..<end])
        precondition(
          outcome == .incomplete || outcome == RequestParser.parse(bytes[start...]),
          "a head read otherwise in pieces of \(pieceSize) bytes")
        switch outcome {
        case .incomplete:
          precondition(end - start <= heldBound, "\(end - start) bytes held with no verdict")
          continue reading
        case .refused(let refusal):
          heads.append((status(of: refusal, held: bytes[start..<end]), false))
          break reading
        case .request(let request, let length):
          readsBack(request, length: length, held: end - start)
          heads.append((0, request.method == "HEAD"))
          start += length
          if !request.keepAlive { break reading }
        }
      }
    }
    served(bytes, pieceSize: pieceSize, heads: heads)
    return heads.map(\.status)
  }

  /// Sends `bytes` through a real connection in pieces of `pieceSize`: once all are sent,
  /// and before the input ends, a client has read one answer for each of `heads` (the
  /// refusal's status for a refusal; a routed status for a head read), and nothing else;
  /// but a head the router refuses (no `Host` in HTTP/1.1, a method not served, a body)
  /// gets an answer that closes the connection, and the heads after it none.
  static func served(_ bytes: [UInt8], pieceSize: Int, heads: [(status: Int32, isHead: Bool)]) {
    let connection = LoopbackConnection()
    var start = 0
    while start < bytes.count, connection.send(bytes[start..<min(start + pieceSize, bytes.count)]) {
      start += pieceSize
      connection.settle()
    }
    connection.settle()
    let answers = statuses(in: connection.received, heads: heads.map(\.isHead))
    let closing = answers.firstIndex(where: \.closes).map { $0 + 1 } ?? answers.count
    precondition(
      answers.count == min(heads.count, closing),
      "\(heads.count) heads sent in pieces of \(pieceSize) bytes, \(answers.count) answered")
    for (index, (answer, head)) in zip(answers, heads).enumerated() {
      let routed: [Int32] =
        index < heads.count - 1 && answer.closes
        ? [400, 403, 405] : [200, 400, 403, 404, 405, 503]
      precondition(
        head.status == 0 ? routed.contains(answer.status) : answer.status == head.status,
        "\(answer.status) for a head the reader gives \(head.status)")
    }
    connection.endInput()
    connection.settle()
  }

  /// The statuses of the answers in `bytes`, each with its body unless it answers a HEAD,
  /// and whether each closes the connection.
  static func statuses(in bytes: [UInt8], heads: [Bool]) -> [(status: Int32, closes: Bool)] {
    var (rest, statuses) = (bytes[...], [(status: Int32, closes: Bool)]())
    let end = Array("\r\n\r\n".utf8)
    while let split = rest.indices.first(where: { rest[$0...].starts(with: end) }) {
      let head = String(decoding: rest[..<split], as: UTF8.self)
      let status = head.dropFirst("HTTP/1.1 ".count).prefix(3)
      let fields = head.split(separator: "\r\n")
      let length = fields.first { $0.hasPrefix("Content-Length: ") }
        .flatMap { Int($0.dropFirst("Content-Length: ".count)) }
      precondition(head.hasPrefix("HTTP/1.1 ") && length != nil, "not an answer: \(head)")
      let body = statuses.count < heads.count && heads[statuses.count] ? 0 : length!
      precondition(rest.endIndex - split - 4 >= body, "an answer cut short")
      statuses.append((Int32(status)!, fields.contains("Connection: close")))
      rest = rest[(split + 4 + body)...]
    }
    precondition(rest.isEmpty, "bytes after the last answer")
    return statuses
  }

  /// The status of `refusal`, checked against the `held` bytes it refuses.
  static func status(of refusal: HTTPResponse, held: ArraySlice<UInt8>) -> Int32 {
    let status = Int32(refusal.status.rawValue.prefix(3))!
    let (cr, lf) = (UInt8(ascii: "\r"), UInt8(ascii: "\n"))
    precondition(refusal.closes, "a refusal keeps the connection")
    precondition(
      refusal.body.starts(with: Array("{\"error\": \"".utf8)) && refusal.body.count > 16
        && refusal.body.suffix(3).elementsEqual("\"}\n".utf8),
      "a refusal without its error")
    let rest = held.drop { $0 == cr || $0 == lf }
    var line = rest.prefix { $0 != lf }
    if line.last == cr { line.removeLast() }
    let complete = rest.contains(lf)
    switch status {
    case 414:
      precondition(line.count > RequestParser.maximumRequestLineBytes, "414 for a short line")
    case 431:
      precondition(
        held.count > RequestParser.maximumHeadBytes
          || held.count { $0 == lf } > RequestParser.maximumFieldCount + 1,
        "431 for a head within the bounds")
    case 505:
      let version = String(decoding: line.suffix(8), as: UTF8.self)
      precondition(
        complete && version.wholeMatch(of: /HTTP\/[0-9]\.[0-9]/) != nil
          && version != "HTTP/1.0" && version != "HTTP/1.1",
        "505 for a version served or not a version")
    case 400:
      precondition(
        complete && line.count <= RequestParser.maximumRequestLineBytes,
        "400 before a line was whole")
    default: preconditionFailure("a refusal with status \(status)")
    }
    return status
  }

  /// Checks a head `length` bytes long read from `held`: within bounds, and read the same
  /// once written back.
  static func readsBack(_ request: RequestParser.Request, length: Int, held: Int) {
    precondition(
      length > 0 && length <= held && length <= RequestParser.maximumHeadBytes,
      "a head of \(length) bytes read from \(held)")
    precondition(request.path.first == "/" || request.path == "*", "a path \(request.path)")
    var target = request.query.isEmpty ? request.path : "\(request.path)?\(request.query)"
    if let authority = request.authority { target = "http://\(authority)\(target)" }
    var head = "\(request.method) \(target) HTTP/1.\(request.isHTTP11 ? 1 : 0)\r\n"
    if let host = request.host { head += "Host: \(host)\r\n" }
    head += String(repeating: "Host: x\r\n", count: max(0, request.hostCount - 1))
    if let origin = request.origin { head += "Origin: \(origin)\r\n" }
    head += String(repeating: "Origin: x\r\n", count: max(0, request.originCount - 1))
    if let site = request.fetchSite { head += "Sec-Fetch-Site: \(site)\r\n" }
    if request.keepAlive != request.isHTTP11 {
      head += "Connection: \(request.keepAlive ? "keep-alive" : "close")\r\n"
    }
    if request.hasBody { head += "Transfer-Encoding: chunked\r\n" }
    let bytes = Array((head + "\r\n").utf8)
    precondition(
      RequestParser.parse(bytes[...]) == .request(request, length: bytes.count),
      "a head does not read back")
  }
}
