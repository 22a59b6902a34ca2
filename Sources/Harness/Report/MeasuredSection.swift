/// A section that draws a registered measurement's figures, and the report's own section it
/// follows (``ReportBuilder/build(_:measured:)``).
package struct MeasuredSection: Sendable {
  /// The report's own section it goes after.
  package let follows: ReportBuilder.Place
  /// Draws it.
  package let draw: ReportBuilder.Section

  /// The section drawn by `draw`, after the section at `place`.
  package init(after place: ReportBuilder.Place, _ draw: @escaping ReportBuilder.Section) {
    follows = place
    self.draw = draw
  }
}
