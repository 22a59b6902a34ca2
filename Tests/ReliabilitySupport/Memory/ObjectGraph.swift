import CaseBook

/// The case book's object graph (`Sources/CaseBook/Support/ObjectGraph.swift`):
/// the one way every test target finds, by reflection, the objects a root
/// reaches, so that it can check they are freed.
package typealias ObjectGraph = CaseBook::ObjectGraph
