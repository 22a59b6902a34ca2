/// A mutation found in a file, before it is given an id: the range of code it
/// replaces, how, and how to show it.
struct MutationPoint: Sendable, Hashable {
  /// How the code is switched.
  enum Change: Sendable, Hashable {
    /// The expression is replaced by `text` (the whole node, on one line where it fits).
    case replace(with: String)
    /// The condition is negated: `__mutantFlip(id, condition)`.
    case negate
    /// The statement is skipped: `if !__mutant(id) { statement }`.
    case skip
  }

  /// The kind of mutation.
  var mutationOperator: MutationOperator
  /// The UTF-8 range of the code replaced, without its surrounding trivia.
  var start: Int
  /// The end of that range.
  var end: Int
  /// The depth of the node in the syntax tree: of two points on the same range, the shallower
  /// one wraps the deeper one.
  var depth: Int
  /// The change.
  var change: Change
  /// The line shown (1-based).
  var line: Int
  /// The column shown (1-based, UTF-8).
  var column: Int
  /// The code before, for people.
  var original: String
  /// The code after, for people.
  var mutated: String
  /// The outermost type around the point.
  var typeName: String
  /// Why the point cannot be switched at run time, or `nil`.
  var exclusion: String?
  /// The clause of ``EquivalentMutants`` by which it cannot change what the program does, or `nil`.
  var equivalence: String? = nil
}
