import Foundation
import HarnessSupport

/// How often `archlab analyze` names a corpus app's stated architecture (`archlab corpus report`):
/// top-1 and top-2 accuracy over the apps of a half that state one of the ten ("matches none
/// well" counted wrong), the confusion of stated against named, and each app's answer with its
/// margin to the runner-up. Apps that state none, or one the analyzer cannot name, are listed
/// with their answers and counted in no accuracy.
public struct CorpusAccuracy: Sendable, Equatable {
  /// The figures read, in the corpus's order.
  public var apps: [CorpusFigures]

  /// Creates the accuracy of `apps`.
  public init(_ apps: [CorpusFigures]) { self.apps = apps }

  /// The apps that state one of the analyzer's ten architectures.
  public var judged: [CorpusFigures] { apps.filter { !["none", "other"].contains($0.label) } }

  /// The judged apps whose closest reference is their stated architecture.
  public var topOne: Int { judged.filter { $0.answer == $0.label }.count }

  /// The judged apps whose stated architecture is one of the two closest.
  public var topTwo: Int { judged.filter { $0.topTwo.contains($0.label) }.count }

  /// Each stated architecture's answers: stated → named → apps.
  public var confusion: [String: [String: Int]] {
    judged.reduce(into: [:]) { $0[$1.label, default: [:]][$1.answer, default: 0] += 1 }
  }

  /// `14 of 24 (58 %)`.
  static func share(_ count: Int, of total: Int) -> String {
    total == 0
      ? "none to judge" : "\(count) of \(total) (\(Format.f0(100 * Double(count) / Double(total))) %)"
  }

  /// The accuracy in Markdown: the figures, the confusion matrix, then every app.
  public func markdown(title: String) -> String {
    var text = "## \(title)\n\n"
    text +=
      "- Top-1: the closest reference is the stated architecture in \(Self.share(topOne, of: judged.count)) of the apps that state one of the ten (\"matches none well\" counted wrong).\n"
    text +=
      "- Top-2: the stated architecture is one of the two closest in \(Self.share(topTwo, of: judged.count)).\n"
    let toolkits = apps.compactMap(\.toolkitAgrees)
    text +=
      "- UI toolkit: detected as the corpus records it in \(Self.share(toolkits.filter { $0 }.count, of: toolkits.count)) of the apps whose toolkit it records (whatever they state).\n\n"
    let stated = Corpus.labels.filter { label in judged.contains { $0.label == label } }
    let named = (Corpus.labels.filter { $0 != "other" }).filter { label in
      judged.contains { $0.answer == label }
    }
    if !stated.isEmpty {
      text += "| stated ↓ / named → | " + named.joined(separator: " | ") + " |\n"
      text += "| --- |" + String(repeating: " ---: |", count: named.count) + "\n"
      for label in stated {
        text +=
          "| \(label) | "
          + named.map { confusion[label]?[$0].map(String.init) ?? "·" }.joined(separator: " | ") + " |\n"
      }
      text += "\n"
    }
    text +=
      "| App | Stated | Toolkit (recorded → detected) | Named | Distance | Runner-up | Margin | Code lines |\n"
      + "| --- | --- | --- | --- | ---: | --- | ---: | ---: |\n"
    for app in apps {
      let best = app.ranking.matches.first
      let second = app.ranking.matches.dropFirst().first
      let toolkit = "\(app.statedToolkit ?? "–") → \(app.ranking.toolkit.rawValue)"
      text +=
        "| \(app.repo) | \(app.label) | \(toolkit) | \(app.answer) | \(best.map { Format.f2($0.distance) } ?? "–") | "
        + "\(second.map { "\($0.architecture) \(Format.f2($0.distance))" } ?? "–") | \(app.margin.map(Format.f2) ?? "–") | \(app.codeLines) |\n"
    }
    return text
  }
}
