import Foundation
import SwiftParser
import SwiftSyntax

/// A package's `Package.swift`, read with swift-syntax well enough to write a smaller one
/// holding only the targets some tests need.
struct PackageManifest: Sendable {
  /// A target declared in the manifest.
  struct Target: Sendable, Hashable {
    /// Its name.
    var name: String
    /// `target`, `testTarget`, `executableTarget`, …
    var kind: String
    /// Its folder relative to the package root (`path:`, or `Sources/<name>`, `Tests/<name>`).
    var path: String
    /// The targets of this package it depends on (by-name dependencies included).
    var dependencies: [String]
    /// The packages of its product dependencies, lowercased.
    var packages: [String]
    /// Whether it names a dependency by name that is not a target here (a product).
    var hasByNameProducts: Bool
    /// The declaration's code.
    var code: String
  }

  /// A package dependency.
  struct Dependency: Sendable, Hashable {
    /// Its identity, lowercased: the last part of its URL or path without `.git`.
    var identity: String
    /// The declaration's code, with a relative `path:` made absolute.
    var code: String
  }

  /// The package's name.
  var name: String
  /// Its targets, in declaration order.
  var targets: [Target]
  /// Its package dependencies.
  var dependencies: [Dependency]
  private var source: [UInt8]
  private var arrays: [String: Range<Int>]

  /// Reads the manifest `source` of the package at `root`.
  init(source text: String, root: URL) throws {
    source = Array(text.utf8)
    let tree = Parser.parse(source: text)
    guard
      let package = tree.tokens(viewMode: .sourceAccurate).lazy.filter({ $0.text == "Package" })
        .compactMap({ $0.parent?.parent?.as(FunctionCallExprSyntax.self) }).first
    else {
      throw MutationError.manifest("no `Package(...)` call in Package.swift")
    }
    guard
      let packageName = package.arguments.first(where: { $0.label?.text == "name" })
        .flatMap({ Self.string($0.expression) })
    else {
      throw MutationError.manifest("the package has no literal `name:`")
    }
    name = packageName
    arrays = [:]
    targets = []
    dependencies = []
    for argument in package.arguments {
      guard let label = argument.label?.text, let array = argument.expression.as(ArrayExprSyntax.self) else {
        continue
      }
      arrays[label] =
        array.positionAfterSkippingLeadingTrivia.utf8Offset..<array.endPositionBeforeTrailingTrivia.utf8Offset
      switch label {
      case "targets": targets = array.elements.compactMap { Self.target($0.expression) }
      case "dependencies":
        dependencies = array.elements.compactMap { Self.dependency($0.expression, root: root) }
      default: break
      }
    }
    let names = Set(targets.map(\.name))
    for index in targets.indices {
      let unknown = targets[index].dependencies.filter { !names.contains($0) }
      targets[index].hasByNameProducts = !unknown.isEmpty
      targets[index].dependencies.removeAll { !names.contains($0) }
    }
  }

  /// The target named `name`.
  func target(_ name: String) -> Target? { targets.first { $0.name == name } }

  /// `names` and every target they depend on, directly or not.
  func closure(of names: [String]) -> Set<String> {
    var kept = Set<String>()
    var pending = names
    while let name = pending.popLast() {
      guard kept.insert(name).inserted, let target = target(name) else { continue }
      pending += target.dependencies
    }
    return kept
  }

  /// The manifest with only the targets in `kept`, the package dependencies they use, and
  /// no products.
  func reduced(keeping kept: Set<String>) -> String {
    let keptTargets = targets.filter { kept.contains($0.name) }
    let byName = keptTargets.contains { $0.hasByNameProducts }
    let packages = Set(keptTargets.flatMap(\.packages))
    let keptDependencies = dependencies.filter { byName || packages.contains($0.identity) }
    var replacements: [(Range<Int>, String)] = []
    if let range = arrays["products"] { replacements.append((range, "[]")) }
    if let range = arrays["targets"] { replacements.append((range, Self.array(keptTargets.map(\.code)))) }
    if let range = arrays["dependencies"] {
      replacements.append((range, Self.array(keptDependencies.map(\.code))))
    }
    var output = source
    for (range, text) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      output.replaceSubrange(range, with: Array(text.utf8))
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func array(_ elements: [String]) -> String {
    elements.isEmpty ? "[]" : "[\n    " + elements.joined(separator: ",\n    ") + ",\n  ]"
  }

  private static func target(_ expression: ExprSyntax) -> Target? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      let name = call.arguments.first(where: { $0.label?.text == "name" }).flatMap({ string($0.expression) })
    else { return nil }
    var dependencies: [String] = []
    var packages: [String] = []
    if let list = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(
      ArrayExprSyntax.self)
    {
      for element in list.elements {
        if let byName = string(element.expression) {
          dependencies.append(byName)
        } else if let dependency = element.expression.as(FunctionCallExprSyntax.self) {
          let arguments = Dictionary(
            dependency.arguments.compactMap { argument in
              argument.label.map { ($0.text, string(argument.expression)) }
            }, uniquingKeysWith: { first, _ in first })
          if let package = arguments["package"] ?? nil {
            packages.append(package.lowercased())
          } else if let target = arguments["name"] ?? nil {
            dependencies.append(target)
          }
        }
      }
    }
    let path =
      call.arguments.first(where: { $0.label?.text == "path" }).flatMap { string($0.expression) }
      ?? (kind == "testTarget" ? "Tests/" : "Sources/") + name
    return Target(
      name: name, kind: kind, path: path, dependencies: dependencies, packages: packages,
      hasByNameProducts: false, code: call.trimmedDescription)
  }

  private static func dependency(_ expression: ExprSyntax, root: URL) -> Dependency? {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    var code = call.trimmedDescription
    for argument in call.arguments {
      guard let label = argument.label?.text, label == "url" || label == "path",
        let location = string(argument.expression)
      else { continue }
      let last = location.split(separator: "/").last.map(String.init) ?? location
      let identity = (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
      if label == "path", !location.hasPrefix("/") {
        let absolute = root.appendingPathComponent(location).standardizedFileURL.path
        code = code.replacingOccurrences(of: "\"\(location)\"", with: "\"\(absolute)\"")
      }
      return Dependency(identity: identity, code: code)
    }
    return nil
  }

  /// The value of a string literal without interpolation, or `nil`.
  private static func string(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }
}
