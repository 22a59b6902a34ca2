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
}
