import Foundation
import HarnessSupport

/// One reliability check as the reliability tests recorded it in this run.
///
/// A check that failed or was skipped is recorded too, with its ``status``
/// and the ``reason``: the table shows every check the tests know, never
/// only those that passed. Files written before `status` and `reason`
/// existed read as passed, without a reason.
public struct ReliabilityResult: Codable, Sendable, Equatable {
  /// How a check ended.
  public enum Status: String, Codable, Sendable, CaseIterable {
    /// Every case it tried passed.
    case passed
    /// At least one case failed, or the check stopped before it finished; ``reason`` says what.
    case failed
    /// It did not run; ``reason`` says why (for instance, the `archlab` executable was not built).
    case skipped
  }

  /// What was checked (`crash safety`, `concurrent writers`, …).
  public var check: String
  /// How many cases were tried, if the check counts them.
  public var tried: Int?
  /// How many of them passed.
  public var passed: Int?
  /// The result in words, with its figures.
  public var detail: String
  /// Any other figure the check measured (for instance a memory delta in bytes).
  public var figures: [String: Double]
  /// Whether the check passed, failed or was skipped.
  public var status: Status
  /// What failed, or why the check (or a part of it) was skipped; `nil` when there is nothing to say.
  public var reason: String?

  /// Creates a result; without `status`, a passed one.
  public init(
    check: String, tried: Int?, passed: Int?, detail: String, figures: [String: Double],
    status: Status = .passed, reason: String? = nil
  ) {
    self.check = check
    self.tried = tried
    self.passed = passed
    self.detail = detail
    self.figures = figures
    self.status = status
    self.reason = reason
  }

  private enum CodingKeys: String, CodingKey {
    case check, tried, passed, detail, figures, status, reason
  }

  /// Decodes a result; a missing `status` reads as passed, an unknown one as failed (saying so).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    check = try container.decode(String.self, forKey: .check)
    tried = try container.decodeIfPresent(Int.self, forKey: .tried)
    passed = try container.decodeIfPresent(Int.self, forKey: .passed)
    detail = try container.decodeIfPresent(String.self, forKey: .detail) ?? ""
    figures = try container.decodeIfPresent([String: Double].self, forKey: .figures) ?? [:]
    let reason = try container.decodeIfPresent(String.self, forKey: .reason)
    (status, self.reason) = Self.status(
      try container.decodeIfPresent(String.self, forKey: .status), reason: reason)
  }

  /// The status a file gives, read leniently: none is passed, an unknown one is failed.
  static func status(_ text: String?, reason: String?) -> (Status, String?) {
    guard let text else { return (.passed, reason) }
    if let status = Status(rawValue: text) { return (status, reason) }
    return (.failed, ["unknown status '\(text)'", reason].compactMap { $0 }.joined(separator: "; "))
  }

  /// Reads every `*.json` file the tests wrote into `folder`, sorted by check.
  public static func read(folder: URL) throws -> [ReliabilityResult] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }.sorted()
    return try names.map { name in
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw HarnessError.file("\(name) is not a JSON object")
      }
      var figures: [String: Double] = [:]
      for (key, value) in object
      where !["check", "tried", "passed", "detail", "status", "reason"].contains(key) {
        if let number = value as? NSNumber { figures[key] = number.doubleValue }
      }
      let (status, reason) = status(object["status"] as? String, reason: object["reason"] as? String)
      return ReliabilityResult(
        check: object["check"] as? String ?? String(name.dropLast(5)),
        tried: (object["tried"] as? NSNumber)?.intValue,
        passed: (object["passed"] as? NSNumber)?.intValue, detail: object["detail"] as? String ?? "",
        figures: figures, status: status, reason: reason)
    }.sorted { $0.check < $1.check }
  }
}
