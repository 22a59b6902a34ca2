import Analysis

/// What an architecture looks like from its code: the share of the screens' code each
/// role family holds, and which families refer to which.
public struct ArchitectureProfile: Codable, Sendable, Equatable {
  /// Each family's share of the counted code lines, 0…1 (families with none are absent).
  public var shares: [RoleFamily: Double]
  /// `from → to` pairs: a type of `from` refers to a type of `to`, or to a protocol one implements.
  public var edges: [Edge]
  /// The code lines the shares are of.
  public var countedLines: Int

  /// One family referring to another.
  public struct Edge: Codable, Sendable, Hashable, Comparable {
    /// The family that refers.
    public var from: RoleFamily
    /// The family referred to.
    public var to: RoleFamily

    /// `view controllers → presenters`.
    public var title: String { "\(from.title) → \(to.title)" }

    public static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
  }

  /// A profile of these shares, edges and counted lines (a blended reference: ``FieldReferences``).
  public init(shares: [RoleFamily: Double], edges: [Edge], countedLines: Int) {
    self.shares = shares
    self.edges = edges
    self.countedLines = countedLines
  }

  /// The profile of measured files under `roles`.
  public init(files: [FileMetrics], facts: [FileFacts], roles: RoleMap) {
    var lines: [RoleFamily: Int] = [:]
    for file in files {
      for (role, counts) in file.linesByRole {
        guard let family = RoleFamily(role), family.countsInShares else { continue }
        lines[family, default: 0] += counts.code
      }
    }
    let total = lines.values.reduce(0, +)
    countedLines = total
    shares = total == 0 ? [:] : lines.filter { $0.value > 0 }.mapValues { Double($0) / Double(total) }
    var implementers: [String: Set<RoleFamily>] = [:]
    for type in roles.types.values {
      guard let family = RoleFamily(type.role) else { continue }
      implementers[type.name, default: []].insert(family)
    }
    var conforms: [String: Set<RoleFamily>] = [:]
    for file in facts {
      for fact in file.typeFacts {
        guard let type = roles.classified(fact.name), let family = RoleFamily(type.role) else { continue }
        for name in fact.inherits { conforms[name, default: []].insert(family) }
      }
    }
    var found: Set<Edge> = []
    for file in facts where !roles.isStandIn(file.path) {
      for declaration in file.declarations {
        guard let key = declaration.key, let from = roles.classified(key).flatMap({ RoleFamily($0.role) })
        else { continue }
        for name in declaration.references {
          let owner = roles.classified(name)
          var targets: Set<RoleFamily> = []
          if let owner, owner.role == .boundary {
            targets = conforms[owner.name] ?? []
          } else if let family = owner.flatMap({ RoleFamily($0.role) }) {
            targets = [family]
          }
          for to in targets where to != from && to != .boundary && from != .boundary {
            found.insert(Edge(from: from, to: to))
          }
        }
      }
    }
    edges = found.sorted()
  }

  /// The share of `family`, 0 when it has none.
  public func share(_ family: RoleFamily) -> Double { shares[family] ?? 0 }

  /// How far this profile is from `other`, 0…1: three quarters the total-variation distance
  /// of the shares (half the sum of their differences), one quarter the Jaccard distance
  /// of the edges (the pairs one has and the other lacks, over the pairs either has).
  public func distance(to other: ArchitectureProfile) -> Double {
    // Summed in the families' order: a set's order changes from process to process, and with
    // it the last bit of a sum, which is enough to swap two references at the same distance.
    let families = Set(shares.keys).union(other.shares.keys).sorted()
    let variation = families.reduce(0) { $0 + abs(share($1) - other.share($1)) } / 2
    let mine = Set(edges)
    let theirs = Set(other.edges)
    let union = mine.union(theirs)
    let jaccard =
      union.isEmpty ? 0 : Double(union.subtracting(mine.intersection(theirs)).count) / Double(union.count)
    return Self.sharesWeight * variation + (1 - Self.sharesWeight) * jaccard
  }

  /// The weight of the shares in ``distance(to:)``; the edges weigh the rest.
  public static let sharesWeight = 0.75
}
