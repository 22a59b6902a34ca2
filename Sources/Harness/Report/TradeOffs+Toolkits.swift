import ArchLab
import HarnessSupport

extension TradeOffs {
  /// A choice of architectures to rank among: all of them, or those of one toolkit.
  enum ToolkitChoice: String, CaseIterable {
    case all, uikit, swiftui

    /// Whether `architecture` is among those chosen.
    func contains(_ architecture: Architecture) -> Bool {
      switch self {
      case .all: true
      case .uikit: !architecture.isSwiftUIShaped
      case .swiftui: architecture.isSwiftUIShaped
      }
    }

    /// `the 3 SwiftUI-shaped (ScreenUI)`, for `count` of them.
    func phrase(_ count: Int) -> String {
      switch self {
      case .all: "all \(count)"
      case .uikit: "the \(count) UIKit-shaped (ScreenKit)"
      case .swiftui: "the \(count) SwiftUI-shaped (ScreenUI)"
      }
    }
  }

  /// The trade-offs of the architectures `choice` keeps only: each row's best, worst, ties and
  /// colours among them, as the page's toolkit choice recomputes them.
  func restricted(to choice: ToolkitChoice) -> TradeOffs {
    var copy = self
    copy.architectures = architectures.filter(choice.contains)
    copy.dimensions = dimensions.map { dimension in
      var kept = dimension
      kept.values = dimension.values.filter { choice.contains($0.key) }
      kept.noise = dimension.noise.filter { choice.contains($0.key) }
      return kept
    }
    return copy
  }

  /// What the figures separate among `choice`'s architectures and what they do not, in one
  /// sentence computed from the rows: who is best on each row beyond the noise, and the rows
  /// whose figures are all within each other's noise.
  func sentence(among choice: ToolkitChoice) -> String {
    let chosen = restricted(to: choice)
    var leads: [(leaders: [Architecture], rows: [String])] = []
    var even: [String] = []
    for dimension in chosen.dimensions where dimension.values.count >= 2 {
      let groups = dimension.ties
      let name = dimension.name.prefix(1).lowercased() + dimension.name.dropFirst()
      guard groups.count > 1, let leaders = groups.first else {
        even.append(name)
        continue
      }
      if let index = leads.firstIndex(where: { $0.leaders == leaders }) {
        leads[index].rows.append(name)
      } else {
        leads.append((leaders, [name]))
      }
    }
    var parts = leads.map { lead in
      let names = Prose.list(lead.leaders.map(\.displayName))
      return lead.leaders.count == 1
        ? "\(names) is best on \(Prose.list(lead.rows))"
        : "\(names) share the best figure on \(Prose.list(lead.rows))"
    }
    if !even.isEmpty {
      parts.append("\(Prose.list(even)) \(even.count == 1 ? "does" : "do") not separate them")
    }
    let among =
      choice == .all
      ? "Among all \(chosen.architectures.count)" : "Among \(choice.phrase(chosen.architectures.count))"
    return parts.isEmpty
      ? "\(among), no row was measured." : "\(among): " + parts.joined(separator: "; ") + "."
  }

  /// The dimensions whose weight the reader sets, by index: one slider each, a dimension that
  /// shares another's weight (``Dimension/sharesWeightWith``) has none.
  var sliders: [Int] { dimensions.indices.filter { weightLeader(of: $0) == $0 } }

  /// The dimension whose slider weighs dimension `index`: its own, or the one it shares.
  func weightLeader(of index: Int) -> Int {
    guard let name = dimensions[index].sharesWeightWith,
      let leader = dimensions.firstIndex(where: { $0.name == name })
    else { return index }
    return leader
  }

  /// Each dimension's weight when the sliders read `values` (every slider at 1 by default):
  /// a weight shared by dimensions read from the same measurements is split evenly among them.
  func dimensionWeights(sliders values: [Double]? = nil) -> [Double] {
    let sliders = self.sliders
    let values = values ?? sliders.map { _ in 1 }
    return dimensions.indices.map { index in
      let leader = weightLeader(of: index)
      let sharing = dimensions.indices.filter { weightLeader(of: $0) == leader }.count
      let weight = sliders.firstIndex(of: leader).flatMap { $0 < values.count ? values[$0] : nil } ?? 1
      return weight / Double(max(sharing, 1))
    }
  }
}

extension TradeOffs {
  /// The file the trade-offs are written to for a spreadsheet.
  static let csvName = "tradeoffs.csv"

  /// The trade-offs as CSV (RFC 4180): a row per architecture and dimension, with the figure,
  /// its noise (0 where counted exactly), which way is better and what it measures; then each
  /// architecture's rank with every weight at 1.
  var csv: String {
    let field = { (text: String) -> String in
      text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
        ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
    var lines = ["architecture,toolkit,dimension,value,shown,noise,better,measure"]
    for dimension in dimensions {
      for a in architectures {
        guard let value = dimension.values[a] else { continue }
        lines.append(
          [
            a.displayName, a.isSwiftUIShaped ? "SwiftUI-shaped" : "UIKit-shaped", dimension.name, "\(value)",
            dimension.format(value), "\(dimension.noise[a] ?? 0)",
            dimension.lowerIsBetter ? "lower" : "higher",
            dimension.measure,
          ].map(field).joined(separator: ","))
      }
    }
    let ranks = rankLabels()
    for (a, cost) in ranking() {
      lines.append(
        [
          a.displayName, a.isSwiftUIShaped ? "SwiftUI-shaped" : "UIKit-shaped", "Rank with every weight at 1",
          "\(cost)", ranks[a] ?? "–", "", "lower",
          "each figure's distance from its row's best (0) to its worst (1), ties counting as the best of them, summed",
        ].map(field).joined(separator: ","))
    }
    return lines.joined(separator: "\r\n") + "\r\n"
  }
}
