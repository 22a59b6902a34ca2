import Testing

@testable import HarnessSupport

@Suite("The progress heartbeat")
struct ProgressLineTests {
  @Test("A beat shows the time and the last non-empty line noted since the last beat, then only the time")
  func beat() {
    let progress = ProgressLine()
    progress.note("[1/300] Compiling GRDB Database.swift\n[2/300] Compiling GRDB Row.swift\n  \n")
    #expect(progress.beat(after: 10) == "  … 10 s — [2/300] Compiling GRDB Row.swift")
    #expect(progress.beat(after: 20) == "  … 20 s")
  }

  @Test("A long line is cut to 100 characters")
  func long() {
    let progress = ProgressLine()
    progress.note(String(repeating: "x", count: 300))
    let beat = progress.beat(after: 1)
    #expect(beat == "  … 1 s — " + String(repeating: "x", count: 99) + "…")
  }
}
