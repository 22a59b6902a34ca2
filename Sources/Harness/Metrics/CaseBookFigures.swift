/// How one architecture's unit tests express the case book (`Sources/CaseBook`).
public struct CaseBookFigures: Codable, Sendable, Equatable {
  /// Cases of the book the module's unit tests ran and passed.
  public var casesRun: Int
  /// Cases in the book (those the acceptance suite ran).
  public var casesTotal: Int
  /// The ids of the book's cases the unit tests did not run, sorted.
  public var missing: [String]
  /// Code lines of the book's test code: `Tests/<ARCH>Tests/CaseBook/` and every file of the
  /// target declaring a type those files use, wherever it lives (Analysis's `CaseBookTestCode`).
  public var testCodeLines: Int
  /// Code lines of `Tests/<ARCH>Tests/CaseBook/` alone, the definition before issue 41;
  /// `nil` in reports made before both were counted.
  public var folderTestCodeLines: Int?
  /// Median seconds of the module's whole unit-test target, run alone.
  public var unitTestSeconds: Double?
  /// Seconds of the module's whole unit-test target in each timing round, in round order
  /// (every round times each module once, alone, so two modules' rounds pair up); `nil` in
  /// reports made before the rounds were kept.
  public var unitTestRounds: [Double]?

  /// Creates the figures.
  public init(
    casesRun: Int, casesTotal: Int, missing: [String], testCodeLines: Int, folderTestCodeLines: Int? = nil,
    unitTestSeconds: Double?, unitTestRounds: [Double]? = nil
  ) {
    self.folderTestCodeLines = folderTestCodeLines
    self.casesRun = casesRun
    self.casesTotal = casesTotal
    self.missing = missing
    self.testCodeLines = testCodeLines
    self.unitTestSeconds = unitTestSeconds
    self.unitTestRounds = unitTestRounds
  }

  /// Test code lines per case run, or `nil` when none ran.
  public var linesPerCase: Double? {
    casesRun == 0 ? nil : Double(testCodeLines) / Double(casesRun)
  }
}
