import ArchLab

extension ClaimFigures {
  /// These figures with `later`'s standing in for `elder`'s: its module figures, its
  /// growth series and its run-time ratios under `elder`'s name, so that a rule written about `elder`
  /// reads `later`'s figures. `elder` is absent when `later` was not measured.
  public func standing(_ later: Architecture, in elder: Architecture) -> ClaimFigures {
    var copy = self
    copy.modules[elder] = modules[later]
    copy.growth[elder] = growth[later]
    copy.runtime = runtime.map { figures in
      figures.filter { $0.architecture != elder }
        + figures.filter { $0.architecture == later }.map { figure in
          var moved = figure
          moved.architecture = elder
          return moved
        }
    }
    return copy
  }
}
