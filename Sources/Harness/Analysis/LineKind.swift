/// What a physical line of a source file holds, counted the way `cloc` counts:
/// a line with any code is code; a line with only comments is a comment line;
/// the rest are blank.
public enum LineKind: Sendable, Equatable {
  /// At least one token of code.
  case code
  /// Only comments (and white space).
  case comment
  /// Nothing but white space.
  case blank
}
