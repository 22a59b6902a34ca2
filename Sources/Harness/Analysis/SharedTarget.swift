/// A target every architecture builds on: no architecture lives there.
public enum SharedTarget: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, Comparable {
  /// Plain values: contacts, to-do items, days.
  case entities = "Entities"
  /// The stores and their SQLite implementation.
  case storage = "Storage"
  /// The UIKit-shaped text toolkit.
  case screenKit = "ScreenKit"

  /// The target's folder under `Sources/`.
  public var folder: String { "Sources/\(rawValue)" }

  public static func < (lhs: SharedTarget, rhs: SharedTarget) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
