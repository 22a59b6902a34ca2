/// A property declared in a type's body, as the role classifier reads it: what it
/// holds, how (weakly, in a collection, as a closure) and through which wrapper.
public struct PropertyFact: Codable, Sendable, Equatable {
  /// Its name (`presenter`): printed in evidence, never used to decide a role.
  public var name: String
  /// The capitalized type names its annotation names (`any ContactListViewProtocol` → `ContactListViewProtocol`).
  public var typeNames: [String]
  /// The type its initial value constructs (`= ContactBook()` → `ContactBook`), if any.
  public var constructed: String?
  /// Held `weak` or `unowned`.
  public var isWeak: Bool
  /// `static` or `class`.
  public var isStatic: Bool
  /// A computed property (a getter), which holds nothing.
  public var isComputed: Bool
  /// Its annotation is a function type (`var all: @Sendable () -> [Contact]`).
  public var isClosure: Bool
  /// Its annotation is an array, a set or a dictionary (`[any CoordinatorProtocol]`).
  public var isCollection: Bool
  /// The attributes written on it (`State`, `StateObject`, `Environment`, `Published`, `ObservationIgnored`).
  public var wrappers: [String]
  /// The capitalized type names in the wrappers' arguments (`@Environment(ContactBook.self)` → `ContactBook`).
  public var wrapperArguments: [String]

  /// Creates a property fact.
  public init(
    name: String, typeNames: [String] = [], constructed: String? = nil, isWeak: Bool = false,
    isStatic: Bool = false, isComputed: Bool = false, isClosure: Bool = false, isCollection: Bool = false,
    wrappers: [String] = [], wrapperArguments: [String] = []
  ) {
    self.name = name
    self.typeNames = typeNames
    self.constructed = constructed
    self.isWeak = isWeak
    self.isStatic = isStatic
    self.isComputed = isComputed
    self.isClosure = isClosure
    self.isCollection = isCollection
    self.wrappers = wrappers
    self.wrapperArguments = wrapperArguments
  }

  /// Every type this property names: its annotation, its initial value and its wrapper's arguments.
  public var allTypeNames: [String] {
    typeNames + (constructed.map { [$0] } ?? []) + wrapperArguments
  }
}
