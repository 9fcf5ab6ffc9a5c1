@_spi(Fuzzing) import AICommandLine

extension FuzzHarness {
  /// Request heads as a connection reads them, `pieceSize` bytes arriving at a time: read
  /// as the whole reads, held without a verdict only within bounds, refused with the
  /// README's status, written back the same; returns 0 per head read, else the refusal's
  /// status (which ends the connection, as a head not kept alive does).
  static func requests(_ bytes: [UInt8], pieceSize: Int) -> [Int32] {
    // Empty lines within the head's bound, then a request line within its own and a CR.
    let heldBound = RequestParser.maximumHeadBytes + RequestParser.maximumRequestLineBytes + 1
    var (start, end, statuses) = (0, 0, [Int32]())
    while end < bytes.count {
      end = min(end + pieceSize, bytes.count)
      reading: while start < end {
        let outcome = RequestParser.parse(bytes[start..<end])
        precondition(
          outcome == .incomplete || outcome == RequestParser.parse(bytes[start...]),
          "a head read otherwise in pieces of \(pieceSize) bytes")
        switch outcome {
        case .incomplete:
          precondition(end - start <= heldBound, "\(end - start) bytes held with no verdict")
          break reading
        case .refused(let refusal):
          return statuses + [status(of: refusal, held: bytes[start..<end])]
        case .request(let request, let length):
          readsBack(request, length: length, held: end - start)
          statuses.append(0)
          start += length
          if !request.keepAlive { return statuses }
        }
      }
    }
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
    let target = request.query.isEmpty ? request.path : "\(request.path)?\(request.query)"
    var head = "\(request.method) \(target) HTTP/1.\(request.isHTTP11 ? 1 : 0)\r\n"
    head += String(repeating: "Host: x\r\n", count: request.hostCount)
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
