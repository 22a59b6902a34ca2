import Foundation
import Testing

@testable import Analysis

@Suite("Lines and roles of one file")
struct SourceAnalyzerTests {
  static let text = """
    import Foundation

    // A file-level comment.

    /// Owns the list's logic.
    final class ListPresenter {
      // Loads.
      func load() {}
    }

    protocol ListViewProtocol {}

    """

  @Test("Each line has its kind, and the role of the declaration around it or none")
  func attribution() {
    let lines = SourceAnalyzer.attribution(of: Self.text)
    #expect(
      lines.map(\.kind) == [
        .code, .blank, .comment, .blank, .comment, .code, .comment, .code, .code, .blank, .code,
      ])
    #expect(
      lines.map(\.role) == [
        nil, nil, nil, nil, .presenter, .presenter, .presenter, .presenter, .presenter, nil, .boundary,
      ])
  }

  @Test("A protocol's property requirement is no function; a computed property is one")
  func requirementsAreNoFunctions() {
    let text = """
      protocol ListDataStore: AnyObject {
        var saved: Int? { get }
        var name: String { get set }
        subscript(index: Int) -> Int { get }
      }
      struct List {
        var count: Int { 1 }
        var total: Int {
          get { 2 }
          set {}
        }
      }
      """
    let functions = SourceAnalyzer.analyze(path: "Sources/Demo/List.swift", text: text).functions
    #expect(functions.map(\.name) == ["List.count", "List.total"])
  }

  @Test("A nested type plays the part of the type it is nested in")
  func nestedRoles() {
    let text = """
      enum ContactListModels {
        enum Fetch {
          struct ViewModel {}
        }
      }
      struct ContactListFeature {
        struct State {}
      }
      """
    let types = SourceAnalyzer.analyze(path: "Sources/Demo/Models.swift", text: text).types
    #expect(types.map(\.name) == ["ContactListModels", "Fetch", "ViewModel", "ContactListFeature", "State"])
    #expect(types.map(\.role) == [.models, .models, .models, .reducer, .reducer])
  }

  @Test("Functions are measured from their first token to their last")
  func spans() {
    let text = """
      struct A {
        /// Does it.
        func f() {
          print(1)

          print(2)
        }
        var g: Int { 1 }
      }
      """
    #expect(
      SourceAnalyzer.functionSpans(path: "A.swift", text: text) == [
        FunctionSpan(name: "A.f", line: 3, lineCount: 5), FunctionSpan(name: "A.g", line: 8, lineCount: 1),
      ])
  }

  @Test(
    "Feature folders come from the third path component",
    arguments: [
      ("Sources/MVC/Contacts/A.swift", FeatureFolder.contacts),
      ("Sources/MVC/Upcoming/Add/B.swift", .upcoming),
      ("Sources/MVC/Support/C.swift", .shared), ("Sources/MVC/AppBuilder.swift", .shared),
    ])
  func features(path: String, folder: FeatureFolder) {
    #expect(FeatureFolder(path: path) == folder)
  }

  @Test("A coupling target is written as a role's raw value or a shared target's name, and read back")
  func couplingKeys() throws {
    let coupling: [CouplingTarget: Int] = [.role(.presenter): 1, .shared(.screenKit): 2]
    let data = try JSONEncoder().encode(coupling)
    #expect(String(decoding: data, as: UTF8.self).contains(#""ScreenKit":2"#))
    #expect(try JSONDecoder().decode([CouplingTarget: Int].self, from: data) == coupling)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CouplingTarget: Int].self, from: Data(#"{"Nowhere":1}"#.utf8))
    }
  }
}
