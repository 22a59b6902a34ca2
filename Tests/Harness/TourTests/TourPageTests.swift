import ArchLab
import Testing
import TourScript

@testable import Tour

/// The tour's pages: every architecture side by side, the code escaped, the
/// lines run highlighted and the rest folded, nothing loaded from elsewhere.
struct TourPageTests {
  static let path = "Sources/MVC/Contacts/ContactListViewController.swift"
  static let text = """
    import ScreenKit
    final class ContactListViewController {
      func show<T>(_ items: [T]) -> Bool {
        return items.count < 3 && "a" != "</pre><script>"
      }
    }
    """

  static func columns(executed: Set<Int>) -> [TourColumn] {
    Architecture.allCases.map { architecture in
      TourColumn(
        architecture: architecture, executed: architecture == .mvc ? [path: executed] : [:],
        sources: [path: text])
    }
  }

  @Test func everyArchitectureHasAColumnAndASwitcherButton() {
    let html = TourPage.html(action: .addContact, columns: Self.columns(executed: [3, 4]))
    for architecture in Architecture.allCases {
      #expect(
        html.contains(
          "<section class=\"column col-\(architecture.rawValue)\" id=\"\(architecture.rawValue)\">"))
      #expect(
        html.contains("<label for=\"pick-\(architecture.rawValue)\">\(architecture.displayName)</label>"))
    }
    #expect(html.contains("No line of the MVP module ran."))
  }

  @Test func onAPhoneEachSwitcherButtonShowsItsOwnColumn() {
    let html = TourPage.html(action: .addContact, columns: Self.columns(executed: [3, 4]))
    #expect(html.contains("@media (max-width:700px)"))
    for architecture in Architecture.allCases {
      let id = architecture.rawValue
      #expect(html.contains("<input class=\"pick\" type=\"radio\" name=\"architecture\" id=\"pick-\(id)\""))
      #expect(html.contains("#pick-\(id):checked~.columns .col-\(id){display:block}"))
    }
  }

  @Test("On a phone the switcher's buttons wrap onto as many rows as they need, inside the page's width")
  func theSwitcherWraps() {
    let html = TourPage.html(action: .addContact, columns: Self.columns(executed: [3]))
    #expect(html.contains(".switcher{display:flex;flex-wrap:wrap;"))
    #expect(html.contains(".switcher label{flex:1 1 auto;"))
  }

  @Test(
    "A link to a column (add-contact.html#tca) picks its button: the script is on the page, after every button and column it names"
  )
  func aFragmentPicksItsColumn() throws {
    let html = TourPage.html(action: .addContact, columns: Self.columns(executed: [3, 4]))
    let script = try #require(html.range(of: TourPage.pickScript))
    #expect(html.components(separatedBy: "<script>").count == 2)
    #expect(html[script.upperBound...] == "</body></html>\n")
    for architecture in Architecture.allCases {
      let id = architecture.rawValue
      let button = try #require(
        html.range(of: "<input class=\"pick\" type=\"radio\" name=\"architecture\" id=\"pick-\(id)\""))
      let column = try #require(html.range(of: "<section class=\"column col-\(id)\" id=\"\(id)\">"))
      #expect(button.upperBound < script.lowerBound && column.upperBound < script.lowerBound)
    }
    // The fragment names the column; its button is the column's id after "pick-".
    #expect(TourPage.pickScript.contains("document.getElementById(\"pick-\" + id)"))
    #expect(TourPage.pickScript.contains("addEventListener(\"hashchange\""))
    // Without the script the buttons still pick columns (CSS only) and the first one is picked.
    #expect(html.contains("id=\"pick-mvc\" checked>"))
    #expect(html.contains("#pick-tca:checked~.columns .col-tca{display:block}"))
  }

  @Test func theIndexLinksEveryActionsPage() {
    let html = TourIndexPage.html(figures: [])
    for action in TourAction.today {
      #expect(html.contains("<th colspan=\"6\"><a href=\"\(action.pageName)\">\(action.title)</a></th>"))
    }
    #expect(!html.contains("The grown app"))
    for action in TourAction.grown { #expect(!html.contains(action.pageName)) }
  }

  @Test("With the grown app's figures, the index lists its actions after today's, under their own heading")
  func theIndexListsTheGrownAppsActions() throws {
    let figures = Self.columns(executed: [3]).map { $0.figures(of: .markDone) }
    let html = TourIndexPage.html(figures: figures)
    let heading = try #require(html.range(of: "The grown app: step 6 of the growth series"))
    let lastToday = try #require(html.range(of: "<a href=\"invalid-due-date.html\">", options: .backwards))
    #expect(lastToday.lowerBound < heading.lowerBound)
    for action in TourAction.grown {
      let row = try #require(html.range(of: "<th colspan=\"6\"><a href=\"\(action.pageName)\">"))
      #expect(heading.upperBound < row.lowerBound)
    }
    #expect(html.contains("<tr><td>MVC</td><td>1</td><td>1</td><td>1</td><td>1</td><td>0</td></tr>"))
  }

  @Test("A grown app's page says which step it followed and links no source of the checkout")
  func aGrownAppsPageLinksNoSource() {
    let html = TourPage.html(action: .deleteContact, columns: Self.columns(executed: [3, 4]))
    #expect(html.contains("step 6 of the growth series"))
    #expect(html.contains("swift run archlab growth step 6"))
    #expect(!html.contains("href=\"../../"))
    #expect(html.contains("Contacts/ContactListViewController.swift · 2 lines run"))
    #expect(html.contains("<a href=\"mark-done.html\">") && !html.contains("<a href=\"add-contact.html\">"))
    let today = TourPage.html(action: .addContact, columns: Self.columns(executed: [3, 4]))
    #expect(!today.contains("growth series") && !today.contains("<a href=\"mark-done.html\">"))
  }

  @Test("Each step of the growth series plays today's actions and those of the changes made so far")
  func playableActions() {
    #expect(TourAction.today.count == 7 && TourAction.grown.count == 6)
    #expect(TourAction.grown.map(\.step) == [1, 2, 3, 4, 5, 6])
    #expect(TourAction.playable(atStep: 0) == TourAction.today)
    #expect(
      TourAction.playable(atStep: 3) == TourAction.today + [.deleteContact, .searchContacts, .markDone])
    // Live validation disables Done while a name is empty: the empty-name tap leaves at step 6.
    #expect(
      TourAction.playable(atStep: 6) == TourAction.today.filter { $0 != .doneWithEmptyName }
        + TourAction.grown)
  }

  @Test func codeIsEscaped() {
    let html = TourPage.html(action: .addContact, columns: Self.columns(executed: [3, 4]))
    #expect(html.contains("func show&lt;T&gt;(_ items: [T]) -&gt; Bool {"))
    #expect(html.contains("&quot;&lt;/pre&gt;&lt;script&gt;&quot;"))
    // The one script is the page's own, which picks a column from the link's fragment.
    #expect(html.components(separatedBy: "<script").count == 2 && html.contains(TourPage.pickScript))
  }

  @Test func linesRunAreHighlightedAndTheRestFolded() {
    let html = TourPage.html(action: .addContact, columns: Self.columns(executed: [3, 4]))
    #expect(html.contains("<span class=\"line hit\"><span class=\"ln\">3</span>"))
    #expect(html.contains("<span class=\"line hit\"><span class=\"ln\">4</span>"))
    #expect(html.contains("<details class=\"fold\"><summary>lines 1–2 not run</summary>"))
    #expect(html.contains("<details class=\"fold\"><summary>lines 5–6 not run</summary>"))
    #expect(html.contains("href=\"../../Sources/MVC/Contacts/ContactListViewController.swift#L3\""))
  }

  @Test func pagesLoadNothingFromElsewhere() {
    let pages = [
      TourPage.html(action: .addItem, columns: Self.columns(executed: [3])),
      TourIndexPage.html(figures: Self.columns(executed: [3]).map { $0.figures(of: .addItem) }),
    ]
    for html in pages {
      #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script src"))
    }
    #expect(!pages[1].contains("<script"))
  }

  @Test func theIndexGivesEachArchitecturesFiguresUnderEachAction() {
    let figures = Self.columns(executed: [3, 4]).map { $0.figures(of: .addContact) }
    let html = TourIndexPage.html(figures: figures)
    #expect(html.contains("<tr><td>MVC</td><td>1</td><td>1</td><td>1</td><td>2</td><td>0</td></tr>"))
    #expect(html.contains("<tr><td>VIPER</td><td>0</td><td>0</td><td>0</td><td>0</td><td>0</td></tr>"))
    #expect(html.contains("<tr><td>MVC</td><td colspan=\"5\">not measured</td></tr>"))
  }

  @Test func theTableHasEveryActionAndArchitecture() {
    let figures = Self.columns(executed: [3, 4]).map { $0.figures(of: .addContact) }
    let table = TourTable.markdown(figures: figures)
    #expect(
      table.contains("| Action | " + Architecture.allCases.map(\.displayName).joined(separator: " | ") + " |")
    )
    #expect(
      table.contains(
        "| [Add a valid contact](tour/add-contact.html) | 1 · 1 · 1 · 2 · 0 | 0 · 0 · 0 · 0 · 0 |"))
    #expect(table.contains("| [Open Contacts](tour/open-contacts.html) | not measured |"))
    #expect(
      TourTable.rows(figures: figures, link: nil)[1] == ["Add a valid contact", "1 · 1 · 1 · 2 · 0"]
        + Array(repeating: "0 · 0 · 0 · 0 · 0", count: Architecture.allCases.count - 1))
  }
}
