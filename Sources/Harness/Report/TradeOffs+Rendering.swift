import ArchLab
import HarnessSupport

extension TradeOffs {
  /// The colour of a figure's place in its row, best to worst (Paul Tol's colour-blind-safe
  /// blue–red scale, light in the middle): read with the figure, never instead of it.
  static let placeColors = ["#4393c3", "#92c5de", "#d1e5f0", "#fddbc7", "#f4a582", "#d6604d"]

  /// The colour of place `place` of `count`.
  static func color(place: Int, of count: Int) -> String {
    guard count > 1 else { return placeColors[2] }
    let index = Int((Double(place) / Double(count - 1) * Double(placeColors.count - 1)).rounded())
    return placeColors[min(max(index, 0), placeColors.count - 1)]
  }

  /// The table in Markdown: a row per dimension, a column per architecture; the best figure
  /// of each row in bold, the worst in italics.
  var markdown: String {
    let header = ["Dimension (better: ↓ lower, ↑ higher)"] + architectures.map(\.displayName)
    let rows = dimensions.map { dimension in
      ["\(dimension.name) \(dimension.lowerIsBetter ? "↓" : "↑")"]
        + architectures.map { a -> String in
          guard let value = dimension.values[a], let (place, count) = dimension.place(of: a) else {
            return "–"
          }
          let text = dimension.format(value)
          return place == 0 ? "**\(text)**" : place == count - 1 ? "*\(text)*" : text
        }
    }
    return ReportDocument.markdownTable(header, rows)
      + "\n"
      + dimensions.map { "- **\($0.name):** \($0.measure)." }.joined(separator: "\n") + "\n"
  }

  /// The table in HTML: each cell its figure, coloured by its place in the row, the measure in
  /// each cell's tooltip; beside each dimension, the weight the reader gives it (a slider, 0 to
  /// 3), and under the figures each architecture's rank with those weights, which the
  /// weighing's script keeps up to date (without it, the rank with equal weights).
  var html: String {
    var html =
      "<div class=\"scroll\"><table class=\"tradeoffs\"><thead><tr><th>Dimension</th><th class=\"weight\">Your weight</th>"
      + architectures.map { "<th>\(Markup.escape($0.displayName))</th>" }.joined() + "</tr></thead><tbody>"
    for (index, dimension) in dimensions.enumerated() {
      html +=
        "<tr><th scope=\"row\"><a href=\"#dimension-\(index)\">\(Markup.escape(dimension.name))</a> <span class=\"way\">\(dimension.lowerIsBetter ? "↓ lower is better" : "↑ higher is better")</span></th>"
        + "<td class=\"weight\"><input type=\"range\" min=\"0\" max=\"3\" step=\"1\" value=\"1\" data-dimension=\"\(index)\" aria-label=\"Your weight for \(Markup.escape(dimension.name))\"><output>1</output></td>"
      for a in architectures {
        guard let value = dimension.values[a], let (place, count) = dimension.place(of: a) else {
          html += "<td>–</td>"
          continue
        }
        html +=
          "<td style=\"background:\(Self.color(place: place, of: count))\" title=\"\(Markup.escape("\(a.displayName), \(dimension.name): \(dimension.format(value)) — \(dimension.measure); place \(place + 1) of \(count)"))\">\(Markup.escape(dimension.format(value)))</td>"
      }
      html += "</tr>"
    }
    let ranks = Dictionary(uniqueKeysWithValues: ranking().enumerated().map { ($0.element.0, $0.offset + 1) })
    html +=
      "</tbody><tfoot><tr class=\"rank\"><th scope=\"row\"><a href=\"#weigh\">Rank with your weights</a></th><td class=\"weight\"></td>"
      + architectures.map { a in
        "<td data-rank-of=\"\(Markup.escape(a.displayName))\">\(ranks[a].map(String.init) ?? "–")</td>"
      }.joined() + "</tr></tfoot></table></div>\n"
    html +=
      "<p class=\"legend\">Each cell is the figure; its colour is its place in its row, "
      + Self.placeColors.map { "<span class=\"swatch\" style=\"background:\($0)\"></span>" }.joined()
      + " from the best to the worst.</p>\n<dl class=\"legend measures\">"
      + dimensions.enumerated().map {
        "<div id=\"dimension-\($0.offset)\"><dt>\(Markup.escape($0.element.name))</dt><dd>\(Markup.escape($0.element.measure)).</dd></div>"
      }.joined() + "</dl>\n"
    return html
  }

  /// With every dimension weighed alike: the architectures from the least cost to the most.
  /// A figure's cost on a dimension is its distance from that row's best, 0 to 1.
  func ranking(weights: [Double]? = nil) -> [(Architecture, Double)] {
    let weights = weights ?? dimensions.map { _ in 1 }
    let costs = architectures.map { a -> (Architecture, Double) in
      var total = 0.0
      for (dimension, weight) in zip(dimensions, weights) {
        guard let value = dimension.values[a], let best = dimension.ranked.first?.1,
          let worst = dimension.ranked.last?.1, best != worst
        else { continue }
        total += weight * abs(value - best) / abs(worst - best)
      }
      return (a, total)
    }
    // Equal costs keep the architectures' order (a stable sort).
    return costs.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
  }

  /// The weighting control in Markdown: the equal-weights ranking, and where to weigh.
  var weighMarkdown: String {
    "With every dimension weighed alike (a figure counts by its distance from its row's best, 0 to 1): "
      + ranking().enumerated().map {
        "\($0.offset + 1). \($0.element.0.displayName) (\(Format.f2($0.element.1)))"
      }
      .joined(separator: ", ")
      + ". Open `index.html` to weigh the dimensions yourself.\n\n**What these figures cannot tell:**\n\n"
      + Self.cannotTell.map { "- \($0)\n" }.joined()
  }

  /// The weighing in HTML, under the table whose second column holds its sliders: the
  /// ranking they give with the figures that drive it, computed by an inline script from the
  /// figures (without the script, the equal-weights ranking), and what no figure can tell.
  var weighHTML: String {
    var html =
      "<div class=\"weigh\" id=\"weigh-control\"><p>Give each dimension a weight from 0 (ignore it) to 3 in the table's <strong>Your weight</strong> column; the architectures are ranked on them here and in the table's last row. A figure counts by its distance from its row's best (0) to its row's worst (1), times its dimension's weight; the ranking adds them up. No opinion is written in: only your weights and the figures.</p><ol class=\"ranking\" aria-live=\"polite\">"
    for (a, cost) in ranking() {
      html += "<li><strong>\(Markup.escape(a.displayName))</strong> <span>cost \(Format.f2(cost))</span></li>"
    }
    html += "</ol><div><p><strong>What these figures cannot tell:</strong></p><ul>"
    html += Self.cannotTell.map { "<li>\(Markup.escape($0))</li>" }.joined() + "</ul></div></div>\n"
    html +=
      "<script type=\"application/json\" id=\"tradeoffs-data\">\(json.replacingOccurrences(of: "</", with: "<\\/"))</script>\n"
    html += "<script>\(Self.weighScript)</script>\n"
    return html
  }

  /// The inline script of the weighting control: reads the figures, ranks on every change.
  static let weighScript = """
    (function () {
      var data = JSON.parse(document.getElementById('tradeoffs-data').textContent);
      var root = document.getElementById('weigh-control');
      var inputs = document.querySelectorAll('table.tradeoffs input[data-dimension]');
      var list = root.querySelector('ol.ranking');
      function bounds(d) {
        var vs = data.architectures.filter(function (a) { return d.values[a]; }).map(function (a) { return d.values[a][0]; });
        var best = d.lowerIsBetter ? Math.min.apply(null, vs) : Math.max.apply(null, vs);
        var worst = d.lowerIsBetter ? Math.max.apply(null, vs) : Math.min.apply(null, vs);
        return [best, worst];
      }
      function rank() {
        var weights = Array.prototype.map.call(inputs, function (i) { i.nextElementSibling.textContent = i.value; return +i.value; });
        var rows = data.architectures.map(function (a) {
          var total = 0, parts = [];
          data.dimensions.forEach(function (d, k) {
            var v = d.values[a]; if (!v || weights[k] === 0) return;
            var b = bounds(d); if (b[0] === b[1]) return;
            var cost = weights[k] * Math.abs(v[0] - b[0]) / Math.abs(b[1] - b[0]);
            total += cost; parts.push([cost, d.name + ' ' + v[1]]);
          });
          parts.sort(function (x, y) { return y[0] - x[0]; });
          return [a, total, parts];
        });
        rows.sort(function (x, y) { return x[1] - y[1] || (x[0] < y[0] ? -1 : 1); });
        list.innerHTML = '';
        rows.forEach(function (r, place) {
          var cell = document.querySelector('td[data-rank-of="' + r[0] + '"]');
          if (cell) cell.textContent = place + 1;
          var li = document.createElement('li');
          var name = document.createElement('strong'); name.textContent = r[0]; li.appendChild(name);
          var span = document.createElement('span');
          span.textContent = ' cost ' + r[1].toFixed(2) + (r[2].length ? ' — most from ' + r[2].slice(0, 3).map(function (p) { return p[1]; }).join(', ') : '');
          li.appendChild(span); list.appendChild(li);
        });
      }
      Array.prototype.forEach.call(inputs, function (i) { i.addEventListener('input', rank); });
      rank();
    })();
    """
}
