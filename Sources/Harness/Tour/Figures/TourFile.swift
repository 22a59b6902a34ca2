import Analysis
import HarnessSupport

/// One module file an action ran, with the lines it ran.
public struct TourFile: Sendable, Equatable {
  /// The path from the repository's root: `Sources/MVC/Contacts/ContactListViewController.swift`.
  public var path: String
  /// The role its name gives it (`ContactListViewController+Table.swift` is a view controller's).
  public var role: Role
  /// Its text, one element per line.
  public var lines: [String]
  /// The line numbers (from 1) the action ran.
  public var executed: Set<Int>
  /// The functions (`Type.name`) with a line the action ran.
  public var functions: Set<String>

  /// Reads `text` under `path`, keeping `executed`.
  public init(path: String, text: String, executed: Set<Int>) {
    self.path = path
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    role =
      FrameworkStandIn.contains(path)
      ? .frameworkStandIn : Role(typeName: stem.split(separator: "+").first.map(String.init) ?? stem)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
    self.executed = executed
    functions = Set(
      SourceAnalyzer.functionSpans(path: path, text: text).filter { span in
        (span.line..<(span.line + span.lineCount)).contains { executed.contains($0) }
      }.map(\.name))
  }
}
