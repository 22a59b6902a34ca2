import Observation
import ScreenUI

/// A person in the small app the toolkit's tests drive.
struct Person: Identifiable, Equatable {
  var id: Int
  var name: String
}

/// The small app's model: people, added one by one.
@MainActor
@Observable
final class People {
  var all: [Person]
  var title = "People"
  /// How often the list appeared (its `onAppear`).
  var appearances = 0
  private var nextID: Int

  init(count: Int = 0) {
    all = (0..<count).map { Person(id: $0, name: "Person \($0)") }.sorted { $0.name < $1.name }
    nextID = count
  }

  func add(_ name: String) {
    all.append(Person(id: nextID, name: name))
    all.sort { $0.name < $1.name }
    nextID += 1
  }

  func delete(_ id: Int) {
    all.removeAll { $0.id == id }
  }
}

/// A custom environment key: the greeting the detail screen shows.
enum GreetingKey: EnvironmentKey {
  static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

/// The app: two tabs, People (a list, an add sheet, a detail screen) and About.
struct PeopleApp: View {
  let people: People

  var body: some View {
    TabView {
      PeopleTab().tabItem { Text("People") }
      AboutTab().tabItem { Text("About") }
    }
    .environment(people)
    .environment(\.greeting, "Hi")
  }
}

struct PeopleTab: View {
  @Environment(People.self) private var people
  @State private var isAdding = false
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ForEach(people.all) { person in
          PersonRow(person: person)
            .swipeActions { Button("Delete", role: .destructive) { people.delete(person.id) } }
        }
      }
      .overlay { if people.all.isEmpty { ContentUnavailableView("No People") } }
      .onAppear { people.appearances += 1 }
      .navigationTitle(people.title)
      .toolbar { ToolbarItem(placement: .primaryAction) { Button("+") { isAdding = true } } }
      .navigationDestination(for: Int.self) { id in PersonDetail(id: id) }
      .sheet(isPresented: $isAdding) { NavigationStack { AddPerson() } }
    }
  }
}

struct PersonRow: View {
  let person: Person

  var body: some View {
    NavigationLink(value: person.id) { Text(person.name) }
  }
}

struct PersonDetail: View {
  let id: Int
  @Environment(People.self) private var people
  @Environment(\.greeting) private var greeting

  var body: some View {
    Text("\(greeting), \(people.all.first { $0.id == id }?.name ?? "nobody")")
      .navigationTitle("Person")
  }
}

struct AddPerson: View {
  @Environment(People.self) private var people
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""
  @State private var problem: String?

  var body: some View {
    TextField("Name", text: $name, prompt: Text("required"))
      .navigationTitle("New Person")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { save() }.disabled(name == "nobody")
        }
      }
      .alert("Error", isPresented: Binding(get: { problem != nil }, set: { if !$0 { problem = nil } })) {
        Button("OK") {}
      } message: {
        Text(problem ?? "")
      }
  }

  private func save() {
    guard !name.isEmpty else { return problem = "A person must have a name" }
    people.add(name)
    dismiss()
  }
}

struct AboutTab: View {
  @State private var taps = 0

  var body: some View {
    NavigationStack {
      VStack {
        Text("Tapped \(taps) times")
        Button("Tap") { taps += 1 }
      }
      .navigationTitle("About")
      .onAppear { taps += 100 }
    }
  }
}

/// A list its `onAppear` fills, as a screen whose model loads when it appears.
struct FilledOnAppear: View {
  let people: People

  var body: some View {
    NavigationStack {
      List {
        ForEach(people.all) { person in Text(person.name) }
      }
      .navigationTitle("Filled")
      .onAppear {
        if people.all.isEmpty { ["Grace", "Ada"].forEach(people.add) }
      }
    }
  }
}
