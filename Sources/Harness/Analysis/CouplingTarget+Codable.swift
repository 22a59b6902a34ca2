extension CouplingTarget: Codable, CodingKeyRepresentable {
  public init(from decoder: any Decoder) throws {
    let key = try decoder.singleValueContainer().decode(String.self)
    guard let target = CouplingTarget(key: key) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "\"\(key)\" is neither a role nor a shared target"
        ))
    }
    self = target
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(key)
  }

  public var codingKey: any CodingKey { Key(stringValue: key) }

  public init?<T: CodingKey>(codingKey: T) {
    self.init(key: codingKey.stringValue)
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
