import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Finds the mutation points of one Swift file, on its operator-folded syntax tree.
final class MutationPointFinder: SyntaxVisitor {
  /// The alternatives of each replaced operator, in the order their mutants are numbered.
  static let operatorAlternatives: [String: (MutationOperator, [String])] = [
    "<": (.relationalOperator, ["<=", ">="]), "<=": (.relationalOperator, ["<", ">"]),
    ">": (.relationalOperator, [">=", "<="]), ">=": (.relationalOperator, [">", "<"]),
    "==": (.relationalOperator, ["!="]), "!=": (.relationalOperator, ["=="]),
    "===": (.relationalOperator, ["!=="]), "!==": (.relationalOperator, ["==="]),
    "&&": (.logicalOperator, ["||"]), "||": (.logicalOperator, ["&&"]),
  ]

  /// Functions that never return: removing a call to one leaves a path with no `return`.
  static let neverReturning: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort", "_exit"]

  /// Functions whose closure argument's value they use: a closure made of one call, passed
  /// to one of these, returns that call's result, so the call is not removed.
  static let valueClosureFunctions: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "first", "last", "firstIndex",
    "lastIndex", "contains", "allSatisfy", "min", "max", "partition", "drop", "prefix", "split", "removeAll",
    "count", "mapValues", "compactMapValues", "lazy", "withObservationTracking", "withLock",
    "withUnsafeBufferPointer", "withUnsafeBytes", "withExtendedLifetime", "assumeIsolated", "sync",
    "Dictionary",
  ]

  /// Argument labels under which a closure's value is used (`by:`, `where:`, …).
  static let valueClosureLabels: Set<String> = [
    "by", "where", "while", "transform", "isIncluded", "areInIncreasingOrder",
  ]

  private let converter: SourceLocationConverter
  private let fileStem: String
  private var found: [MutationPoint] = []

  private init(tree: Syntax, fileName: String) {
    converter = SourceLocationConverter(fileName: fileName, tree: tree)
    let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
    let stem = base.hasSuffix(".swift") ? String(base.dropLast(".swift".count)) : base
    fileStem = stem.split(separator: "+").first.map(String.init) ?? stem
    super.init(viewMode: .sourceAccurate)
  }

  /// The mutation points of `source`, in source order (outer before inner on the same range).
  static func points(in source: String, fileName: String) -> [MutationPoint] {
    let folded = OperatorTable.standardOperators.foldAll(Parser.parse(source: source)) { _ in }
    let finder = MutationPointFinder(tree: folded, fileName: fileName)
    finder.walk(folded)
    return finder.found.enumerated().sorted {
      ($0.element.start, $0.element.depth, $0.offset) < ($1.element.start, $1.element.depth, $1.offset)
    }.map(\.element)
  }

  override func visitPost(_ node: InfixOperatorExprSyntax) {
    guard let token = node.operator.as(BinaryOperatorExprSyntax.self)?.operator,
      let (mutationOperator, alternatives) = Self.operatorAlternatives[token.text]
    else { return }
    for alternative in alternatives {
      add(
        mutationOperator, node: Syntax(node), at: token,
        change: .replace(with: Self.text(of: node, replacing: [token.id: alternative])),
        equivalence: EquivalentMutants.clause(of: node, replacing: token.text, with: alternative))
    }
  }

  override func visitPost(_ node: BooleanLiteralExprSyntax) {
    let flipped = node.literal.text == "true" ? "false" : "true"
    add(.booleanLiteral, node: Syntax(node), at: node.literal, change: .replace(with: flipped))
  }

  override func visitPost(_ node: IntegerLiteralExprSyntax) {
    if let prefix = node.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return }
    guard let value = Self.integerValue(node.literal.text) else { return }
    addInteger(value, node: Syntax(node), at: node.literal)
  }

  override func visitPost(_ node: PrefixOperatorExprSyntax) {
    guard node.operator.text == "-", let literal = node.expression.as(IntegerLiteralExprSyntax.self),
      let value = Self.integerValue(literal.literal.text)
    else { return }
    addInteger(-value, node: Syntax(node), at: node.operator)
  }

  override func visitPost(_ node: TernaryExprSyntax) {
    let swapped =
      Self.text(of: node.condition) + " ? " + Self.text(of: node.elseExpression) + " : "
      + Self.text(of: node.thenExpression)
    add(.ternarySwap, node: Syntax(node), at: node.questionMark, change: .replace(with: swapped))
  }

  override func visitPost(_ node: ConditionElementSyntax) {
    guard case .expression(let condition) = node.condition, let owner = node.parent?.parent,
      owner.is(IfExprSyntax.self) || owner.is(GuardStmtSyntax.self) || owner.is(WhileStmtSyntax.self)
    else { return }
    addNegation(of: condition, wrappedBy: Syntax(node))
  }

  override func visitPost(_ node: RepeatStmtSyntax) {
    addNegation(of: node.condition, wrappedBy: Syntax(node))
  }

  override func visitPost(_ node: CodeBlockItemSyntax) {
    guard case .expr(let expression) = node.item, let call = Self.call(in: expression),
      Self.isRemovable(call, statement: node)
    else { return }
    add(
      .removedCall, node: Syntax(expression), depth: Self.depth(of: Syntax(node)),
      at: expression.firstToken(viewMode: .sourceAccurate), change: .skip, mutated: "")
  }

  private func addInteger(_ value: Int64, node: Syntax, at token: TokenSyntax) {
    for delta: Int64 in [1, -1] {
      let (changed, overflow) = value.addingReportingOverflow(delta)
      guard !overflow else { continue }
      add(.integerLiteral, node: node, at: token, change: .replace(with: String(changed)))
    }
  }

  private func addNegation(of condition: ExprSyntax, wrappedBy owner: Syntax) {
    add(
      .negatedCondition, node: Syntax(condition), depth: Self.depth(of: owner),
      at: condition.firstToken(viewMode: .sourceAccurate), change: .negate,
      mutated: "!(" + Self.text(of: condition) + ")")
  }

  private func add(
    _ mutationOperator: MutationOperator, node: Syntax, depth: Int? = nil, at token: TokenSyntax?,
    change: MutationPoint.Change, mutated: String? = nil, equivalence: String? = nil
  ) {
    let position = (token ?? node.firstToken(viewMode: .sourceAccurate))?.positionAfterSkippingLeadingTrivia
    let location = converter.location(for: position ?? node.positionAfterSkippingLeadingTrivia)
    let shown: String
    if let mutated {
      shown = mutated
    } else if case .replace(let text) = change {
      shown = text
    } else {
      shown = ""
    }
    found.append(
      MutationPoint(
        mutationOperator: mutationOperator, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: node.endPositionBeforeTrailingTrivia.utf8Offset, depth: depth ?? Self.depth(of: node),
        change: change, line: location.line, column: location.column, original: Self.oneLine(node),
        mutated: Self.oneLine(shown), typeName: typeName(around: node), exclusion: Self.exclusion(of: node),
        equivalence: equivalence))
  }

  /// The name of the outermost type declaration around `node`, or the file's name.
  private func typeName(around node: Syntax) -> String {
    var name: String?
    var current = node.parent
    while let ancestor = current {
      if let declaration = ancestor.asProtocol(NamedDeclSyntax.self),
        ancestor.isProtocol(DeclGroupSyntax.self)
      {
        name = declaration.name.text
      } else if let declaration = ancestor.as(ExtensionDeclSyntax.self) {
        name = declaration.extendedType.trimmedDescription
      }
      current = ancestor.parent
    }
    return name ?? fileStem
  }

  /// Why code at `node` cannot be switched at run time, or `nil` if it can.
  static func exclusion(of node: Syntax) -> String? {
    var child = node
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(AttributeSyntax.self) { return "attribute argument" }
      if let element = ancestor.as(EnumCaseElementSyntax.self), element.rawValue?.id == child.id {
        return "enum raw value"
      }
      if ancestor.is(ExpressionPatternSyntax.self) { return "case pattern" }
      if let clause = ancestor.as(IfConfigClauseSyntax.self), clause.condition?.id == child.id {
        return "#if condition"
      }
      if ancestor.is(MacroExpansionExprSyntax.self) || ancestor.is(MacroExpansionDeclSyntax.self) {
        return "macro argument"
      }
      if ancestor.is(GenericArgumentSyntax.self) { return "generic argument" }
      child = ancestor
      current = ancestor.parent
    }
    return nil
  }

  /// The call a statement is, under `try` and `await`.
  static func call(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
    if let wrapped = expression.as(TryExprSyntax.self) { return call(in: wrapped.expression) }
    if let wrapped = expression.as(AwaitExprSyntax.self) { return call(in: wrapped.expression) }
    return expression.as(FunctionCallExprSyntax.self)
  }

  /// The name a call is made by: `loadItems` for `self?.loadItems()`.
  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    return nil
  }

  /// Whether removing the call statement `statement` leaves code that compiles and means
  /// something: not an `init` delegation, not a call that never returns, and not the lone
  /// statement whose value a closure, function or getter returns.
  static func isRemovable(_ call: FunctionCallExprSyntax, statement: CodeBlockItemSyntax) -> Bool {
    let name = calledName(call)
    if name == "init" || neverReturning.contains(name ?? "") { return false }
    if buildsAValue(call) { return false }
    guard let list = statement.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return true }
    let owner = list.parent
    if let closure = owner?.as(ClosureExprSyntax.self) { return !closureValueIsUsed(closure) }
    if owner?.is(AccessorBlockSyntax.self) == true { return false }
    if let accessor = owner?.parent?.as(AccessorDeclSyntax.self) {
      return accessor.accessorSpecifier.tokenKind != .keyword(.get)
    }
    if let function = owner?.parent?.as(FunctionDeclSyntax.self) {
      return isVoid(function.signature.returnClause?.type)
    }
    if owner?.parent?.is(SubscriptDeclSyntax.self) == true { return false }
    return true
  }

  /// Whether `call` makes a value and nothing else: a type's initializer (`Text("Name")`,
  /// `ForEach(rows) { … }`), or a method called on one (`Text("Name").bold()`). Made and
  /// dropped, such a value has no side effect to skip; it is a statement only inside a result
  /// builder (a SwiftUI-shaped `body`), where it is one of the builder's components, and
  /// wrapping it in `if !__mutant(id) { … }` would change what the builder builds (an
  /// optional component) even with no mutant on.
  static func buildsAValue(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call
    while let member = current.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(FunctionCallExprSyntax.self)
    {
      current = base
    }
    guard let type = current.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
    return type.baseName.text.first?.isUppercase == true
  }

  /// Whether a closure's single expression is probably its value rather than a side effect:
  /// it is called at once, or passed under a label such as `by:` or `where:`, or to a
  /// function known to use its value (`map`, `Dictionary(grouping:)`, …), or to a
  /// lowercase function whose own result is used. A closure passed to another type's
  /// initializer or to a call made as a statement is taken for a callback. When the guess
  /// is wrong the mutant does not compile and is reported unviable.
  static func closureValueIsUsed(_ closure: ClosureExprSyntax) -> Bool {
    var current = closure.parent
    while let ancestor = current {
      if let call = ancestor.as(FunctionCallExprSyntax.self) {
        if call.calledExpression.id == Syntax(closure).id { return true }
        let name = calledName(call) ?? ""
        if valueClosureFunctions.contains(name) { return true }
        if name.first?.isUppercase == true { return false }
        return !isStatement(Syntax(call))
      }
      if let label = ancestor.as(LabeledExprSyntax.self)?.label?.text, valueClosureLabels.contains(label) {
        return true
      }
      guard
        ancestor.is(LabeledExprSyntax.self) || ancestor.is(LabeledExprListSyntax.self)
          || ancestor.is(MultipleTrailingClosureElementSyntax.self)
          || ancestor.is(MultipleTrailingClosureElementListSyntax.self)
      else { return false }
      current = ancestor.parent
    }
    return false
  }

  /// Whether `expression`'s value is thrown away: it is a statement, maybe under `try`/`await`.
  static func isStatement(_ expression: Syntax) -> Bool {
    var current = expression.parent
    while let ancestor = current {
      if ancestor.is(CodeBlockItemSyntax.self) { return true }
      guard ancestor.is(TryExprSyntax.self) || ancestor.is(AwaitExprSyntax.self) else { return false }
      current = ancestor.parent
    }
    return false
  }

  private static func isVoid(_ type: TypeSyntax?) -> Bool {
    guard let type else { return true }
    let text = type.trimmedDescription
    return text == "Void" || text == "()"
  }

  /// How many ancestors `node` has.
  static func depth(of node: Syntax) -> Int {
    var depth = 0
    var current = node.parent
    while let ancestor = current {
      depth += 1
      current = ancestor.parent
    }
    return depth
  }

  /// The value of an integer literal's text (`1_000`, `0x1F`, `0o17`, `0b101`), or `nil`.
  static func integerValue(_ text: String) -> Int64? {
    let digits = text.replacingOccurrences(of: "_", with: "")
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
      return Int64(digits.dropFirst(2), radix: radix)
    }
    return Int64(digits)
  }

  /// The code of `node` without its outer trivia, with some tokens replaced: on one line
  /// (trivia between tokens as one space) unless it holds a brace or a multi-line string,
  /// where a line break may matter; then as written.
  static func text(of node: some SyntaxProtocol, replacing replacements: [SyntaxIdentifier: String] = [:])
    -> String
  {
    let tokens = Array(node.tokens(viewMode: .sourceAccurate))
    let keepLines = tokens.contains {
      $0.tokenKind == .leftBrace || $0.tokenKind == .multilineStringQuote
    }
    var text = ""
    for (index, token) in tokens.enumerated() {
      if index > 0 {
        let between = tokens[index - 1].trailingTrivia.description + token.leadingTrivia.description
        text += keepLines ? between : (between.isEmpty ? "" : " ")
      }
      text += replacements[token.id] ?? token.text
    }
    return text
  }

  /// `node`'s code on one line, for people (line breaks and indentation as one space).
  static func oneLine(_ node: Syntax) -> String {
    oneLine(node.trimmedDescription)
  }

  /// `text` on one line, for people.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }
}
