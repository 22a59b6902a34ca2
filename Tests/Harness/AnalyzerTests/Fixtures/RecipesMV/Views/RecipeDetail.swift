import SwiftUI

struct RecipeDetail: View {
  @Environment(RecipeLibrary.self) private var library
  let recipe: Recipe

  var body: some View {
    List {
      Section("Ingredients") {
        ForEach(recipe.ingredients, id: \.self) { Text($0) }
      }
    }
    .navigationTitle(recipe.name)
    .toolbar {
      Button(recipe.isFavorite ? "Unfavorite" : "Favorite") { library.toggleFavorite(recipe) }
    }
  }
}
