/// A yes/no fact a threshold rule reads from the figures: "VIPER's largest type is a presenter".
public struct ClaimFact: Sendable {
  /// The fact, in words.
  public var name: String
  /// Whether it holds, or the figures missing.
  public var read: @Sendable (ClaimFigures) -> Result<Bool, MissingFigures>

  /// Creates a fact.
  public init(_ name: String, read: @escaping @Sendable (ClaimFigures) -> Result<Bool, MissingFigures>) {
    self.name = name
    self.read = read
  }

  /// `name: yes`, `name: no`, or `name: not measured`.
  public func describe(_ figures: ClaimFigures) -> String {
    switch read(figures) {
    case .success(let holds): "\(name): \(holds ? "yes" : "no")"
    case .failure(let missing): "\(name): not measured (\(missing.names.joined(separator: ", ")))"
    }
  }
}
