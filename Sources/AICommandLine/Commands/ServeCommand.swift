// `ai serve`: the page and the JSON API over HTTP, until a signal.
import Glibc

enum ServeCommand {
  static let defaultPort = 9339

  static let port = Option.integer(
    "port", example: "0", in: 0...65_535, meaning: "a port number",
    help: "the TCP port to listen on (default \(defaultPort)); 0 takes any free port, "
      + "printed on start")
  static let timeout = Option.integer(
    "timeout", value: "SECONDS", example: "10", in: 1...3_600, meaning: "seconds",
    help: "how long a client has to send a request or to take its answer (default 10)")
  static let maxConnections = Option.integer(
    "max-connections", example: "64", in: 1...512, meaning: "a number of connections",
    help: "the most connections served at once (default 64); one more gets 503")
  static let workers = Option.integer(
    "workers", example: "2", in: 1...64, meaning: "a number of threads",
    help: "the threads that search, so that no request waits behind another's search "
      + "(default: one per core)")

  static let declaration = CommandDeclaration(
    name: "serve", abstract: "play and analyse in a browser: a local web page and JSON API",
    extraAdvice: "to choose the port, give it with --port N",
    options: [
      port, ServeHost.option, AllowedHosts.option, timeout, maxConnections, workers,
      CommonOptions.table,
    ],
    discussion: [
      .paragraph(
        "Serves a page to play any board of up to 64 cells against any level, or watch two "
          + "levels play, with the value of every move on demand, undo and redo, and the "
          + "game in the page's address to reload or share; and the JSON API the page uses. "
          + "Prints the address to open, then serves until Ctrl-C or kill (exit 0). "
          + "GET and HEAD only; no file is read or written.")
    ],
    sections: [
      HelpSection(
        "API (query parameters as the options of the same name; board is BOARD)",
        .definitions([
          (
            "GET /api/analyze",
            "board, rows, cols, k, rules, moves: the object 'ai analyze --json' prints "
              + "(board left out: the empty board of the shape)"
          ),
          (
            "GET /api/move",
            "board, rows, cols, k, rules, moves, level, seed: the move the level picks, as 'ai "
              + "play --level' with that seed: {\"board\", \"rows\", \"cols\", \"k\", "
              + "\"toMove\", \"level\", \"seed\", \"move\", \"row\", \"col\", \"after\": "
              + "{\"board\", \"toMove\", \"status\"}}"
          ),
          ("GET /api/health", "{\"status\": \"ok\", \"version\"}"),
        ]),
        .paragraph(
          "A bad request gets 400 and {\"error\": \"...\"} with the message ai gives for the same "
            + "mistake; an unknown path 404; a method other than GET or HEAD 405.")),
      HelpSection(
        "limits",
        .paragraph(
          "A request line over 4096 bytes gets 414, a request head over 8192 bytes or 64 "
            + "fields 431; a client that has not sent its request within --timeout gets "
            + "408; connections beyond --max-connections get 503. A connection may pipeline "
            + "any number of requests, answered in order as it reads the answers (at most "
            + "\(Connection.inFlightLimit) searched at once). Searches are shared out between "
            + "connections in turn, and a quick thread beside the workers answers first what "
            + "takes under \(Workers.quickSlice) ms (any 3x3 question). A search past "
            + "\(Workers.nodeLimit) positions or \(Workers.timeLimit.components.seconds) s gets "
            + "503 with what to ask instead; the tables searched and kept take at most "
            + "\(Workers.memoryBudget >> 20) MB (one of a board past 16 cells within --table), "
            + "a request for another waiting its turn."),
        .paragraph(
          "Only requests whose Host names this server (localhost, 127.0.0.1, [::1], the "
            + "--host address, any address with --host 0.0.0.0 or ::, and the --allow-host "
            + "names) are served, and the API only to this server's own page: another "
            + "gets 403, so that no other site's page can use it. If the address cannot be "
            + "listened on (the port in use, say), ai exits with status 69; if ulimit -n "
            + "leaves no room for \(Server.minimumConnections) connections, or a pipe or a "
            + "thread cannot be made, 71.")),
    ],
    examples: [
      Example("ai serve", "then open http://127.0.0.1:9339/"),
      Example("ai serve --port 0", "any free port"),
      Example("ai serve --host ::1 --port 8339", "on the IPv6 loopback, port 8339"),
    ]
  ) { arguments throws(CLIError) in
    let host = try arguments.value(ServeHost.option) ?? .loopback
    let port = try arguments.value(ServeCommand.port) ?? defaultPort
    let timeout = (try arguments.value(ServeCommand.timeout) ?? 10) * 1000  // milliseconds
    let maxConnections = try arguments.value(ServeCommand.maxConnections) ?? 64
    let workers =
      try arguments.value(ServeCommand.workers) ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let hosts = try arguments.value(AllowedHosts.option) ?? []
    let tableBudget = try CommonOptions.tableBudget(arguments)
    // Serves until a signal; 69 when the address cannot be listened on, 71 without the
    // files or threads to serve.
    return { () throws(CLIError) in
      let stop = Terminal.stopPipe()
      guard stop >= 0 else {
        throw errno == EMFILE || errno == ENFILE
          ? Server.tooFewFiles()
          : .resources("ai serve cannot make a pipe: \(String(cString: strerror(errno)))")
      }
      var server = try Server(
        host: host, port: port, allowing: hosts, timeout: timeout,
        maxConnections: maxConnections, workers: workers, tableBudget: tableBudget)
      Console.out("ai: serving on \(host.url(port: server.port)) (Ctrl-C to stop)")
      if server.maxConnections < maxConnections {
        Console.writeError(
          "ai: warning: ulimit -n leaves room for \(server.maxConnections) connections at "
            + "once, not \(maxConnections): one more gets 503 (raise it, such as ulimit -n 256)\n")
      }
      // Nobody would know where to connect: stop (Tool.run reports why, exit 74).
      guard Console.outputFailure() == nil else { return ExitStatus.success }
      server.run(until: stop)
      return ExitStatus.success
    }
  }
}
