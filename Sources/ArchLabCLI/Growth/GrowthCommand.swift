import ArgumentParser

/// `archlab growth`: the growth series — the workshop's six changes made one after another.
struct GrowthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "growth",
    abstract: "The app as it grows: the workshop's changes made one after another, in every architecture.",
    discussion: """
      The series lives in Workshop/Growth/ (its README says how); step 0 is today's app, step 6 the \
      grown app (Docs/Feature.md, last section). step and reset turn the checkout itself into a step, \
      asking before discarding anything; archlab run ARCH --step N runs a step without touching the \
      checkout.
      """,
    subcommands: [
      GrowthListCommand.self, GrowthStepCommand.self, GrowthResetCommand.self, GrowthVerifyCommand.self,
    ])
}
