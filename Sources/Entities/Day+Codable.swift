extension Day: Codable {
  /// Decodes a day written as `YYYY-MM-DD`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let day = Day(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a day written as YYYY-MM-DD")
    }
    self = day
  }

  /// Encodes the day as `YYYY-MM-DD`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
