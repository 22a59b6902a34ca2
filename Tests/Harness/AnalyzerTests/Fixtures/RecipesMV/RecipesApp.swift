import SwiftUI

@main
struct RecipesApp: App {
  @State private var library = RecipeLibrary()

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(library)
    }
  }
}
