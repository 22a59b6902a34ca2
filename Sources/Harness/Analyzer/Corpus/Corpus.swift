import Foundation
import Yams

/// The labelled corpus of public apps (`Docs/Corpus.yml`): each app's statement of its
/// architecture, pinned commit, toolkit, size and half. Read, never written, by the harness.
public struct Corpus: Sendable, Equatable {
  /// The data file, relative to the workspace's root.
  public static let path = "Docs/Corpus.yml"
  /// The labels an app may carry: the analyzer's ten architectures, `none` and `other`.
  public static let labels = [
    "mvc", "mvp", "mvvm", "mvvm-c", "viper", "vip", "tca", "mv", "mvvm-swiftui", "tca-swiftui", "none",
    "other",
  ]
  /// The toolkits an app may be written with.
  public static let toolkits = ["uikit", "swiftui", "appkit", "mixed"]

  /// Every app, in the file's order.
  public var apps: [CorpusApp]

  /// The apps of `half`.
  public func apps(in half: CorpusApp.Half) -> [CorpusApp] { apps.filter { $0.half == half } }

  /// The corpus of the workspace at `root`.
  public static func load(root: URL) throws(CorpusError) -> Corpus {
    let file = root.appending(path: path)
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw .unreadable(path: path) }
    return try parse(text)
  }

  /// The corpus in `text`; a malformed file, an unknown label or toolkit, a commit that is not
  /// 40 hexadecimal digits or an app listed twice is an error naming the file's line.
  public static func parse(_ text: String) throws(CorpusError) -> Corpus {
    let node: Node
    do {
      guard let composed = try Yams.compose(yaml: text), composed.sequence != nil else {
        throw CorpusError.malformed(line: 1, reason: "the file is not a list of apps (`- repo: owner/name`)")
      }
      node = composed
    } catch let error as CorpusError {
      throw error
    } catch {
      throw .malformed(line: nil, reason: "not valid YAML: \(error)")
    }
    var apps: [CorpusApp] = []
    for item in node.sequence ?? [] {
      let line = (item.mark?.line ?? 0)
      let app: CorpusApp
      do { app = try YAMLDecoder().decode(CorpusApp.self, from: item) } catch {
        throw .malformed(line: line, reason: "\(error)")
      }
      try check(app, line: line, after: apps)
      apps.append(app)
    }
    return Corpus(apps: apps)
  }

  /// Refuses `app` at `line` when one of its fields is not one the corpus allows.
  static func check(_ app: CorpusApp, line: Int, after apps: [CorpusApp]) throws(CorpusError) {
    guard labels.contains(app.label) else {
      throw .malformed(
        line: line,
        reason: "\(app.repo): unknown label `\(app.label)` (the labels are \(labels.joined(separator: ", ")))"
      )
    }
    guard toolkits.contains(app.toolkit) else {
      throw .malformed(
        line: line,
        reason: "\(app.repo): unknown toolkit `\(app.toolkit)` (\(toolkits.joined(separator: ", ")))")
    }
    guard app.commit.count == 40, app.commit.allSatisfy(\.isHexDigit) else {
      throw .malformed(line: line, reason: "\(app.repo): the commit must be 40 hexadecimal digits")
    }
    guard !apps.contains(where: { $0.repo.lowercased() == app.repo.lowercased() }) else {
      throw .malformed(line: line, reason: "\(app.repo) is listed twice")
    }
  }
}

/// Why the corpus could not be read.
public enum CorpusError: Error, CustomStringConvertible, Equatable {
  /// The file is missing or not UTF-8 text.
  case unreadable(path: String)
  /// The file is not a list of apps, or an app is not well formed.
  case malformed(line: Int?, reason: String, file: String = Corpus.path)

  public var description: String {
    switch self {
    case .unreadable(let path):
      "\(path) cannot be read: it should be a YAML list of apps (\(path.replacingOccurrences(of: "Tuning.yml", with: ".yml").replacingOccurrences(of: ".yml", with: ".md")))."
    case .malformed(let line, let reason, let file):
      "\(file)\(line.map { ":\($0)" } ?? ""): \(reason)"
    }
  }
}
