import Testing

@testable import Mutation

/// The mutation points found in small pieces of code: each operator's mutants, the code
/// left alone, and the contexts excluded.
@Suite("Finding mutation points")
struct MutationPointFinderTests {
  static func points(_ source: String) -> [MutationPoint] {
    MutationPointFinder.points(in: source, fileName: "Sources/Demo/Sample.swift")
  }

  static let operatorCases: [(source: String, mutationOperator: MutationOperator, mutated: [String])] = [
    ("func f(a: Int, b: Int) -> Bool { a < b }", .relationalOperator, ["a <= b", "a >= b"]),
    ("func f(a: Int, b: Int) -> Bool { a <= b }", .relationalOperator, ["a < b", "a > b"]),
    ("func f(a: Int, b: Int) -> Bool { a > b }", .relationalOperator, ["a >= b", "a <= b"]),
    ("func f(a: Int, b: Int) -> Bool { a >= b }", .relationalOperator, ["a > b", "a < b"]),
    ("func f(a: Int, b: Int) -> Bool { a == b }", .relationalOperator, ["a != b"]),
    ("func f(a: Int, b: Int) -> Bool { a != b }", .relationalOperator, ["a == b"]),
    ("func f(a: AnyObject, b: AnyObject) -> Bool { a === b }", .relationalOperator, ["a !== b"]),
    ("func f(a: Bool, b: Bool) -> Bool { a && b }", .logicalOperator, ["a || b"]),
    ("func f(a: Bool, b: Bool) -> Bool { a || b }", .logicalOperator, ["a && b"]),
    ("let flag = true", .booleanLiteral, ["false"]),
    ("let flag = false", .booleanLiteral, ["true"]),
    ("func f(n: Int) { if n.isMultiple(of: 2) { print(n) } }", .negatedCondition, ["!(n.isMultiple(of: 2))"]),
    (
      "func f(n: Int) { guard n.isMultiple(of: 2) else { return } }", .negatedCondition,
      ["!(n.isMultiple(of: 2))"]
    ),
    (
      "func f(n: inout Int) { while n.isMultiple(of: 2) { n /= 2 } }", .negatedCondition,
      ["!(n.isMultiple(of: 2))"]
    ),
    (
      "func f(n: inout Int) { repeat { n /= 2 } while n.isMultiple(of: 2) }", .negatedCondition,
      ["!(n.isMultiple(of: 2))"]
    ),
    ("func f() { print(\"a\") }", .removedCall, [""]),
    ("func f() throws { try g() }", .removedCall, [""]),
    ("func f(c: Bool) -> String { c ? \"a\" : \"b\" }", .ternarySwap, ["c ? \"b\" : \"a\""]),
    ("let count = 5", .integerLiteral, ["6", "4"]),
    ("let count = -3", .integerLiteral, ["-2", "-4"]),
    ("let mask = 0x1F", .integerLiteral, ["32", "30"]),
    ("let big = 1_000", .integerLiteral, ["1001", "999"]),
  ]

  @Test("Each operator makes the mutants PIT and Stryker make", arguments: operatorCases)
  func operatorMutants(source: String, mutationOperator: MutationOperator, mutated: [String]) {
    let found = Self.points(source).filter { $0.mutationOperator == mutationOperator }
    #expect(found.map(\.mutated) == mutated)
    #expect(found.allSatisfy { $0.exclusion == nil })
  }

  @Test("A mutant's place is the line and column of its operator token")
  func location() throws {
    let point = try #require(
      Self.points("let a = 1\nlet b = a\n  >= 2").first { $0.mutationOperator == .relationalOperator })
    #expect(point.line == 3)
    #expect(point.column == 3)
    #expect(point.original == "a >= 2")
  }

  static let untouched: [(String, MutationOperator)] = [
    ("func f(x: Int?) { if let x { print(x) } }", .negatedCondition),
    ("enum E { case a, b }\nfunc f(e: E) { if case .a = e { print(e) } }", .negatedCondition),
    ("func f(x: Int?) { guard let y = x else { return }; print(y) }", .negatedCondition),
    ("func f(xs: [Int]) -> [String] { xs.map { String($0) } }", .removedCall),
    ("func f(xs: [Int]) -> [Int] { xs.sorted { key($0) < key($1) }.filter { check($0) } }", .removedCall),
    ("func f(xs: [Int]) -> [Int: [Int]] { Dictionary(grouping: xs) { key($0) } }", .removedCall),
    ("func f() -> Int { value() }", .removedCall),
    ("var total: Int { compute() }", .removedCall),
    ("var total: Int { get { compute() } }", .removedCall),
    ("class A: B { override init() { super.init() } }", .removedCall),
    ("func f() -> Int { fatalError(\"no\") }", .removedCall),
    ("let value = { compute() }()", .removedCall),
    ("let value = withObservationTracking { read() } onChange: { changed() }", .removedCall),
    // A result builder's components are values, not calls made for their effect.
    ("var body: some View { VStack { Text(\"a\")\n Text(\"b\").bold() } }", .removedCall),
    ("var body: some View { List { ForEach(rows) { row in Row(row: row) }\n Spacer() } }", .removedCall),
  ]

  @Test("Binding conditions and calls whose value is used are not mutated", arguments: untouched)
  func leftAlone(source: String, mutationOperator: MutationOperator) {
    #expect(Self.points(source).filter { $0.mutationOperator == mutationOperator }.isEmpty)
  }

  @Test("A call in a callback closure, in a setter or in a Void function is removed")
  func removedInCallbacks() {
    let source = """
      func f() {
        dismiss { [weak self] in self?.reload() }
        items.forEach { use($0) }
        let button = Button(title: "+") { tapped() }
        Logger.shared.log("x")
      }
      var body: some View { Button("Done") { save() } }
      var value = 0 { didSet { changed() } }
      """
    let removed = Self.points(source).filter { $0.mutationOperator == .removedCall }.map(\.original)
    #expect(removed.contains("self?.reload()"))
    #expect(removed.contains("use($0)"))
    #expect(removed.contains("tapped()"))
    #expect(removed.contains("changed()"))
    #expect(removed.contains("dismiss { [weak self] in self?.reload() }"))
    // A static member's call has an effect; a button's action is a callback.
    #expect(removed.contains("Logger.shared.log(\"x\")"))
    #expect(removed.contains("save()"))
  }

  static let excluded: [(String, String)] = [
    ("enum Level: Int { case low = 1 }", "enum raw value"),
    ("func f(n: Int) -> String { switch n { case 0: \"zero\"\n default: \"many\" } }", "case pattern"),
    ("func f(b: Bool) { if case true = b { print(b) } }", "case pattern"),
    ("struct S { @Clamped(10) var x: Int }", "attribute argument"),
    ("#if DEBUG || false\nlet a = 1\n#endif", "#if condition"),
    ("let a = #stringify(2)", "macro argument"),
    ("let a: InlineArray<3, Int> = [1, 2, 3]", "generic argument"),
  ]

  @Test("Code that cannot be switched at run time is listed as excluded", arguments: excluded)
  func exclusions(source: String, reason: String) {
    let file = MutatedFile(path: "Sources/Demo/Sample.swift", module: "Demo", source: source, firstID: 1)
    let excluded = file.mutants.filter { $0.exclusion == reason }
    #expect(!excluded.isEmpty)
    let written = file.schema(dropping: []).text
    for mutant in excluded {
      #expect(!written.contains("__mutant(\(mutant.id))"))
      #expect(!written.contains("__mutantFlip(\(mutant.id),"))
    }
  }

  @Test("The enclosing type names the mutant's role; code outside types takes the file's name")
  func typeNames() {
    let source = """
      final class ListPresenter {
        struct Row { func f() -> Bool { true } }
      }
      extension String { var isLong: Bool { count > 10 } }
      func free() -> Bool { false }
      """
    let names = Self.points(source).filter {
      $0.mutationOperator == .booleanLiteral || $0.mutationOperator == .relationalOperator
    }
    .map(\.typeName)
    #expect(names == ["ListPresenter", "String", "String", "Sample"])
  }
}

/// Rule E: the boundary mutants whose two sides cannot be equal where they run are marked
/// equivalent, with their clause, and never switched in.
@Suite("Equivalent mutants (rule E)")
struct EquivalentMutantTests {
  static func equivalence(_ source: String) -> [String: String?] {
    Dictionary(
      MutationPointFinderTests.points(source).filter { $0.mutationOperator == .relationalOperator }
        .map { ($0.mutated, $0.equivalence.map { String($0.prefix(2)) }) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test(
    "Identifiers of two values (E1) and a comparison guarded by the sides' inequality (E2): the boundary change only",
    arguments: [
      ("func f(lhs: R, rhs: R) -> Bool { lhs.id < rhs.id }", ["lhs.id <= rhs.id": "E1"]),
      (
        "func f(lhs: R, rhs: R) -> Bool { lhs.contactID > rhs.contactID }",
        ["lhs.contactID >= rhs.contactID": "E1"]
      ),
      (
        "func f(l: R, r: R) -> Bool { (l.day, l.key, l.id) < (r.day, r.key, r.id) }",
        ["(l.day, l.key, l.id) <= (r.day, r.key, r.id)": "E1"]
      ),
      (
        "func f(l: R, r: R) -> Bool { l.key != r.key ? l.key < r.key : l.id < r.id }",
        ["l.key <= r.key": "E2", "l.id <= r.id": "E1"]
      ),
    ])
  func equivalent(source: String, expected: [String: String]) {
    let found = Self.equivalence(source)
    // Every other mutant, the one turning the order around included, is not equivalent.
    #expect(found.compactMapValues { $0 } == expected)
    #expect(found.count > expected.count)
  }

  @Test(
    "A comparison whose sides may be equal is not equivalent",
    arguments: [
      "func f(lhs: R, rhs: R) -> Bool { lhs.count < rhs.count }",
      "func f(a: R) -> Bool { a.id < a.id }",
      "func f(l: R, r: R) -> Bool { l.key == r.key ? l.key < r.key : false }",
      "func f(l: R, r: R) -> Bool { l.key != r.key ? false : l.key < r.key }",
      "func f(l: R, r: R) -> Bool { l.key != r.key ? l.name < r.name : false }",
      "func f(l: R, r: R) -> Bool { (l.id, l.key) < (r.id, r.key) }",
      "func f(row: R, other: R) -> Bool { row < other }",
    ])
  func notEquivalent(source: String) {
    #expect(Self.equivalence(source).values.allSatisfy { $0 == nil })
  }

  @Test("An equivalent mutant is never switched in")
  func notWritten() throws {
    let source = "func f(lhs: R, rhs: R) -> Bool { lhs.id < rhs.id }"
    let file = MutatedFile(path: "Sources/Demo/Sample.swift", module: "Demo", source: source, firstID: 1)
    let equivalent = try #require(file.mutants.first { $0.equivalence != nil })
    let kept = try #require(file.mutants.first { $0.equivalence == nil })
    let written = file.schema(dropping: []).text
    #expect(!written.contains("__mutant(\(equivalent.id))"))
    #expect(written.contains("__mutant(\(kept.id))"))
  }
}
