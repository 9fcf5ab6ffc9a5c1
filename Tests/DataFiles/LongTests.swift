import Foundation

/// The size of the slow tests: a fast default that `swift test` runs in about a minute,
/// and a long form that `AI_TEST_LONG=1` asks for (`.ci/run` sets it). Each slow test runs
/// in both, on fewer or smaller cases by default: never skipped.
public enum LongTests {
  /// Whether the long forms run.
  public static let enabled = ProcessInfo.processInfo.environment["AI_TEST_LONG"] == "1"

  /// `long` when the long forms run, else `fast`.
  public static func choose<Value>(fast: Value, long: Value) -> Value {
    enabled ? long : fast
  }
}
