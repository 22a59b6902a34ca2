/// Size of a test target.
public struct TestFigures: Codable, Sendable, Equatable {
  /// `@Test` functions (a parameterized test counts once).
  public var tests: Int
  /// Files.
  public var files: Int
  /// Lines by kind.
  public var lines: LineCounts
  /// The test doubles the target declares (``TestDouble``), by type name, with their code lines.
  public var doubles: [String: Int]
  /// For each test file (by file name), the roles of the module's types it refers to, and
  /// `screenKit` when it refers to the toolkit: what its tests reach.
  public var reach: [String: [String]]

  /// Creates figures.
  public init(
    tests: Int, files: Int, lines: LineCounts, doubles: [String: Int] = [:], reach: [String: [String]] = [:]
  ) {
    self.tests = tests
    self.files = files
    self.lines = lines
    self.doubles = doubles
    self.reach = reach
  }

  /// The figures of the test files `files`; `shared` names the shared targets' types,
  /// so that a file referring to the toolkit is known to, and `library` the types of the
  /// libraries the tests use (the framework stand-ins' `Store`, `TestStore`), which reach no
  /// role of the module whatever their names.
  public init(files: [FileMetrics], shared: [String: SharedTarget] = [:], library: Set<String> = []) {
    var doubles: [String: Int] = [:]
    for type in files.flatMap(\.types) where TestDouble.isDouble(type.name) {
      doubles[type.name, default: 0] += type.codeLines
    }
    var reach: [String: [String]] = [:]
    let declared = Set(files.flatMap { ($0.types + $0.protocols).map(\.name) })
    for file in files where file.testCount > 0 {
      var reached = Set<String>()
      for name in file.referencesByRole.values.joined() where !declared.contains(name) {
        if shared[name] == .screenKit {
          reached.insert("screenKit")
        } else if shared[name] == nil, !library.contains(name), !TestDouble.isDouble(name) {
          let role = Role(typeName: name)
          if role != .other { reached.insert(role.rawValue) }
        }
      }
      reach[file.path.split(separator: "/").last.map(String.init) ?? file.path] = reached.sorted()
    }
    self.init(
      tests: files.reduce(0) { $0 + $1.testCount }, files: files.count,
      lines: files.reduce(LineCounts()) { $0 + $1.lines }, doubles: doubles, reach: reach)
  }

  /// The test files (by name) whose tests reach one of `roles` and none of `excluded`
  /// (a role's raw value, or `screenKit`).
  public func files(reaching roles: Set<String>, without excluded: Set<String>) -> Set<String> {
    Set(
      reach.filter { !Set($0.value).isDisjoint(with: roles) && Set($0.value).isDisjoint(with: excluded) }.keys
    )
  }

  private enum CodingKeys: String, CodingKey { case tests, files, lines, doubles, reach }

  /// Decodes figures; those written before test doubles were counted have none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tests = try container.decode(Int.self, forKey: .tests)
    files = try container.decode(Int.self, forKey: .files)
    lines = try container.decode(LineCounts.self, forKey: .lines)
    doubles = try container.decodeIfPresent([String: Int].self, forKey: .doubles) ?? [:]
    reach = try container.decodeIfPresent([String: [String]].self, forKey: .reach) ?? [:]
  }

  /// Code lines of the test doubles.
  public var doubleCodeLines: Int { doubles.values.reduce(0, +) }

  /// The test doubles that stand for a view (``TestDouble/standsForView(_:)``).
  public var viewDoubles: [String] { doubles.keys.filter(TestDouble.standsForView).sorted() }
}

/// Test doubles as the tests name them: a type whose name begins or ends with `Fake`,
/// `Stub`, `Spy`, `Mock` or `Dummy` (`FakeContactListView`, `ContactListViewSpy`).
public enum TestDouble {
  /// The words that mark a test double.
  public static let affixes = ["Fake", "Stub", "Spy", "Mock", "Dummy"]

  /// Whether a type named `name` is a test double.
  public static func isDouble(_ name: String) -> Bool { subject(of: name) != nil }

  /// What the double stands for: its name less the affix (`ContactListView`), or `nil` for no double.
  public static func subject(of name: String) -> String? {
    for affix in affixes {
      if name.hasPrefix(affix), name.count > affix.count,
        name.dropFirst(affix.count).first?.isUppercase == true
      {
        return String(name.dropFirst(affix.count))
      }
      if name.hasSuffix(affix), name.count > affix.count { return String(name.dropLast(affix.count)) }
    }
    return nil
  }

  /// Whether the double stands for a view: what it stands for ends in `View`,
  /// `ViewProtocol`, `ViewInterface` or `DisplayLogic` (Clean Swift's view boundary).
  public static func standsForView(_ name: String) -> Bool {
    guard let subject = subject(of: name) else { return false }
    return ["View", "ViewProtocol", "ViewInterface", "DisplayLogic"].contains { subject.hasSuffix($0) }
  }
}
