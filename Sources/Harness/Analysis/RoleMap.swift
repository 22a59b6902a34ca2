import HarnessSupport

/// The roles the classifier chose for an analysed tree: each file-level type's, with its
/// evidence, and the role of any key a declaration is counted under.
public struct RoleMap: Sendable {
  /// Each declared file-level type, by name.
  public var types: [String: ClassifiedType]
  /// Extensions of types declared outside the tree, by the extended name as written.
  public var extensions: [String: ClassifiedType]
  /// Every declared type name, nested ones included, with the file-level type owning it.
  var owners: [String: String]
  /// The names the tree was read with (``PlatformVocabulary/of(_:)``).
  public var vocabulary: PlatformVocabulary
  /// Whether a file is stand-in code, as the project declares (``RoleClassifier/isStandIn``).
  public var isStandIn: @Sendable (String) -> Bool

  /// Creates a map.
  init(
    types: [String: ClassifiedType], extensions: [String: ClassifiedType], owners: [String: String],
    vocabulary: PlatformVocabulary = .platforms,
    isStandIn: @escaping @Sendable (String) -> Bool = { _ in false }
  ) {
    self.types = types
    self.extensions = extensions
    self.owners = owners
    self.vocabulary = vocabulary
    self.isStandIn = isStandIn
  }

  /// The role of a declaration counted under `key` (a type's name, or an extended type as
  /// written) in the file at `path`: `frameworkStandIn` in a stand-in's file.
  public func role(of key: String, in path: String) -> Role {
    if isStandIn(path) { return .frameworkStandIn }
    return classified(key)?.role ?? .other
  }

  /// The role of each declaration of the file at `path`, by the key it is counted under:
  /// ``role(of:in:)`` with the path read once for all of them.
  public func roles(in path: String) -> (String) -> Role {
    if isStandIn(path) { return { _ in .frameworkStandIn } }
    return { classified($0)?.role ?? .other }
  }

  /// The classified type a key stands for: the declared type (a nested name's file-level
  /// owner), or the extension of an external type.
  public func classified(_ key: String) -> ClassifiedType? {
    // A plain name (most keys and references) is its own base name: no need to take it apart.
    if !key.utf8.contains(where: Self.writtenTypeMarks.contains) {
      if let owner = owners[key], let type = types[owner] { return type }
      return extensions[key]
    }
    let components = key.split(separator: ".").map { TypeName.base(String($0)) }
    for candidate in [components.first, components.last].compactMap({ $0 }) {
      if let owner = owners[candidate], let type = types[owner] { return type }
    }
    return extensions[key]
  }

  /// The bytes that make a name more than a plain name for ``TypeName/base(_:)``: a dot, a
  /// generic or optional mark, a space (`any P`), an attribute's `@`.
  private static let writtenTypeMarks: Set<UInt8> = Set(".<?! @".utf8)
}
