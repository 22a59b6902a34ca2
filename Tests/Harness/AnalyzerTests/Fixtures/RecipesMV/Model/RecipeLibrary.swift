import Foundation
import Observation

@Observable
final class RecipeLibrary {
  private(set) var recipes: [Recipe] = []
  var searchText = ""
  private let url = URL(string: "https://recipes.example.com/all.json")!

  var filtered: [Recipe] {
    searchText.isEmpty ? recipes : recipes.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
  }

  var favorites: [Recipe] { recipes.filter(\.isFavorite) }

  func load() async throws {
    let (data, _) = try await URLSession.shared.data(from: url)
    recipes = try JSONDecoder().decode([Recipe].self, from: data).sorted { $0.name < $1.name }
  }

  func toggleFavorite(_ recipe: Recipe) {
    guard let index = recipes.firstIndex(of: recipe) else { return }
    recipes[index].isFavorite.toggle()
  }
}
