import FuzzHarness
import Glibc

// Replays the files named, printing each one's reader and exit statuses (with
// -sanitize=fuzzer this global is never initialized: libFuzzer's main runs instead).
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
