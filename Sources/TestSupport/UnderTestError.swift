/// `ARCHLAB_ARCHITECTURES` names something that is not an architecture.
public struct UnderTestError: Error, Equatable, CustomStringConvertible {
  /// What was wrong and what the names may be.
  public var message: String

  public var description: String { message }
}
