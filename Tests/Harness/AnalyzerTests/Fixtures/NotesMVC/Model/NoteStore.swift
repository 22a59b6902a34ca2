import Foundation

final class NoteStore {
  private let url: URL

  init(fileManager: FileManager = .default) {
    let documents = fileManager.urls(for: .documentDirectory, in: .userDomainMask)[0]
    url = documents.appendingPathComponent("notes.json")
  }

  func load() -> [Note] {
    guard let data = try? Data(contentsOf: url) else { return [] }
    return (try? JSONDecoder().decode([Note].self, from: data)) ?? []
  }

  func save(_ notes: [Note]) {
    if let data = try? JSONEncoder().encode(notes) {
      try? data.write(to: url, options: .atomic)
    }
  }
}
