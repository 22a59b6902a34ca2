import ArchLab
import Foundation

extension Architecture {
  /// The environment variable that restricts the acceptance suite to some architectures,
  /// comma-separated: `ARCHLAB_ARCHITECTURES=mvc` (mutation testing runs the suite
  /// against the one module it mutates).
  public static let underTestVariable = "ARCHLAB_ARCHITECTURES"

  /// The architectures the acceptance suite runs: all of them, or those
  /// `ARCHLAB_ARCHITECTURES` names; a name that is no architecture stops the run with
  /// a message rather than silently testing nothing.
  public static var underTest: [Architecture] {
    do {
      return try underTest(ProcessInfo.processInfo.environment[underTestVariable])
    } catch {
      preconditionFailure("\(error)")
    }
  }

  /// Each architecture under test with another to compare its output with: MVC, or MVP
  /// for MVC. When all four run, MVC is only the reference, as before.
  public static var underTestWithReference: [(Architecture, Architecture)] { withReference(underTest) }

  /// Each of `chosen` with the architecture its output is compared with (see
  /// ``underTestWithReference``).
  public static func withReference(_ chosen: [Architecture]) -> [(Architecture, Architecture)] {
    let compared = chosen == allCases ? chosen.filter { $0 != .mvc } : chosen
    return compared.map { ($0, $0 == .mvc ? .mvp : .mvc) }
  }

  /// The architectures `value` names (comma-separated, case-insensitive); all of them
  /// when `value` is `nil` or blank.
  public static func underTest(_ value: String?) throws -> [Architecture] {
    let names = (value ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    .filter { !$0.isEmpty }
    guard !names.isEmpty else { return allCases }
    var chosen: [Architecture] = []
    for name in names {
      guard let architecture = Architecture(rawValue: name) else {
        throw UnderTestError(
          message:
            "\(underTestVariable)=\(value ?? "") names '\(name)', which is not one of "
            + allCases.map(\.rawValue).joined(separator: ", "))
      }
      if !chosen.contains(architecture) { chosen.append(architecture) }
    }
    return allCases.filter { chosen.contains($0) }
  }
}
