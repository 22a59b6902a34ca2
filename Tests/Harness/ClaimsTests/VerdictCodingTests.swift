import Foundation
import Testing

@testable import Claims

@Suite("Verdicts as metrics.json records them")
struct VerdictCodingTests {
  @Test("Verdicts are written as their raw values and read back; an unknown one is refused")
  func coding() throws {
    for verdict in Verdict.allCases {
      let data = try JSONEncoder().encode(Claim(claim: "c", verdict: verdict, evidence: "e"))
      #expect(String(decoding: data, as: UTF8.self).contains("\"\(verdict.rawValue)\""))
      #expect(try JSONDecoder().decode(Claim.self, from: data).verdict == verdict)
    }
    #expect(Verdict.notMeasured.title == "not measured in this run")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Verdict.self, from: Data(#""not supported""#.utf8))
    }
  }

  @Test("A judged claim is recorded with its heading, its verdict, and its reason and figures as evidence")
  func record() throws {
    let entry = try #require(ClaimCatalogue.claims.first { $0.id == "C04" })
    var figures = Synthetic.figures()
    figures.modules[.viper]?.roleCodeLines?[.viewController] = 100
    let claim = Claim(ClaimVerdict(entry, on: figures))
    #expect(claim.claim == "C04 · VIPER's view controllers are lean")
    #expect(claim.verdict == .supported)
    #expect(
      claim.evidence.contains(
        "VIPER view controller code lines 100 against MVC view controller code lines 300"))
  }
}
