import ArgumentParser

/// `archlab growth reset`: the checkout back at step 0.
struct GrowthResetCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Turn the checkout back into today's app (step 0), asking before discarding work.")

  @Flag(help: "Answer yes to the question about discarding uncommitted changes.")
  var yes = false

  @OptionGroup var options: GrowthOptions

  func run() async throws {
    try await GrowthTurn.run(to: 0, series: try options.series(), yes: yes)
  }
}
