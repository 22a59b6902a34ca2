/// Size of a test target.
public struct TestFigures: Codable, Sendable, Equatable {
  /// `@Test` functions (a parameterized test counts once).
  public var tests: Int
  /// Files.
  public var files: Int
  /// Lines by kind.
  public var lines: LineCounts

  /// Creates figures.
  public init(tests: Int, files: Int, lines: LineCounts) {
    self.tests = tests
    self.files = files
    self.lines = lines
  }

  /// The figures of the test files `files`.
  public init(files: [FileMetrics]) {
    self.init(
      tests: files.reduce(0) { $0 + $1.testCount }, files: files.count,
      lines: files.reduce(LineCounts()) { $0 + $1.lines })
  }
}
