import Calc
import Foundation
import Testing

@Suite("Calc, end to end")
struct AcceptanceTests {
  @Test("The run is restricted to the mutated module")
  func restricted() {
    #expect(ProcessInfo.processInfo.environment["FIXTURE_MODULE"] == "calc")
  }

  @Test("101 is large, 100 is not")
  func boundary() {
    #expect(Rules.isLarge(101))
    #expect(!Rules.isLarge(100))
  }

  @Test("The boundary written in Data/boundary.txt, a file the tests read at run time")
  func boundaryFromData() throws {
    let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Data/boundary.txt")
    let text = try String(contentsOf: file, encoding: .utf8)
    let boundary = try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(Rules.isLarge(boundary + 1))
    #expect(!Rules.isLarge(boundary))
  }
}
