/// A person in the contacts list, as stored.
///
/// A plain value: validation, sorting and the displayed full name are feature
/// rules, and each architecture module places them where it puts such rules.
public struct Contact: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// The stable identifier given by storage; larger ids were added later.
  public var id: Int64
  /// The first name, trimmed and validated before it was stored.
  public var firstName: String
  /// The last name, trimmed and validated before it was stored.
  public var lastName: String

  /// Creates a contact value.
  public init(id: Int64, firstName: String, lastName: String) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
  }
}
