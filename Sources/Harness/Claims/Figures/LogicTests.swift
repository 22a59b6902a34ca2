import Analysis

/// The unit tests C11 reads ("the tests the article means"): the test files whose tests
/// reach an interactor or a presenter and no view controller, view, builder, wireframe
/// or ScreenKit type: the interactor and presenter tests of 000's test-driven order, not
/// the view, window and assembly tests.
///
/// Both suites C11 compares are scored on the same mutants, those such tests can reach by
/// their selection: the module's own code in every role but the ones they never reach.
package enum LogicTests {
  /// The roles whose mutants such tests never reach by their selection: left out of both
  /// scores C11 compares, so that neither suite is scored on mutants only the other can reach.
  package static let unreachedRoles: Set<Role> = [.viewController, .view, .builder, .wireframe]
  /// The roles such a test reaches (at least one).
  package static let reaching: Set<String> = ["interactor", "presenter"]
  /// What it never reaches: the view's and the assembly's roles, and the toolkit.
  package static let excluded: Set<String> = ["viewController", "view", "builder", "wireframe", "screenKit"]
}
