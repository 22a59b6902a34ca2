import ArchLab
import Foundation
import Testing

/// The documents that list or count the architectures say what `Architecture.allCases` says.
@Suite("Documents count the architectures there are")
struct DocumentsCountTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  static let words = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen",
  ]
  static var count: Int { Architecture.allCases.count }
  static var word: String { words[count] }

  @Test("The README lists every architecture where it lists them, and counts them where it counts them")
  func readme() throws {
    let text = try Self.read("README.md")
    #expect(text.contains("`archlab run <\(Architecture.allCases.map(\.rawValue).joined(separator: "|"))>`"))
    #expect(text.contains("acceptance suite × \(Self.count) architectures"))
    for architecture in Architecture.allCases {
      #expect(
        text.contains("  \(architecture.moduleName)/ "), "the folder tree lacks \(architecture.moduleName)/")
      #expect(
        text.contains("\(architecture.moduleName)Tests/"),
        "the tests' tree lacks \(architecture.moduleName)Tests/")
    }
  }

  @Test("The benchmarks' README names every architecture's variant and counts the variants and architectures")
  func benchmarks() throws {
    let text = try Self.read("Benchmarks/README.md")
    let variants = Self.words[Self.count + 3]
    #expect(text.contains("× \(variants)\nvariants") || text.contains("× \(variants) variants"))
    #expect(text.contains(Architecture.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")))
    #expect(text.contains("the \(Self.word) architecture modules"))
    for other in Self.words where other != Self.word {
      #expect(
        !text.contains("the \(other) architectures"),
        "Benchmarks/README.md says \"the \(other) architectures\"")
    }
  }

  @Test("The check can fail: a README that lists four architectures is caught")
  func canFail() {
    let stale = "Options of `archlab run <mvc|mvp|mvvm|viper>`:"
    #expect(
      !stale.contains("`archlab run <\(Architecture.allCases.map(\.rawValue).joined(separator: "|"))>`"))
  }
}
