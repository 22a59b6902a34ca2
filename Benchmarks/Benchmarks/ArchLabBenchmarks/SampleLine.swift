import Scenarios

/// One line of the samples file: a timed round or a seeding round.
struct SampleLine: Encodable {
  var paired: RoundSample?
  var seeding: SeedingSample?
}
