import HarnessSupport

extension Role {
  /// The role's colour and marker in every chart (the report's, `archlab analyze`'s) and on the
  /// tour's pages: each role its own colour, in hue families — the view's roles blue, navigation and
  /// assembly green, logic and state orange, storage and services purple, what matches no suffix
  /// brown (data types its lighter brown), the framework stand-ins grey — darker to lighter within a family, each with the
  /// family's next marker (a stacked bar shows colours only).
  public var chartStyle: SVGChart.Style {
    let (color, marker): (String, SVGChart.Marker) =
      switch self {
      case .viewController: ("#1F4E9A", .circle)
      case .view: ("#4A7FCB", .square)
      case .presenter: ("#86B0E3", .triangle)
      case .viewModel: ("#BCD4F2", .diamond)
      case .coordinator: ("#1B6B3A", .circle)
      case .router: ("#3E9B57", .square)
      case .wireframe: ("#80C58E", .triangle)
      case .builder: ("#C3E5C8", .diamond)
      case .interactor: ("#A23B12", .circle)
      case .reducer: ("#D4601F", .square)
      case .store: ("#EE9140", .triangle)
      case .worker: ("#F6B97A", .diamond)
      case .models: ("#FBDDB8", .star)
      case .dataManager: ("#4B2A7B", .circle)
      case .service: ("#7A58A8", .square)
      case .client: ("#A98BCB", .triangle)
      case .boundary: ("#D8C8EA", .diamond)
      case .data: ("#D2B48C", .star)
      case .other: ("#9C7A54", .hexagon)
      case .frameworkStandIn: ("#A6A6A6", .cross)
      }
    return SVGChart.Style(color: color, marker: marker)
  }
}
