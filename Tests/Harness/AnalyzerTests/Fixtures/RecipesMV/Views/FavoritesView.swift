import SwiftUI

struct FavoritesView: View {
  @Environment(RecipeLibrary.self) private var library

  var body: some View {
    List(library.favorites) { recipe in
      Text(recipe.name)
    }
    .overlay {
      if library.favorites.isEmpty { ContentUnavailableView("No Favorites", systemImage: "star") }
    }
    .navigationTitle("Favorites")
  }
}
