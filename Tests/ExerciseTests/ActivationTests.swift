import ArchLab
import Foundation
import Testing
import WorkshopMarker

@Suite("Which exercises are active")
struct ActivationTests {
  @Test("ARCHLAB_EXERCISE names all, one exercise, or one for some architectures")
  func environment() {
    let none = URL(filePath: "/nonexistent")
    let all = Activation(environment: ["ARCHLAB_EXERCISE": "all"], root: none)
    #expect(all.exercises[.viper] == Set(Exercise.allCases.map(\.rawValue)))
    let one = Activation(environment: ["ARCHLAB_EXERCISE": "03-mark-done"], root: none)
    #expect(Architecture.allCases.allSatisfy { one.isActive(.markDone, for: $0) })
    #expect(!one.isActive(.overdue, for: .mvc))
    let some = Activation(
      environment: ["ARCHLAB_EXERCISE": "05-overdue:mvp, viper; 01-delete-contact:mvc"], root: none)
    #expect(some.isActive(.overdue, for: .mvp) && some.isActive(.overdue, for: .viper))
    #expect(!some.isActive(.overdue, for: .mvc) && some.isActive(.deleteContact, for: .mvc))
  }

  @Test("Without the variable, the markers archlab exercise start leaves are read")
  func markers() throws {
    let root = FileManager.default.temporaryDirectory.appending(path: "activation-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appending(path: "Sources/MVVM"), withIntermediateDirectories: true)
    try ExerciseMarker(exercise: "02-search-contacts", base: "abc", started: "2026-11-22T00:00:00Z")
      .write(for: .mvvm, root: root)
    let activation = Activation(environment: [:], root: root)
    #expect(activation.exercises == [.mvvm: ["02-search-contacts"]])
    #expect(Activation(environment: ["ARCHLAB_EXERCISE": ""], root: root).exercises.isEmpty)
  }
}
