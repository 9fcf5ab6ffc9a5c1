import FuzzHarness

/// libFuzzer's entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  FuzzHarness.run(count == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: count)))
  return 0
}
