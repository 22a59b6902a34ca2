import ArchLab
import ArgumentParser
import Foundation

/// `archlab seed`: fills a database with deterministic, realistic data.
struct SeedCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "seed",
    abstract: "Add deterministic contacts and to-do items to a database.")

  @OptionGroup var database: DatabaseOptions

  @Option(parsing: .unconditional, help: "How many contacts to add (0 or more).")
  var contacts: Int

  @Option(parsing: .unconditional, help: "How many to-do items to add (0 or more).")
  var todos: Int

  @Option(help: "The seed of the generator: the same seed gives the same data.")
  var seed: UInt64 = 1

  func validate() throws {
    guard contacts >= 0 else { throw ValidationError("--contacts must be 0 or more, not \(contacts)") }
    guard todos >= 0 else { throw ValidationError("--todos must be 0 or more, not \(todos)") }
    guard contacts <= 10_000_000, todos <= 10_000_000 else {
      throw ValidationError("--contacts and --todos can be at most 10000000")
    }
  }

  func run() throws {
    let store = try database.openStore()
    let start = ContinuousClock.now
    do {
      try Seeder(seed: seed).fill(store, contacts: contacts, todos: todos, today: database.clock.today())
    } catch { throw CLIError(error.description) }
    let elapsed = ContinuousClock.now - start
    print(
      "Added \(contacts) contacts and \(todos) to-do items to \(store.path) in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow)))."
    )
  }
}
