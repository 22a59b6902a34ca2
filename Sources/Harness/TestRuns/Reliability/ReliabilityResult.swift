import Foundation
import HarnessSupport

/// One reliability check as the reliability tests recorded it in this run.
public struct ReliabilityResult: Codable, Sendable, Equatable {
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
      for (key, value) in object where !["check", "tried", "passed", "detail"].contains(key) {
        if let number = value as? NSNumber { figures[key] = number.doubleValue }
      }
      return ReliabilityResult(
        check: object["check"] as? String ?? String(name.dropLast(5)),
        tried: (object["tried"] as? NSNumber)?.intValue,
        passed: (object["passed"] as? NSNumber)?.intValue, detail: object["detail"] as? String ?? "",
        figures: figures)
    }.sorted { $0.check < $1.check }
  }
}
