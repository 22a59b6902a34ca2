/// Where one compared figure puts the claim (the dominance rule of `Docs/Claims.md`).
public enum Leaning: Sendable, Equatable {
  /// The figure goes the way the claim says, beyond the margin.
  case forClaim
  /// The figure goes the other way, beyond the margin.
  case against
  /// Within the margin, or without a value to compare.
  case withinMargin

  /// `for the claim`, `against it`, `within the margin`.
  public var words: String {
    switch self {
    case .forClaim: "for the claim"
    case .against: "against it"
    case .withinMargin: "within the margin"
    }
  }
}
