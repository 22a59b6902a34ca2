import ArgumentParser
import Foundation
import HarnessSupport
import Tour

/// `archlab tour`: follows each action through every architecture and writes the tour's pages.
struct TourCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tour",
    abstract: "Follow each action through every architecture and write the tour's pages.",
    discussion:
      "Runs every action once per architecture in the instrumented test build (.build/coverage) and writes <output>/tour/index.html and one page per action."
  )

  @Option(help: "The report folder; the tour goes into its tour/ folder.")
  var output = "Reports"

  @OptionGroup var workspace: WorkspaceOption

  func run() async throws {
    let rootURL = workspace.url
    let outputURL = URL(fileURLWithPath: output, relativeTo: rootURL).standardizedFileURL
    let figures: [TourFigures]
    do {
      figures = try await runTour(root: rootURL, output: outputURL) { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
    } catch let error as HarnessError {
      throw CLIError(error.description)
    }
    print(TourTable.markdown(figures: figures))
    print("Wrote \(outputURL.path)/tour/index.html and one page per action.")
  }
}
