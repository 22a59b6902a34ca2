import SwiftUI

struct RecipeList: View {
  @Environment(RecipeLibrary.self) private var library
  @State private var errorMessage: String?

  var body: some View {
    @Bindable var library = library
    List(library.filtered) { recipe in
      NavigationLink(value: recipe) {
        HStack {
          Text(recipe.name)
          Spacer()
          Text("\(recipe.minutes) min").foregroundStyle(.secondary)
        }
      }
    }
    .searchable(text: $library.searchText)
    .navigationTitle("Recipes")
    .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
    .task {
      do { try await library.load() } catch { errorMessage = error.localizedDescription }
    }
  }
}
