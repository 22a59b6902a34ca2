import Observation
import ScreenKit
import ScreenUI
import Synchronization
import Testing

/// What a list does when the views around it change: what a `ForEach` reads, which rows'
/// state goes, and what a list read while resolving. Counted and shown, not timed.
@MainActor
@Suite("ScreenUI: list updates", .serialized)
struct ListUpdateTests {
  @Test("A keystroke on a sheet over a list does not walk the list: no row's id is read again")
  func keystrokeOnSheetLeavesListAlone() throws {
    let numbers = Numbers(count: 1_000)
    let driver = ScreenDriver(root: ScreenUI.makeRootViewController(NumbersApp(numbers: numbers)))
    try driver.tap("+")
    IDReads.reset()
    try driver.fill("Label", with: "x")
    try driver.fill("Label", with: "xy")
    #expect(IDReads.count == 0, "the list beneath the sheet is the same: its ids are not read")
    try driver.tap("Done")
    #expect(
      IDReads.count >= 1_001, "adding a number changes the list: every id is read, as SwiftUI's ForEach does")
    #expect(driver.tableViews.first?.insertedRowCount == 1)
  }

  @Test("A list follows what it read while resolving (a section's rows), not only what its body read")
  func listFollowsWhatItRead() throws {
    let numbers = Numbers(count: 4)
    let driver = ScreenDriver(root: ScreenUI.makeRootViewController(ParityList(numbers: numbers)))
    #expect(driver.snapshot.rowTexts == ["Number 0", "Number 2", "Number 1", "Number 3"])
    try driver.tap("Drop odd")
    #expect(driver.snapshot.rowTexts == ["Number 0", "Number 2"])
    #expect(driver.tableViews.first?.inconsistencies.isEmpty == true)
  }

  @Test("A deleted row's state goes with it: the same id added again starts afresh")
  func deletedRowStateIsFreed() throws {
    let numbers = Numbers(count: 3)
    let driver = ScreenDriver(root: ScreenUI.makeRootViewController(NumbersApp(numbers: numbers)))
    try driver.select("Number 1")
    #expect(driver.shows("Number 1 tapped 1"), "the row's own state")
    try driver.select("Number 2")
    try driver.swipe("Number 1 tapped 1", action: "Delete")
    #expect(numbers.all.map(\.number) == [0, 2])
    try driver.tap("Restore 1")
    #expect(driver.snapshot.rowTexts == ["Number 0", "Number 1", "Number 2 tapped 1"])
  }
}

/// How often an element's id was read: what walking a `ForEach` costs.
enum IDReads {
  private static let reads = Mutex(0)
  static var count: Int { reads.withLock { $0 } }
  static func reset() { reads.withLock { $0 = 0 } }
  static func record() { reads.withLock { $0 += 1 } }
}

/// A number in a list, whose id counts its reads.
struct Numbered: Identifiable, Equatable {
  let number: Int
  var id: Int {
    IDReads.record()
    return number
  }
}

/// The numbers a list shows.
@MainActor
@Observable
final class Numbers {
  var all: [Numbered]

  init(count: Int) {
    all = (0..<count).map(Numbered.init)
  }

  func delete(_ number: Int) { all.removeAll { $0.number == number } }
  func restore(_ number: Int) {
    all.append(Numbered(number: number))
    all.sort { $0.number < $1.number }
  }
}

struct NumbersApp: ScreenUI.View {
  let numbers: Numbers

  var body: some ScreenUI.View {
    NavigationStack { NumbersList().environment(numbers) }
  }
}

struct NumbersList: ScreenUI.View {
  @Environment(Numbers.self) private var numbers
  @State private var isAdding = false

  var body: some ScreenUI.View {
    List {
      ForEach(numbers.all) { item in
        NumberRow(item: item)
          .swipeActions { Button("Delete", role: .destructive) { numbers.delete(item.number) } }
      }
    }
    .navigationTitle("Numbers")
    .toolbar {
      ToolbarItem(placement: .primaryAction) { Button("+") { isAdding = true } }
      ToolbarItem(placement: .cancellationAction) { Button("Restore 1") { numbers.restore(1) } }
    }
    .sheet(isPresented: $isAdding) { NavigationStack { NewNumber() } }
  }
}

/// A row with state of its own: how often it was tapped.
struct NumberRow: ScreenUI.View {
  let item: Numbered
  @State private var taps = 0

  var body: some ScreenUI.View {
    Button(taps == 0 ? "Number \(item.number)" : "Number \(item.number) tapped \(taps)") { taps += 1 }
  }
}

struct NewNumber: ScreenUI.View {
  @Environment(Numbers.self) private var numbers
  @Environment(\.dismiss) private var dismiss
  @State private var label = ""

  var body: some ScreenUI.View {
    TextField("Label", text: $label)
      .navigationTitle("New Number")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") {
            numbers.restore(numbers.all.count)
            dismiss()
          }
        }
      }
  }
}

/// Numbers by parity: each section's rows are read while the list resolves (in the
/// section's content), not by the body, which reads nothing that changes.
struct ParityList: ScreenUI.View {
  let numbers: Numbers

  var body: some ScreenUI.View {
    NavigationStack {
      List {
        ForEach(["Even", "Odd"], id: \.self) { parity in
          Section(parity) {
            ForEach(numbers.all.filter { ($0.number % 2 == 0) == (parity == "Even") }) { item in
              Text("Number \(item.number)")
            }
          }
        }
      }
      .navigationTitle("Parity")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Drop odd") { numbers.all.removeAll { $0.number % 2 == 1 } }
        }
      }
    }
  }
}
