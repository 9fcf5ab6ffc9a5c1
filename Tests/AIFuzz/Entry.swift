import FuzzHarness

/// libFuzzer's entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  _ = FuzzHarness.replay(count == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: count)))
  return 0
}
