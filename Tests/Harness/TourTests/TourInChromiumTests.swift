import ArchLab
import Foundation
import HarnessSupport
import Testing

@testable import Tour

/// `chromium-headless-shell`, from `PATH`; `nil` when it is not installed.
enum HeadlessChromium {
  static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { URL(filePath: String($0)).appending(path: "chromium-headless-shell") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// A tour page in a real browser on a phone: headless Chromium 390 px wide, opened at a
/// column's fragment (`add-contact.html#tca`, as the report's summary links it). Needs
/// `chromium-headless-shell` on `PATH` (`.ci/run` installs it); skipped without it.
@Suite(.enabled(if: HeadlessChromium.executable != nil, "chromium-headless-shell is not on PATH"))
struct TourInChromiumTests {
  /// Add a valid contact's page written to a fresh folder, `extra` (a probe) put before `</body>`.
  func page(extra: String = "") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "tour-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let html = TourPage.html(action: .addContact, columns: TourPageTests.columns(executed: [3, 4]))
    let file = folder.appending(path: "add-contact.html")
    try Data(html.replacingOccurrences(of: "</body>", with: extra + "</body>").utf8).write(to: file)
    return file
  }

  /// The DOM Chromium holds once `page` opened at `fragment` has loaded, 390 px wide: its
  /// standard output, read apart from its standard error (Chromium's own warnings).
  func dom(_ page: URL, fragment: String) async throws -> String {
    // Never nil: the suite runs only with it.
    let chromium = HeadlessChromium.executable?.path ?? "chromium-headless-shell"
    return try await Shell.run(
      [
        chromium, "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=390,2000",
        "--dump-dom",
        page.absoluteString + fragment,
      ], in: page.deletingLastPathComponent()
    ).standardOutput
  }

  /// The pick buttons marked `checked` in `dom`, by architecture.
  func checked(_ dom: String) -> [String] {
    Architecture.allCases.map(\.rawValue).filter { dom.contains("id=\"pick-\($0)\" checked") }
  }

  @Test("Opened at #tca, the page shows TCA's tab picked; opened without a fragment, MVC's")
  func theFragmentPicksTheTab() async throws {
    let page = try page()
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    #expect(checked(try await dom(page, fragment: "#tca")) == ["tca"])
    #expect(checked(try await dom(page, fragment: "#mvvm-swiftui")) == ["mvvm-swiftui"])
    #expect(checked(try await dom(page, fragment: "")) == ["mvc"])
    #expect(checked(try await dom(page, fragment: "#nothing")) == ["mvc"])
  }

  @Test("At 390 px only the picked column shows: TCA's at #tca, VIPER's once the fragment changes to #viper")
  func theColumnShownFollowsTheFragment() async throws {
    // After the page's own script: what shows on load, then after the fragment changes
    // (the event is sent at once, as the browser would: --dump-dom does not wait for it).
    let probe = """
      <script>
      function shown() {
        return Array.prototype.filter.call(document.querySelectorAll("section.column"), function (column) {
          return getComputedStyle(column).display !== "none";
        }).map(function (column) { return column.id; }).join(" ");
      }
      addEventListener("load", function () {
        var probe = document.createElement("tour-probe");
        probe.setAttribute("data-load", shown());
        history.replaceState(null, "", "#viper");
        dispatchEvent(new HashChangeEvent("hashchange"));
        probe.setAttribute("data-change", shown());
        probe.setAttribute("data-width", document.documentElement.scrollWidth);
        document.body.appendChild(probe);
      });
      </script>

      """
    let page = try page(extra: probe)
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let dom = try await dom(page, fragment: "#tca")
    #expect(dom.contains("<tour-probe data-load=\"tca\" data-change=\"viper\" data-width=\"390\">"))
  }
}
