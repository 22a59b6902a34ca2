/// What one file-level declaration of a type (its declaration, or an extension of it) shows
/// of the type's structure, nested types included: what it inherits, its attributes, what it holds, what it makes and
/// calls. The role classifier reads these; it never reads the name except as a last resort.
public struct TypeFacts: Codable, Sendable, Equatable {
  /// The name as declared (`ContactListPresenter`), or the extended type as written
  /// (`ViewController`, `ContactListFeature.State`): the key its lines are counted under.
  public var name: String
  /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
  public var kind: DeclarationKind
  /// The types it inherits from or conforms to, as written (generic arguments and module prefixes dropped).
  public var inherits: [String]
  /// Its attributes (`Observable`, `MainActor`, `Reducer`).
  public var attributes: [String]
  /// The properties in its body.
  public var properties: [PropertyFact]
  /// The capitalized names it calls as initializers (`ContactListViewController(…)`).
  public var constructs: [String]
  /// The names of the methods it calls on something (`present`, `pushViewController`, `environment`).
  public var calls: [String]
  /// Whether its body holds only nested types (a namespace of data: `enum ContactListModels { struct … }`).
  public var holdsOnlyTypes: Bool
  /// Enum cases declared in its body.
  public var caseCount: Int
  /// Functions (methods, initializers, subscripts, computed properties) in its body.
  public var functionCount: Int
  /// The line its declaration starts on.
  public var line: Int
  /// Its code lines.
  public var codeLines: Int

  /// Creates facts.
  public init(
    name: String, kind: DeclarationKind, inherits: [String] = [],
    attributes: [String] = [], properties: [PropertyFact] = [], constructs: [String] = [],
    calls: [String] = [],
    holdsOnlyTypes: Bool = false, caseCount: Int = 0, functionCount: Int = 0,
    line: Int = 1, codeLines: Int = 0
  ) {
    self.name = name
    self.kind = kind
    self.inherits = inherits
    self.attributes = attributes
    self.properties = properties
    self.constructs = constructs
    self.calls = calls
    self.holdsOnlyTypes = holdsOnlyTypes
    self.caseCount = caseCount
    self.functionCount = functionCount
    self.line = line
    self.codeLines = codeLines
  }
}
