/// The labels of the figures the report shows for each architecture, one figure each: a
/// label means the same count on every page (the cards, Compare two, the pairs section,
/// the tables of details.html), and a count that leaves the framework stand-ins out is
/// never labelled like one that holds them. ``FigureLabelAudit`` reads the pages and
/// names any label shown with two values for one architecture.
public enum FigureLabel {
  /// Code lines of `Sources/<ARCH>/` and the stand-in targets it imports.
  public static let codeLinesWithStandIns = "Code lines, stand-ins included"
  /// Code lines of the module's own code: its framework stand-ins left out.
  public static let ownCodeLines = "Own code lines"
  /// Code lines of the module's framework stand-ins alone.
  public static let standInCodeLines = "Framework stand-in code lines"
  /// Swift files of the module and the stand-in targets it imports.
  public static let filesWithStandIns = "Files, stand-ins included"
  /// Swift files of the module's own code.
  public static let ownFiles = "Own files"
  /// Types and protocols of the module's own code.
  public static let ownTypesAndProtocols = "Own types and protocols"
  /// Types (classes, structs, enums, actors) of the module and its stand-ins.
  public static let typesWithStandIns = "Types, stand-ins included"
  /// Protocols of the module and its stand-ins.
  public static let protocolsWithStandIns = "Protocols, stand-ins included"
  /// Functions of the module and its stand-ins.
  public static let functionsWithStandIns = "Functions, stand-ins included"
  /// Comment lines of the module and its stand-ins.
  public static let commentLinesWithStandIns = "Comment lines, stand-ins included"
  /// Blank lines of the module and its stand-ins.
  public static let blankLinesWithStandIns = "Blank lines, stand-ins included"
  /// The largest type of the module, by code lines.
  public static let largestType = "Largest type (lines)"
  /// The module's unit tests.
  public static let unitTests = "Unit tests"
  /// The unit tests' mutation score on every mutant of the module.
  public static let unitMutationScore = "Unit-test mutation score"
  /// The acceptance suite's mutation score on every mutant of the module.
  public static let acceptanceMutationScore = "Acceptance mutation score"
  /// The unit tests' mutation score on the module's own code (M).
  public static let ownUnitMutationScore = "Unit-test mutation score (own code)"
  /// The acceptance suite's mutation score on the module's own code (M).
  public static let ownAcceptanceMutationScore = "Acceptance mutation score (own code)"
  /// Cyclomatic complexity, mean over the module's functions.
  public static let complexityMean = "Complexity, mean"
  /// Cyclomatic complexity, 90th percentile over the module's functions.
  public static let complexityP90 = "Complexity, 90th percentile"

  /// Every label above: the ones ``FigureLabelAudit`` holds to one value per architecture.
  public static let all: Set<String> = [
    codeLinesWithStandIns, ownCodeLines, standInCodeLines, filesWithStandIns, ownFiles, ownTypesAndProtocols,
    typesWithStandIns, protocolsWithStandIns, functionsWithStandIns, commentLinesWithStandIns,
    blankLinesWithStandIns, largestType, unitTests, unitMutationScore, acceptanceMutationScore,
    ownUnitMutationScore, ownAcceptanceMutationScore, complexityMean, complexityP90,
  ]
}
