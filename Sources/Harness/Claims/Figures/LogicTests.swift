/// The unit tests C11 reads ("the tests the article means"): the test files whose tests
/// reach an interactor or a presenter and no view controller, view, builder, wireframe
/// or ScreenKit type: the interactor and presenter tests of 000's test-driven order, not
/// the view, window and assembly tests.
package enum LogicTests {
  /// The roles such a test reaches (at least one).
  package static let reaching: Set<String> = ["interactor", "presenter"]
  /// What it never reaches: the view's and the assembly's roles, and the toolkit.
  package static let excluded: Set<String> = ["viewController", "view", "builder", "wireframe", "screenKit"]
}
