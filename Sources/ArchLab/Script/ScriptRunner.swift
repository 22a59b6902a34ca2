import ScreenKit

/// Runs script commands against a screen driver.
@MainActor
public struct ScriptRunner {
  /// The driver acted on.
  public let driver: ScreenDriver
  /// Where `print` writes the screen.
  public var output: (String) -> Void

  /// Creates a runner.
  public init(driver: ScreenDriver, output: @escaping (String) -> Void) {
    self.driver = driver
    self.output = output
  }

  /// Runs one command; a failure is a ``ScriptError`` for `line`.
  public func run(_ command: ScriptCommand, line: Int) throws(ScriptError) {
    do {
      switch command {
      case .tab(let name): try driver.selectTab(name)
      case .tap(let title): try driver.tap(title)
      case .fill(let label, let text): try driver.fill(label, with: text)
      case .select(let text): try driver.select(text)
      case .swipe(let row, let action): try driver.swipe(row, action: action)
      case .scroll(let pages): try driver.scroll(pages: pages)
      case .print: output(driver.text)
      case .expect(let text):
        guard driver.shows(text) else {
          throw ScriptError(
            line: line, message: "expected \"\(text)\" on screen, but it shows:\n\(driver.text)")
        }
      }
    } catch let error as DriverError {
      throw ScriptError(line: line, message: error.description)
    } catch let error as ScriptError {
      throw error
    } catch {
      throw ScriptError(line: line, message: "\(error)")
    }
  }

  /// Runs every command in order, stopping at the first failure.
  public func run(_ commands: [(line: Int, command: ScriptCommand)]) throws(ScriptError) {
    for (line, command) in commands { try run(command, line: line) }
  }
}
