/// The figures a rule needs that this run did not measure.
public struct MissingFigures: Error, Sendable, Equatable {
  /// Their names.
  public var names: [String]
}
