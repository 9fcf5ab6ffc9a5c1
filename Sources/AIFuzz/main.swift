import FuzzHarness
import Glibc

// Built with -sanitize=fuzzer, this file is read as a library: the global below is
// never initialized and libFuzzer's own main runs the fuzzer. In an ordinary build it
// is the program: it replays the input files named on the command line, so a crash
// that the fuzzer found can be rerun under a debugger.
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
    FuzzHarness.run(bytes)
    count += 1
  }
  print("ai-fuzz: replayed \(count) inputs without a crash")
  exit(0)
}()
