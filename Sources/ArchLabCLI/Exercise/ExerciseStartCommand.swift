import ArchLab
import ArgumentParser
import Foundation
import Workshop
import WorkshopMarker

/// `archlab exercise start ID --arch A`: makes the exercise active for one
/// architecture, from the commit checked out (the Workshop target's ``ExerciseSession``).
struct ExerciseStartCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "start",
    abstract: "Start an exercise in one architecture: its tests become active there.",
    discussion: """
      Records the commit you start from (in Sources/<ARCH>/.exercise, ignored by git). If the \
      architecture's folders have uncommitted changes, it asks before discarding them; answer no \
      and nothing is changed. Files outside Sources/<ARCH> and Tests/<ARCH>Tests are never touched.
      """)

  @OptionGroup var selection: ExerciseSelection

  @Flag(help: "Answer yes to the question about discarding uncommitted changes.")
  var yes = false

  func run() async throws {
    let (exercise, _, _) = try await selection.resolve()
    let arch = selection.arch
    let session = ExerciseSession(exercise, in: arch, root: selection.workspace.url)
    var result = try await workshop { try await session.start(discarding: false) }
    if case .uncommitted(let dirty, let base) = result {
      print("\(arch.displayName)'s folders have changes that are not committed:")
      for file in dirty { print("  \(file)") }
      guard
        Confirmation.ask("Discard them to start \(exercise.heading) from \(base.prefix(12))?", assumeYes: yes)
      else {
        print("Nothing was changed. Commit or stash them, or answer yes.")
        throw ExitCode(1)
      }
      result = try await workshop { try await session.start(discarding: true) }
    }
    switch result {
    case .alreadyStarted:
      print("\(exercise.heading) is already started in \(arch.displayName); nothing changed.")
    case .busy(let other):
      throw CLIError(
        "\(arch.displayName) is doing \(other); finish it, or reset it first: "
          + "archlab exercise reset \(other.prefix(2)) --arch \(arch.rawValue)")
    case .uncommitted:
      throw CLIError("\(arch.displayName)'s folders still have uncommitted changes; nothing was started")
    case .started(let base, let discarded):
      if !discarded.isEmpty { print("Discarded.") }
      print("Started \(exercise.heading) in \(arch.displayName), from commit \(base.prefix(12)).")
      if let shared = exercise.sharedSolution {
        let relative = shared.path.replacingOccurrences(of: selection.workspace.url.path + "/", with: "")
        print(
          """
          This change reaches the shared targets too (the sheet says which). Their part is given:
            git apply \(relative)
          or write it yourself; check counts it in your change, and reset leaves it alone.
          """)
      }
    }
    printNextSteps(exercise)
  }

  private func printNextSteps(_ exercise: WorkshopExercise) {
    let arch = selection.arch
    let relative = exercise.sheet.path.replacingOccurrences(of: selection.workspace.url.path + "/", with: "")
    print(
      """

      Read the sheet:   archlab exercise show \(exercise.number)   (\(relative))
      Work in:          \(ExerciseMarker.folders(of: arch).joined(separator: ", "))
      Get graded:       archlab exercise check \(exercise.number) --arch \(arch.rawValue)
      Start over:       archlab exercise reset \(exercise.number) --arch \(arch.rawValue)
      """)
  }
}
