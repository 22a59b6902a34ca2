import Foundation
import HarnessSupport

/// Times each module's unit tests: the already built test bundle is run once
/// per target and round, the targets in a new order each round, and each
/// target's time is the median of its rounds.
///
/// The bundle is run directly (what `swift test` runs, without its planning), and
/// the time is the run's own as Swift Testing's event stream gives it: from the
/// `runStarted` event's instant to the `runEnded` event's, on the test library's clock
/// (the suspending uptime clock, nanoseconds, written with microsecond precision or
/// better), so that neither the process's start nor the parent's wait for its end
/// enters the figure.
public struct UnitTestTimer: Sendable {
  /// The built test bundle (`<scratch>/debug/<Package>PackageTests.xctest`).
  public var bundle: URL
  /// Where the bundle runs (the package root).
  public var root: URL
  /// Rounds per target.
  public var rounds: Int

  /// Creates a timer.
  public init(bundle: URL, root: URL, rounds: Int = 11) {
    self.bundle = bundle
    self.root = root
    self.rounds = rounds
  }

  /// The median seconds of each target's unit tests; a round whose tests fail throws.
  public func median(targets: [String]) async throws -> [String: Double] {
    try await rounds(targets: targets).compactMapValues { Statistics.percentile(0.5, ofSorted: $0.sorted()) }
  }

  /// The seconds of each target's unit tests in each round, in round order: every round
  /// times every target once, so two targets' rounds pair up. A round whose tests fail throws.
  public func rounds(targets: [String]) async throws -> [String: [Double]] {
    let profiles = FileManager.default.temporaryDirectory.appending(
      path: "archlab-timer-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profiles) }
    var samples: [String: [Double]] = [:]
    for round in 0..<rounds {
      for target in Self.rotated(targets, by: round) {
        samples[target, default: []].append(try await time(target, profiles: profiles))
      }
    }
    return samples
  }

  /// `values` rotated left by `count`: each round starts with another target.
  static func rotated(_ values: [String], by count: Int) -> [String] {
    guard !values.isEmpty else { return values }
    let shift = count % values.count
    return Array(values[shift...] + values[..<shift])
  }

  /// Runs `target`'s tests once and returns the run's own seconds, read from its event
  /// stream; the instrumented bundle's profiles go to `profiles`.
  private func time(_ target: String, profiles: URL) async throws -> Double {
    let profile = profiles.appending(path: "%p.profraw")
    let stream = profiles.appending(path: "\(target)-\(UUID().uuidString).jsonl")
    try FileManager.default.createDirectory(at: profiles, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: stream) }
    let result = try await Shell.run(
      [
        bundle.path, "--testing-library", "swift-testing", "--filter", "^\(target)\\.",
        "--event-stream-output-path", stream.path, "--event-stream-version",
        String(TestEventStreamReader.version),
      ], in: root,
      environment: ProcessInfo.processInfo.environment.merging(["LLVM_PROFILE_FILE": profile.path]) { $1 })
    guard result.status == 0 else {
      throw HarnessError.tool("\(target)'s unit tests failed while being timed (exit \(result.status))")
    }
    let run: TestRun
    do { run = try TestEventStreamReader.read(contentsOf: stream) } catch {
      throw HarnessError.tool("\(target)'s event stream could not be read while timing it: \(error)")
    }
    guard let seconds = run.seconds else {
      throw HarnessError.tool(
        "\(target)'s event stream has no runStarted and runEnded instants: its tests cannot be timed")
    }
    return seconds
  }
}
