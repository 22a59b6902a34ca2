import Testing

/// The case book (`Sources/CaseBook`), every case through MVC's own seam: a
/// view controller loaded with its view on a window and driven as a user
/// would, on an in-memory store — that is how MVC is unit-tested, since the
/// controller owns the logic. One file per family extends this suite.
@MainActor
@Suite("The case book, through the view controllers")
struct CaseBookTests {}
