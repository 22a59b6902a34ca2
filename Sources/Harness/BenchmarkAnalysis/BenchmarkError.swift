/// Benchmark output or samples that cannot be read, or runs that cannot be compared.
public struct BenchmarkError: Error, CustomStringConvertible {
  /// What is wrong.
  public var description: String

  /// Creates an error.
  public init(description: String) { self.description = description }
}
