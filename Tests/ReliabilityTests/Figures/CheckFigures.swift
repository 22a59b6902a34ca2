/// The figures one test measured for a check, and what failed or was skipped.
///
/// Several tests of one check add up in the same file (see ``Figures``).
struct CheckFigures: Sendable {
  /// The check these figures belong to.
  var check: ReliabilityCheck
  /// How many cases were tried.
  var tried = 0
  /// How many of them passed.
  var passed = 0
  /// Other measured numbers, by name (`rowsLost`, `objectsLeftBehind`…); added up across tests.
  var numbers: [String: Int] = [:]
  /// Wall-clock seconds the check took (recorded, never asserted).
  var seconds = 0.0
  /// The failed expectations, in words.
  var failures: [String] = []
  /// Why the check, or a part of it, did not run.
  var skipped: [String] = []

  init(_ check: ReliabilityCheck) { self.check = check }

  /// Counts one case.
  mutating func count(_ passed: Bool) {
    tried += 1
    if passed { self.passed += 1 }
  }

  /// Adds `value` to the number `name`.
  mutating func add(_ value: Int, to name: String) {
    numbers[name, default: 0] += value
  }

  /// The number `name`, 0 if none was recorded.
  func number(_ name: String) -> Int { numbers[name, default: 0] }

  /// Notes that the check, or a part of it, did not run, and why.
  mutating func skip(_ reason: String) {
    skipped.append(reason)
  }

  /// Adds the figures of another test of the same check.
  mutating func merge(_ other: CheckFigures) {
    tried += other.tried
    passed += other.passed
    seconds += other.seconds
    for (name, value) in other.numbers { add(value, to: name) }
    failures += other.failures
    skipped += other.skipped
  }

  /// Failed if an expectation failed or nothing was tried without a reason;
  /// skipped if nothing ran, for the reasons given; passed otherwise.
  var status: CheckStatus {
    if !failures.isEmpty { return .failed }
    if tried == 0 { return skipped.isEmpty ? .failed : .skipped }
    return .passed
  }

  /// What failed, or why the check or a part of it was skipped; `nil` if there is nothing to say.
  var reason: String? {
    var parts: [String] = []
    if !failures.isEmpty {
      let shownFailures = failures.prefix(3).map { $0.count > 300 ? $0.prefix(300) + "…" : $0 }
      let more = failures.count > 3 ? "; and \(failures.count - 3) more" : ""
      parts.append(
        "\(failures.count) failed expectation\(failures.count == 1 ? "" : "s"): "
          + shownFailures.joined(separator: "; ") + more)
    } else if tried == 0 && skipped.isEmpty {
      parts.append("no case was tried")
    }
    if !skipped.isEmpty {
      parts.append(
        (tried == 0 ? "not run: " : "partly not run: ") + Array(Set(skipped)).sorted().joined(separator: "; ")
      )
    }
    return parts.isEmpty ? nil : parts.joined(separator: ". ")
  }
}
