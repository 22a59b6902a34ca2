/// Everything one parse of a Swift file gives, before any role is known: its lines,
/// declarations, functions and the structure of its types. ``metrics(roles:)`` turns it
/// into ``FileMetrics`` once roles are chosen (by name, or by ``RoleClassifier``), so a
/// file is parsed once whatever decides the roles, and facts can be cached by content.
public struct FileFacts: Codable, Sendable, Equatable {
  /// A file-level declaration: the type it declares or extends, and what is counted for it.
  public struct Declaration: Codable, Sendable, Equatable {
    /// The type declared or extended, as written; `nil` for a free function.
    public var key: String?
    /// The lines counted for it: those its range (leading comments included) holds and no
    /// earlier declaration's does.
    public var lines: LineCounts
    /// The capitalized type and value names it refers to, sorted.
    public var references: [String]
  }

  /// A type or protocol declared in the file, nested ones included.
  public struct Declared: Codable, Sendable, Equatable {
    /// Its name.
    public var name: String
    /// Its keyword.
    public var kind: DeclarationKind
    /// Its code lines.
    public var codeLines: Int
    /// The file-level type it is declared in (its own name at file level).
    public var owner: String
  }

  /// A function-like declaration and its complexity.
  public struct Function: Codable, Sendable, Equatable {
    /// `Type.name` or `name`.
    public var name: String
    /// Its cyclomatic complexity.
    public var complexity: Int
    /// The line it starts on.
    public var line: Int
    /// The file-level type it belongs to; `nil` for a free function.
    public var owner: String?
  }

  /// The path, relative to the analysed root.
  public var path: String
  /// Lines by kind, for the whole file.
  public var lines: LineCounts
  /// The file-level declarations, in order.
  public var declarations: [Declaration]
  /// The lines outside every declaration (imports, file-level statements).
  public var restLines: LineCounts
  /// Class, struct, enum and actor declarations, nested ones included.
  public var types: [Declared]
  /// Protocol declarations.
  public var protocols: [Declared]
  /// Functions, initializers, computed properties and subscripts.
  public var functions: [Function]
  /// The modules imported.
  public var imports: [String]
  /// `@Test` functions.
  public var testCount: Int
  /// The structure of each file-level type and extension.
  public var typeFacts: [TypeFacts]
  /// Lines holding text swift-syntax could not parse (the rest of the file is analysed as far as it parses).
  public var unparsedLines: [Int]

  /// The file's metrics with each file-level type playing `roles(key)`: the same figures
  /// ``SourceAnalyzer/analyze(path:text:)`` gives when `roles` reads names (``Role/init(typeName:)``).
  /// A free function plays `other`; a nested type, its file-level type's role.
  public func metrics(roles: (String) -> Role) -> FileMetrics {
    func role(_ key: String?) -> Role { key.map(roles) ?? .other }
    var linesByRole: [Role: LineCounts] = [:]
    var references: [Role: [String]] = [:]
    for declaration in declarations {
      let each = role(declaration.key)
      linesByRole[each, default: LineCounts()] = linesByRole[each, default: LineCounts()] + declaration.lines
      references[each, default: []] += declaration.references
    }
    if restLines.total > 0 {
      let main = role(declarations.first?.key)
      linesByRole[main, default: LineCounts()] = linesByRole[main, default: LineCounts()] + restLines
    }
    return FileMetrics(
      path: path, lines: lines, linesByRole: linesByRole.filter { $0.value.total > 0 },
      types: types.map {
        DeclaredType(name: $0.name, kind: $0.kind, role: roles($0.owner), codeLines: $0.codeLines)
      },
      protocols: protocols.map {
        DeclaredType(name: $0.name, kind: $0.kind, role: roles($0.owner), codeLines: $0.codeLines)
      },
      functions: functions.map {
        FunctionMetrics(name: $0.name, role: role($0.owner), complexity: $0.complexity, line: $0.line)
      },
      imports: imports, referencesByRole: references.mapValues { Array(Set($0)).sorted() },
      testCount: testCount)
  }
}
