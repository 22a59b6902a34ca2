import Analysis
import ArchLab

extension ClaimFigures {
  /// These figures with `standIn.later`'s standing in for `standIn.elder`'s: its module
  /// figures (roles read through the stand-in's table), its growth series and its
  /// run-time ratios under the elder's name, so that a rule written about the elder reads
  /// the later module's figures. The elder is absent when the later module was not measured.
  public func standing(_ standIn: StandIn) -> ClaimFigures {
    let (later, elder) = (standIn.later, standIn.elder)
    var copy = self
    copy.modules[elder] = modules[later].map { Self.mapped($0, standIn) }
    copy.growth[elder] = growth[later].map { series in
      var mapped = series
      mapped.steps = series.steps.map { Self.mapped($0, standIn) }
      return mapped
    }
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

  /// These figures with `later` standing in for `elder`, roles read under their own names.
  public func standing(_ later: Architecture, in elder: Architecture) -> ClaimFigures {
    standing(StandIn(later, in: elder))
  }

  /// `module`'s figures with its roles renamed into the elder's, through the stand-in's table.
  static func mapped(_ module: ModuleFigures, _ standIn: StandIn) -> ModuleFigures {
    var inverse: [Role: Role] = [:]
    for (elderRole, laterRole) in standIn.roles {
      if let laterRole { inverse[laterRole] = elderRole }
    }
    let toElder = { (role: Role) -> Role in
      inverse[role] ?? (standIn.roles.keys.contains(role) ? .other : role)
    }
    var mapped = module
    mapped.absentRoles = standIn.absentRoles
    mapped.roleCodeLines = module.roleCodeLines.map { lines in
      Dictionary(lines.map { (toElder($0.key), $0.value) }, uniquingKeysWith: +)
    }
    mapped.largestFile = module.largestFile.map {
      LargestItem(name: $0.name, role: toElder($0.role), codeLines: $0.codeLines)
    }
    mapped.largestType = module.largestType.map {
      LargestItem(name: $0.name, role: toElder($0.role), codeLines: $0.codeLines)
    }
    mapped.largestFileByRole = module.largestFileByRole.map { items in
      Dictionary(
        items.map { (toElder($0.key), $0.value) },
        uniquingKeysWith: { $0.codeLines >= $1.codeLines ? $0 : $1 })
    }
    mapped.largestTypeByRole = module.largestTypeByRole.map { items in
      Dictionary(
        items.map { (toElder($0.key), $0.value) },
        uniquingKeysWith: { $0.codeLines >= $1.codeLines ? $0 : $1 })
    }
    mapped.unitMutationScoreByRole = module.unitMutationScoreByRole.map { scores in
      Dictionary(scores.map { (toElder($0.key), $0.value) }, uniquingKeysWith: { max($0, $1) })
    }
    mapped.coupling = module.coupling.map { rows in
      var result: [Role: [CouplingTarget: Int]] = [:]
      for (role, targets) in rows {
        for (target, count) in targets {
          let column: CouplingTarget = if case .role(let r) = target { .role(toElder(r)) } else { target }
          result[toElder(role), default: [:]][column, default: 0] += count
        }
      }
      return result
    }
    return mapped
  }
}
