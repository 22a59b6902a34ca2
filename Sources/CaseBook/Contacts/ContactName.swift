/// A first and a last name, as typed into the New Contact form or as stored.
public struct ContactName: Sendable, Hashable, CustomStringConvertible {
  /// The first name.
  public var first: String
  /// The last name.
  public var last: String

  /// The name `first last`.
  public init(_ first: String, _ last: String) {
    self.first = first
    self.last = last
  }

  /// What a row of the list shows: `first + " " + last`.
  public var fullName: String { first + " " + last }

  public var description: String { fullName }
}
