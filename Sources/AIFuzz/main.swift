import FuzzHarness
import Glibc

// Built with -sanitize=fuzzer, this file is read as a library: the global below is
// never initialized and libFuzzer's own main runs the fuzzer. In an ordinary build it
// is the program: it replays the input files named on the command line, so a crash
// that the fuzzer found can be rerun under a debugger, and prints for each the reader
// that took it and the exit statuses `ai` gives its texts. `swift test` runs it once
// per file of the corpus, so a trap fails that file alone.
let replayed: Void = {
  var count = 0
  for path in CommandLine.arguments.dropFirst() {
    guard let file = fopen(path, "rb") else {
      print("ai-fuzz: cannot read \(path)")
      exit(66)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while case let read = fread(&buffer, 1, buffer.count, file), read > 0 {
      bytes += buffer[..<read]
    }
    fclose(file)
    let replay = FuzzHarness.replay(bytes)
    print("\(path): \(replay.reader?.rawValue ?? "empty input"), ai exits \(replay.statuses)")
    count += 1
  }
  print("ai-fuzz: replayed \(count) inputs without a crash")
  exit(0)
}()
