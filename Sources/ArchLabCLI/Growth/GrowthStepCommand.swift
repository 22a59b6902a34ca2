import ArgumentParser
import Foundation
import Growth

/// `archlab growth step N`: turns the checkout into step N of the series.
struct GrowthStepCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "step",
    abstract: "Turn the checkout into a step of the growth series, to read it as plain source.",
    discussion: """
      Every architecture and the shared targets become the step's (0 is today's app). Files that hold \
      work the series does not account for are listed and kept unless you answer yes. The step is \
      recorded in Workshop/Growth/.step (ignored by git); archlab growth reset goes back to step 0.
      """)

  @Argument(help: "The step: 0 (today's app) to the last.")
  var step: String

  @Flag(help: "Answer yes to the question about discarding uncommitted changes.")
  var yes = false

  @OptionGroup var options: GrowthOptions

  func validate() throws {
    let series = try options.series()
    do {
      _ = try series.number(step)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() async throws {
    let series = try options.series()
    let number = try growth { try series.number(step) }
    try await GrowthTurn.run(to: number, series: series, yes: yes)
  }
}

/// Turning the checkout into a step, shared by `step` and `reset`.
enum GrowthTurn {
  static func run(to number: Int, series: GrowthSeries, yes: Bool) async throws {
    let checkout = GrowthCheckout(series: series)
    let plan = try await growth { try await checkout.plan(number) }
    if plan.from == number && plan.uncommitted.isEmpty {
      print("The checkout is at step \(number) already; nothing changed.")
      return
    }
    var discarding = false
    if !plan.uncommitted.isEmpty {
      print("These files hold work the growth series does not account for:")
      for file in plan.uncommitted { print("  \(file)") }
      guard
        Confirmation.ask(
          "Discard it to turn the checkout from step \(plan.from) into step \(number)?", assumeYes: yes)
      else {
        print("Nothing was changed. Commit or stash it, or answer yes.")
        throw ExitCode(1)
      }
      discarding = true
    }
    let done = try await growth { try await checkout.turn(into: number, discarding: discarding) }
    print(
      "The checkout is at step \(number) now (\(done.written.count) files written, \(done.removed.count) removed)"
        + (number == 0 ? ": today's app." : ": \(series.steps[number - 1].heading) is the last change in it.")
    )
    if number > 0 {
      print("Read any architecture's folder as it is at this step; go back with: archlab growth reset")
    }
  }
}
