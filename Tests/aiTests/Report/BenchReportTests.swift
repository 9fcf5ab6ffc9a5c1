import DataFiles
import Testing
import TicTacToe
import TicTacToeTools

@testable import AICommandLine

/// `Bench.report`, `Bench.write` and the signature, what `ai bench` prints.
@Suite struct BenchReportTests {
  @Test func reportHasARowPerWorkloadAndTheSignature() throws {
    let pinned = try DataFile.benchNodes()
    let (alphabeta, memo) = (pinned["alphabeta"]!, pinned["memo"]!)
    var bench = Bench()
    let measurements = [bench.measure(.alphabeta, runs: 1), bench.measure(.memo, runs: 1)]
    #expect(Bench.signature(measurements) == alphabeta + memo)
    let lines = Bench.report(measurements).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("workload"))
    #expect(
      lines[1].split(separator: " ").map(String.init).prefix(2) == ["alphabeta", "\(alphabeta)"])
    #expect(lines[3] == "signature: \(alphabeta + memo)")
    var out = ByteBuffer()
    Bench.write(measurements, json: true, to: &out)
    let json = out.text
    let alphabetaRow =
      #"{"name": "alphabeta", "nodes": \#(alphabeta), "runs": 1, "medianSeconds": "#
    #expect(json.hasPrefix(#"{"workloads": ["# + alphabetaRow))
    #expect(json.hasSuffix(#""signature": \#(alphabeta + memo)}"# + "\n"))
  }
}
