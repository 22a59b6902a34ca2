import Testing

/// One named behaviour of `Docs/Feature.md`, as data and expected outcome.
///
/// Every architecture's unit tests run every case through that architecture's
/// own seams; Swift Testing shows a case by its id (`testDescription`), which
/// is how the report counts the cases each architecture ran.
public protocol BookCase: Sendable, CustomTestStringConvertible {
  /// The case's stable name.
  var id: CaseID { get }
  /// What the case checks, in a sentence.
  var summary: String { get }
}

extension BookCase {
  public var testDescription: String { id.rawValue }
}
