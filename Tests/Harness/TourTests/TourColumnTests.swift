import Analysis
import ArchLab
import Testing
import Tour

/// A column holds the module files an action ran in role order, counts the
/// shared targets' lines apart, and measures its indirection.
struct TourColumnTests {
  static let sources = [
    "Sources/MVP/Contacts/ContactListPresenter.swift": """
    /// Decides what the list shows.
    final class ContactListPresenter: ContactListViewOutput {
      func didTapAdd() {
        view?.showForm()
      }

      func unused() {
        print("never")
      }
    }
    """,
    "Sources/MVP/Contacts/ContactListViewOutput.swift": """
    protocol ContactListViewOutput: AnyObject {
      func didTapAdd()
      func unused()
    }
    """,
    "Sources/MVP/Contacts/ContactListViewController.swift": """
    final class ContactListViewController {
      var output: ContactListViewOutput?
      func tapAdd() {
        output?.didTapAdd()
      }
    }
    """,
    "Sources/ScreenKit/Button.swift": "struct Button {}\n",
  ]

  static let executed: [String: Set<Int>] = [
    "Sources/MVP/Contacts/ContactListPresenter.swift": [3, 4, 5],
    "Sources/MVP/Contacts/ContactListViewController.swift": [3, 4, 5],
    "Sources/ScreenKit/Button.swift": [1],
    "Sources/MVC/Contacts/ContactListViewController.swift": [1, 2],
  ]

  @Test func filesRunAreListedFromViewToStorageAndOnlyFromTheColumnsModule() {
    let column = TourColumn(architecture: .mvp, executed: Self.executed, sources: Self.sources)
    #expect(
      column.files.map(\.path) == [
        "Sources/MVP/Contacts/ContactListViewController.swift",
        "Sources/MVP/Contacts/ContactListPresenter.swift",
      ])
    #expect(column.files.map(\.role) == [.viewController, .presenter])
    #expect(column.shared == ["Sources/ScreenKit/Button.swift": 1])
  }

  @Test func figuresCountWhatRanAndTheProtocolBoundaryCrossed() {
    let column = TourColumn(architecture: .mvp, executed: Self.executed, sources: Self.sources)
    #expect(
      column.figures(of: .openContacts)
        == TourFigures(
          action: .openContacts, architecture: .mvp, files: 2, types: 2, functions: 2, lines: 6,
          boundaries: 1,
          sharedLines: 1, standInFiles: 0, standInLines: 0))
    #expect(column.crossings == ["ContactListViewOutput → ContactListPresenter"])
  }

  @Test("A module's framework stand-ins are counted apart from its own files, as its code lines are")
  func standInsApart() {
    var sources = Self.sources
    sources["Sources/MVP/Framework/Store.swift"] = "struct Store {\n  func send() {\n    print(1)\n  }\n}\n"
    var executed = Self.executed
    executed["Sources/MVP/Framework/Store.swift"] = [2, 3]
    let column = TourColumn(architecture: .mvp, executed: executed, sources: sources)
    let figures = column.figures(of: .openContacts)
    #expect(column.files.count == 3)
    #expect((figures.files, figures.types, figures.functions, figures.lines) == (2, 2, 2, 6))
    #expect((figures.standInFiles, figures.standInLines) == (1, 2))
    #expect(TourTable.cell(figures) == "2 · 2 · 2 · 6 · 1 + 1 stand-in file, 2 lines")
  }

  @Test func aRequirementThatDidNotRunCrossesNoBoundary() {
    let executed = ["Sources/MVP/Contacts/ContactListViewController.swift": Set([3, 4, 5])]
    let column = TourColumn(architecture: .mvp, executed: executed, sources: Self.sources)
    #expect(column.crossings.isEmpty)
  }
}

/// Boundaries are counted where a requirement is implemented by a superclass's
/// extension too, and only for a conforming type the action entered.
struct ProtocolMapTests {
  static let texts = [
    "protocol AddContactViewProtocol: AnyObject { func showError(_ message: String); func close() }",
    "protocol ContactListViewProtocol: AnyObject { func showError(_ message: String) }",
    "final class AddContactViewController: ViewController { func viewDidLoad() {} }\n"
      + "extension AddContactViewController: AddContactViewProtocol { func close() {} }",
    "final class ContactListViewController: ViewController, ContactListViewProtocol { func viewDidLoad() {} }",
    "extension ViewController { func showError(_ message: String) {} }",
  ]

  @Test func aRequirementRunInASuperclassExtensionCrossesTheEnteredTypesBoundaryOnly() {
    let map = ProtocolMap(texts: Self.texts)
    #expect(
      map.crossings(of: ["AddContactViewController.viewDidLoad", "ViewController.showError"])
        == ["AddContactViewProtocol → AddContactViewController"])
  }

  @Test func aTypeEnteredWithoutARequirementRunningCrossesNothing() {
    let map = ProtocolMap(texts: Self.texts)
    #expect(map.crossings(of: ["ContactListViewController.viewDidLoad"]).isEmpty)
  }
}
