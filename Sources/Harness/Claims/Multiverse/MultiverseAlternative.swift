/// One alternative of a ``MultiverseChoice``: the figures read another way, or the margins
/// at another scale.
public struct MultiverseAlternative: Sendable {
  /// The choice it is an alternative of.
  public var choice: MultiverseChoice
  /// A stable id: `margin-wide`, `mutants-viper+1`.
  public var id: String
  /// In words: `margins 10 % wider`.
  public var title: String
  /// The factor of every margin (1 but for the `margin` choice).
  public var factor: Double
  /// The figures as this alternative reads them.
  public var transform: @Sendable (ClaimFigures) -> ClaimFigures

  /// Creates an alternative.
  init(
    _ choice: MultiverseChoice, _ id: String, _ title: String, factor: Double = 1,
    transform: @escaping @Sendable (ClaimFigures) -> ClaimFigures = { $0 }
  ) {
    self.choice = choice
    self.id = id
    self.title = title
    self.factor = factor
    self.transform = transform
  }
}
