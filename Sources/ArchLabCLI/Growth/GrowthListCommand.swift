import ArchLab
import ArgumentParser
import Foundation
import Growth

/// `archlab growth list`: the steps, what each adds, and the step the checkout is at.
struct GrowthListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the steps of the growth series.")

  @OptionGroup var options: GrowthOptions

  func run() throws {
    let series = try options.series()
    let current = GrowthCheckout.currentStep(root: options.url)
    print("\(current == 0 ? "*" : " ") 0  today's app")
    for step in series.steps {
      let missing = Architecture.allCases.filter {
        !FileManager.default.fileExists(atPath: step.patch(for: $0).path)
      }
      let note =
        missing.isEmpty ? "" : "   (not written yet in \(missing.map(\.displayName).joined(separator: ", ")))"
      print("\(current == step.number ? "*" : " ") \(step.number)  + \(step.title)\(note)")
    }
    print(
      "\n* the step the checkout is at. Read a step as source: archlab growth step 4 · run one: "
        + "archlab run mvc --step \(series.last)")
  }
}
