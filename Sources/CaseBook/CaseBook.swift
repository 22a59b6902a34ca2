/// The feature's behaviour written down once: every case of `Docs/Feature.md`
/// (and of `Docs/FeatureDecisions.md` where the contract is silent) as data
/// and expected outcome, each with a stable id.
///
/// Every architecture's unit tests run the whole book through that
/// architecture's own seams, and the acceptance suite runs it through the
/// screens of every architecture, which checks the book itself. The report
/// counts, per architecture, the cases its unit tests ran (`N/N`).
public enum CaseBook {
  /// The today of cases that do not name their own: Wednesday 15 May 2024.
  public static let today = "2024-05-15"

  /// Every case, family by family.
  public static var all: [any BookCase] {
    var cases: [any BookCase] = []
    cases += contactOrder
    cases += contactInsert
    cases += contactInput
    cases += itemInput
    cases += sections
    cases += upcomingInsert
    cases += emptyStates
    cases += cancels
    cases += storageFailures
    cases += leaks
    cases += screens
    return cases
  }

  /// Every case's id, sorted.
  public static var ids: [CaseID] { all.map(\.id).sorted() }

  /// The messages of the input rules' alerts (`Docs/FeatureDecisions.md`).
  public enum Message {
    public static let contactNamesRequired = "A contact must have first and last names"
    public static let firstNameTooLong = "First name must have at most 100 characters"
    public static let firstNameControl =
      "First name must not contain line breaks, tabs or other control characters"
    public static let lastNameTooLong = "Last name must have at most 100 characters"
    public static let lastNameControl =
      "Last name must not contain line breaks, tabs or other control characters"
    public static let itemNameRequired = "A to-do item must have a name"
    public static let itemNameTooLong = "Name must have at most 200 characters"
    public static let itemNameControl = "Name must not contain line breaks, tabs or other control characters"
    public static let badDueDate = "Due date must be a day written as YYYY-MM-DD"
  }
}
