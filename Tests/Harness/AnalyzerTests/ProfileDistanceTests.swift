import Analyzer
import Foundation
import Testing

/// `ArchitectureProfile.distance(to:)`, the same to the last bit in every process.
@Suite("Profile distance")
struct ProfileDistanceTests {
  /// A profile with `shares` and no edges.
  static func profile(_ shares: [RoleFamily: Double]) -> ArchitectureProfile {
    var profile = try! JSONDecoder().decode(
      ArchitectureProfile.self, from: Data(#"{"shares":{},"edges":[],"countedLines":100}"#.utf8))
    profile.shares = shares
    return profile
  }

  @Test(
    "The shares' differences are summed in the families' order, not a set's: the sum's last bit, which a set's order changes from run to run, can swap two references at the same distance"
  )
  func summedInFamilyOrder() {
    // Five differences whose float sum takes three values depending on the order they are added in.
    let mine = Self.profile([
      .viewController: 0.1, .view: 0.2, .presenter: 0.3, .viewModel: 0.4 / 3, .models: 0.7 / 3 - 0.05,
    ])
    let theirs = Self.profile([
      .viewController: 0.3, .view: 0.1, .presenter: 0.2 / 3, .interactor: 0.15, .models: 0.11,
    ])
    let variation = RoleFamily.allCases.reduce(0.0) { $0 + abs(mine.share($1) - theirs.share($1)) } / 2
    let expected = ArchitectureProfile.sharesWeight * variation
    // Under a set's order this fails in about two runs out of three.
    #expect(mine.distance(to: theirs) == expected)
    #expect(theirs.distance(to: mine) == expected)
  }
}
