import Foundation

/// The speed benchmark of `archlab analyze` (`archlab analyze --benchmark`).
public enum AnalyzerBenchmark {
  /// Runs it, printing each figure through `print`.
  public static func run(checkout: URL, print: @escaping @Sendable (String) -> Void)
    async throws(AnalyzerError)
  {
    print("not yet")
  }
}
