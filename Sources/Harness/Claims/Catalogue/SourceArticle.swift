/// The five source articles of `Docs/Sources.md`, by the number of their copy.
public enum SourceArticle: String, CaseIterable, Sendable, Decodable {
  /// Architecting iOS Apps with VIPER (objc.io issue 13).
  case viperObjcIO = "000"
  /// A Russian Habr post on MVVM-R.
  case mvvmRHabr = "001"
  /// An MVP implementation note (a GitHub README).
  case mvpNote = "002"
  /// Clean Architecture - VIPER (Speaker Deck).
  case viperSlides = "003"
  /// Comparing MVVM and Viper architectures (Auth0 blog).
  case mvvmViperAuth0 = "004"

  /// The original's title.
  public var title: String {
    switch self {
    case .viperObjcIO: "Architecting iOS Apps with VIPER"
    case .mvvmRHabr: "Approches architecturales dans les applications iOS (MVVM-R)"
    case .mvpNote: "Implémentation architecture MVP"
    case .viperSlides: "Clean Architecture - VIPER"
    case .mvvmViperAuth0: "Comparing MVVM and Viper architectures: When to use one or the other"
    }
  }

  /// Who wrote it, and when, as far as `Docs/Sources.md` confirms.
  public var byline: String {
    switch self {
    case .viperObjcIO: "Jeff Gilbert and Conrad Stoll, objc.io, 2014"
    case .mvvmRHabr: "author not confirmed, Habr"
    case .mvpNote: "Kous92, GitHub, 2023"
    case .viperSlides: "Sergi Gracia, Redbooth, 2014"
    case .mvvmViperAuth0: "Rafael Sacchi, Auth0 blog, 2016"
    }
  }

  /// The original's address (for 001, the French copy's, since the Russian one is not confirmed).
  public var url: String {
    switch self {
    case .viperObjcIO: "https://www.objc.io/issues/13-architecture/viper/"
    case .mvvmRHabr: "https://habr.com/ru/post/fr458590/"
    case .mvpNote:
      "https://github.com/Kous92/Test-technique-iOS-2020-Capgemini-Mobile-Factory-DCX-Paris/blob/main/MVP/README.md"
    case .viperSlides: "https://speakerdeck.com/sergigracia/clean-architecture-viper"
    case .mvvmViperAuth0: "https://auth0.com/blog/compare-mvvm-and-viper-architectures/"
    }
  }

  /// `[000] Architecting iOS Apps with VIPER (Jeff Gilbert and Conrad Stoll, objc.io, 2014), <url>`.
  public var citation: String {
    "[\(rawValue)] \(title) (\(byline)), <\(url)>"
  }
}
