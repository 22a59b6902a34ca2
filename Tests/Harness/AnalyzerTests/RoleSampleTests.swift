import Analysis
import Foundation
import Testing

@testable import Analyzer

/// The hand-labelled types for role accuracy (`Docs/CorpusRoles.md`): drawn by the seeded rule
/// from held-out apps only, read with their line named when malformed, and scored by role family.
@Suite("Role accuracy: the labelled sample and its scoring")
struct RoleSampleTests {
  @Test(
    "The committed sample is the one the rule draws: held-out apps, one label after another, 300 types or more"
  )
  func committedSample() throws {
    let corpus = try Corpus.load(root: Workspace.root)
    let labels = try RoleLabels.load(root: Workspace.root)
    let drawn = RoleSample.apps(of: corpus)
    #expect(labels.apps.map(\.repo) == drawn.map(\.repo))
    #expect(labels.apps.count >= 10)
    #expect(labels.apps.reduce(0) { $0 + $1.types.count } >= 300)
    #expect(labels.labelledCount >= 300, "labelled by hand before the classifier is scored on them")
    for app in labels.apps {
      let entry = try #require(corpus.apps.first { $0.repo == app.repo })
      #expect(entry.half == .heldOut, "\(app.repo)")
      #expect(entry.commit == app.commit, "\(app.repo)")
      #expect(app.types.count <= RoleSample.typesPerApp)
    }
  }

  @Test("The tuning sample is drawn by the same rule from the tuning half, every type labelled")
  func committedTuningSample() throws {
    let corpus = try Corpus.load(root: Workspace.root)
    let labels = try RoleLabels.load(root: Workspace.root, half: .tuning)
    #expect(labels.apps.map(\.repo) == RoleSample.apps(of: corpus, half: .tuning).map(\.repo))
    #expect(labels.labelledCount == labels.apps.reduce(0) { $0 + $1.types.count })
    for app in labels.apps {
      #expect(corpus.apps.first { $0.repo == app.repo }?.half == .tuning, "\(app.repo)")
    }
  }

  @Test("Apps are taken one per label in turn, in the order of the seeded hash, from the held-out half only")
  func appRule() throws {
    func app(_ repo: String, _ label: String, _ half: CorpusApp.Half) -> CorpusApp {
      CorpusApp(
        repo: repo, url: "https://github.com/\(repo)", commit: String(repeating: "a", count: 40),
        commitDate: "2026-01-01", label: label, stated: label, quote: "", quoteSource: "", toolkit: "uikit",
        kind: "app", swiftFiles: 1, swiftLines: 1, commits: 1, firstCommitDate: "2026-01-01", notes: "",
        half: half)
    }
    let corpus = Corpus(apps: [
      app("a/mvc1", "mvc", .heldOut), app("a/mvc2", "mvc", .heldOut), app("a/mvc3", "mvc", .tuning),
      app("a/mvp1", "mvp", .heldOut), app("a/none", "none", .heldOut),
    ])
    let three = RoleSample.apps(of: corpus, count: 3).map(\.repo)
    let mvcs = ["a/mvc1", "a/mvc2"].sorted {
      RoleSample.key($0, RoleSample.seed) < RoleSample.key($1, RoleSample.seed)
    }
    #expect(three == [mvcs[0], "a/mvp1", mvcs[1]])
    #expect(!RoleSample.apps(of: corpus, count: 10).contains { $0.label == "none" || $0.half == .tuning })
  }

  @Test("Types are file-level declarations named once, drawn by hash, and another seed draws others")
  func typeRule() {
    let facts = [
      SourceAnalyzer.facts(
        path: "App/A.swift",
        text: """
          final class Alpha { struct Nested {} }
          struct Beta {}
          protocol Gamma {}
          extension String {}
          enum Twice {}
          """),
      SourceAnalyzer.facts(path: "App/B.swift", text: "enum Twice {}\nactor Delta {}\n"),
    ]
    let all = RoleSample.types(in: facts, repo: "a/app", count: 10)
    #expect(Set(all.map(\.name)) == ["Alpha", "Beta", "Gamma", "Delta"])
    #expect(all.map(\.file) == ["App/A.swift", "App/A.swift", "App/A.swift", "App/B.swift"])
    let two = RoleSample.types(in: facts, repo: "a/app", count: 2).map(\.name)
    let byHash = ["Alpha", "Beta", "Gamma", "Delta"].sorted {
      RoleSample.key("a/app:\($0)", RoleSample.seed) < RoleSample.key("a/app:\($1)", RoleSample.seed)
    }
    #expect(Set(two) == Set(byHash.prefix(2)))
    let seeds = (1...20).map {
      RoleSample.types(in: facts, repo: "a/app", count: 2, seed: "s\($0)").map(\.name)
    }
    #expect(Set(seeds.map { Set($0) }).count > 1)
  }

  @Test("A role that is not one of the fourteen is refused with its line; an empty role is unlabelled")
  func parsing() throws {
    let good = """
      - repo: a/app
        commit: "\(String(repeating: "b", count: 40))"
        label: mvc
        types:
        - {name: A, file: A.swift, line: 1, kind: class, codeLines: 3, role: view, why: "UIView subclass"}
        - {name: B, file: B.swift, line: 1, kind: class, codeLines: 3, role: "", why: ""}
      """
    let labels = try RoleLabels.parse(good)
    #expect(labels.labelledCount == 1)
    #expect(try RoleLabels.parse(labels.yaml()) == labels)
    let bad = good.replacingOccurrences(of: "role: view", with: "role: controller")
    #expect(throws: CorpusError.self) { try RoleLabels.parse(bad) }
    do {
      _ = try RoleLabels.parse(bad)
    } catch {
      #expect(error.description.hasPrefix("Docs/CorpusRoles.yml:5: "), "\(error.description)")
      #expect(error.description.contains("controller"))
    }
  }

  @Test("Each labelled type is scored by the family of the classifier's role; a type it cannot find is said")
  func scoring() {
    let facts = [
      SourceAnalyzer.facts(
        path: "Feed/FeedViewController.swift",
        text: "import UIKit\nfinal class FeedScreen: UIViewController {}\n"),
      SourceAnalyzer.facts(
        path: "Feed/FeedCell.swift", text: "import UIKit\nfinal class FeedCell: UITableViewCell {}\n"),
    ]
    let app = RoleLabels.App(
      repo: "a/app", commit: String(repeating: "c", count: 40), label: "mvc",
      types: [
        .init(
          name: "FeedScreen", file: "Feed/FeedViewController.swift", line: 2, kind: "class", codeLines: 1,
          role: "viewController", why: "UIViewController subclass"),
        .init(
          name: "FeedCell", file: "Feed/FeedCell.swift", line: 2, kind: "class", codeLines: 1,
          role: "presenter", why: "a wrong label, to be scored wrong"),
        .init(
          name: "Gone", file: "Feed/Gone.swift", line: 1, kind: "class", codeLines: 1, role: "models", why: ""
        ),
        .init(name: "Unlabelled", file: "Feed/FeedCell.swift", line: 1, kind: "class", codeLines: 1),
      ])
    let accuracy = RoleAccuracy(rows: RoleAccuracy.rows(of: app, roles: RoleClassifier().classify(facts)))
    #expect(accuracy.rows.map(\.classified) == ["viewController", "view", "not found"])
    #expect(accuracy.right == 1)
    #expect(accuracy.confusion["presenter"] == ["view": 1])
    let text = accuracy.markdown()
    #expect(text.contains("1 of 3 (33.3 %)"))
    #expect(text.contains("| a/app | `FeedCell` | presenter | view |"))
  }
}
