import ArchLab
import Foundation
import Testing
import WorkshopMarker

/// The workshop's exercises (`Workshop/Exercises/<id>/`), and for which
/// architectures each one's acceptance tests run.
///
/// An exercise is active for an architecture when `archlab exercise start`
/// left its marker, `Sources/<ARCH>/.exercise`, or when the environment
/// variable `ARCHLAB_EXERCISE` names it: `all`, `<id>` (every architecture) or
/// `<id>:<arch>,<arch>` — what `archlab exercise check` and CI set. When the
/// variable is set, the markers are not read. On a clean checkout nothing is
/// active and every exercise suite is skipped, so `swift test` stays green.
enum Exercise: String, CaseIterable, Sendable {
  case deleteContact = "01-delete-contact"
  case searchContacts = "02-search-contacts"
  case markDone = "03-mark-done"
  case contactDetail = "04-contact-detail"
  case overdue = "05-overdue"
  case liveValidation = "06-live-validation"

  /// The architectures this exercise is active for, in declaration order.
  var activeArchitectures: [Architecture] {
    Architecture.allCases.filter { Activation.current.isActive(self, for: $0) }
  }

  /// Whether the exercise is active for any architecture.
  var isActive: Bool { !activeArchitectures.isEmpty }

  /// Why the suite is skipped when it is not active.
  var inactiveReason: Comment {
    "not active; start it with `archlab exercise start \(rawValue.prefix(2)) --arch ARCH`"
  }
}

/// What is active, read once per test process.
struct Activation: Sendable {
  /// Exercise ids by architecture.
  var exercises: [Architecture: Set<String>]

  static let current = Activation(environment: ProcessInfo.processInfo.environment, root: packageRoot)

  /// Reads `ARCHLAB_EXERCISE` if set, the markers under `root/Sources` otherwise.
  init(environment: [String: String], root: URL) {
    if let value = environment["ARCHLAB_EXERCISE"] {
      exercises = Activation.parse(value)
    } else {
      exercises = [:]
      for architecture in Architecture.allCases {
        if let marker = ExerciseMarker.read(for: architecture, root: root) {
          exercises[architecture] = [marker.exercise]
        }
      }
    }
  }

  func isActive(_ exercise: Exercise, for architecture: Architecture) -> Bool {
    exercises[architecture]?.contains(exercise.rawValue) ?? false
  }

  /// `all`, `<id>` or `<id>:<arch>,<arch>`, several separated by `;`.
  static func parse(_ value: String) -> [Architecture: Set<String>] {
    var result: [Architecture: Set<String>] = [:]
    for entry in value.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
      guard let id = parts.first else { continue }
      let ids = id == "all" ? Exercise.allCases.map(\.rawValue) : [id]
      let architectures =
        parts.count == 2
        ? parts[1].split(separator: ",").compactMap {
          Architecture(rawValue: $0.trimmingCharacters(in: .whitespaces))
        }
        : Architecture.allCases
      for architecture in architectures { result[architecture, default: []].formUnion(ids) }
    }
    return result
  }

  /// The package's root, from this file's place in it.
  private static var packageRoot: URL {
    URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }
}
