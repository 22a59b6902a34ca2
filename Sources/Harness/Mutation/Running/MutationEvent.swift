/// What a mutation run tells as it goes.
public enum MutationEvent: Sendable {
  /// A step begins or ends: `Building the scratch package (round 1)…`.
  case step(String)
  /// How far the mutant runs are; sent at least every ten seconds while they run.
  case progress(MutationProgress)
}
