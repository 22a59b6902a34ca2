import SwiftUI

struct ContentView: View {
  var body: some View {
    TabView {
      NavigationStack { RecipeList() }
        .tabItem { Label("Recipes", systemImage: "book") }
      NavigationStack { FavoritesView() }
        .tabItem { Label("Favorites", systemImage: "star") }
    }
  }
}
