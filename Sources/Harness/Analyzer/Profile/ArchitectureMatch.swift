/// One reference architecture set beside a profile: how far it is, and the evidence in words.
public struct ArchitectureMatch: Codable, Sendable, Equatable {
  /// The reference (`VIPER`).
  public var architecture: String
  /// The profile distance, 0…1 (``ArchitectureProfile/distance(to:)``).
  public var distance: Double
  /// What decides it, in a sentence.
  public var evidence: String
}
