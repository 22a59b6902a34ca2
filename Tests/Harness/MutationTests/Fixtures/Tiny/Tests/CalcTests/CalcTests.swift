import Calc
import Testing

@Suite("Calc")
struct CalcTests {
  @Test("Adults are 18 and over")
  func adult() {
    #expect(Rules.isAdult(18))
    #expect(!Rules.isAdult(17))
  }

  @Test("Large is far above 100, small far below")
  func large() {
    #expect(Rules.isLarge(500))
    #expect(!Rules.isLarge(5))
  }

  @Test("A countdown from 3 takes 3 steps")
  func countdown() {
    #expect(Rules.countdown(from: 3) == 3)
  }

  @Test("The largest byte is 255")
  func largestByte() {
    #expect(Rules.largestByte == 255)
  }

  @Test("Zero is named, the rest are many")
  func names() {
    #expect(Rules.name(of: 0) == "zero")
    #expect(Rules.name(of: 7) == "many")
  }

  @Test("addTwice adds two")
  func tally() {
    var tally = Tally()
    tally.addTwice()
    #expect(tally.total == 2)
  }
}
