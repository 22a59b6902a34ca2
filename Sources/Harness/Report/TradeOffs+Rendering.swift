import ArchLab
import HarnessSupport

extension TradeOffs {
  /// The colour of a figure's place in its row, best to worst (Paul Tol's colour-blind-safe
  /// blue–red scale, light in the middle): read with the figure, never instead of it.
  static let placeColors = ["#4393c3", "#92c5de", "#d1e5f0", "#fddbc7", "#f4a582", "#d6604d"]

  /// The colour of a row whose figures are all within each other's noise: nothing to tell apart.
  static let neutralColor = "#eeeeee"

  /// The colour of a figure at `position` from its row's best (0) to its worst (1): its value
  /// decides, not its place, so two figures a hair apart get one colour; `nil` (no figure of
  /// the row beyond the noise of the others) is ``neutralColor``.
  static func color(position: Double?) -> String {
    guard let position else { return neutralColor }
    let index = Int((position * Double(placeColors.count - 1)).rounded())
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
      + "\nThe best figure of each row is in bold, the worst in italics (`index.html` colours each by its value and shows ties).\n\n"
      + dimensions.map { "- **\($0.name):** \($0.measure)." }.joined(separator: "\n") + "\n"
  }

  /// The table in HTML: each cell its figure, coloured by its value in the row (ties as ties), the measure in
  /// each cell's tooltip; beside each dimension, the weight the reader gives it (a slider, 0 to
  /// 3), and under the figures each architecture's rank with those weights, which the
  /// weighing's script keeps up to date (without it, the rank with equal weights).
  var html: String {
    let uikit = architectures.filter { !$0.isSwiftUIShaped }.count
    let swiftUI = architectures.count - uikit
    let choice: String =
      "<fieldset class=\"toolkit\" id=\"toolkit-choice\"><legend>Rank among</legend>"
      + "<label><input type=\"radio\" name=\"toolkit\" value=\"all\" checked> all \(architectures.count)</label> "
      + "<label><input type=\"radio\" name=\"toolkit\" value=\"uikit\"> the \(uikit) UIKit-shaped (ScreenKit)</label> "
      + "<label><input type=\"radio\" name=\"toolkit\" value=\"swiftui\"> the \(swiftUI) SwiftUI-shaped (ScreenUI)</label>"
      + "<span class=\"hint\"> Colours, ties and ranks are recomputed among those chosen; the address keeps your weights and choice, to share the view.</span></fieldset>\n"
    let headers: String = architectures.map { (a: Architecture) -> String in
      "<th data-arch=\"\(Markup.escape(a.displayName))\">\(Markup.escape(a.displayName))</th>"
    }.joined()
    var html: String =
      choice
      + "<div class=\"scroll\"><table class=\"tradeoffs\"><thead><tr><th>Dimension</th><th class=\"weight\">Your weight</th>"
      + headers + "</tr></thead><tbody>"
    for (index, dimension) in dimensions.enumerated() {
      html +=
        "<tr data-row=\"\(index)\"><th scope=\"row\"><a href=\"#dimension-\(index)\">\(Markup.escape(dimension.name))</a> <span class=\"way\">\(dimension.lowerIsBetter ? "↓ lower is better" : "↑ higher is better")</span></th>"
        + "<td class=\"weight\"><input type=\"range\" min=\"0\" max=\"3\" step=\"1\" value=\"1\" data-dimension=\"\(index)\" aria-label=\"Your weight for \(Markup.escape(dimension.name))\"><output>1</output></td>"
      let groups = dimension.ties
      for a in architectures {
        guard let value = dimension.values[a], let group = groups.first(where: { $0.contains(a) }) else {
          html += "<td data-arch=\"\(Markup.escape(a.displayName))\">–</td>"
          continue
        }
        let noise = dimension.noise[a].map { $0 > 0 ? " ± \(dimension.format($0))" : "" } ?? ""
        let others = group.filter { $0 != a }.map(\.displayName)
        let tie = others.isEmpty ? "" : "; within the noise of \(Prose.list(others))"
        // A figure tied with a better one is marked ≈: the two are not told apart.
        let mark = group.first != a ? "≈ " : ""
        html +=
          "<td data-arch=\"\(Markup.escape(a.displayName))\" style=\"background:\(Self.color(position: dimension.position(of: a)))\" title=\"\(Markup.escape("\(a.displayName), \(dimension.name): \(dimension.format(value))\(noise) — \(dimension.measure)\(tie)"))\">\(mark)\(Markup.escape(dimension.format(value)))</td>"
      }
      html += "</tr>"
    }
    let ranks = rankLabels()
    let rankCells: String = architectures.map { (a: Architecture) -> String in
      let name = Markup.escape(a.displayName)
      return "<td data-arch=\"\(name)\" data-rank-of=\"\(name)\">\(ranks[a] ?? "–")</td>"
    }.joined()
    html +=
      "</tbody><tfoot><tr class=\"rank\"><th scope=\"row\"><a href=\"#weigh\">Rank with your weights</a></th><td class=\"weight\"></td>"
      + rankCells + "</tr></tfoot></table></div>\n"
    html +=
      "<p class=\"legend\">Each cell is the figure. Its colour is its value, from its row's best to its worst: "
      + Self.placeColors.map { "<span class=\"swatch\" style=\"background:\($0)\"></span>" }.joined()
      + ". Figures within each other's noise share the colour of the best of them and are marked ≈ (a run time's noise is half its 95 % interval, a mutation score's one mutant; lines, files and mallocs are counted exactly). A row in "
      + "<span class=\"swatch\" style=\"background:\(Self.neutralColor)\"></span> grey tells no architecture apart. Architectures whose costs are within the noise of their figures share a rank (2–4).</p>\n<dl class=\"legend measures\">"
      + dimensions.enumerated().map {
        "<div id=\"dimension-\($0.offset)\"><dt>\(Markup.escape($0.element.name))</dt><dd>\(Markup.escape($0.element.measure)).</dd></div>"
      }.joined() + "</dl>\n"
    return html
  }

  /// The architectures' ranks with `weights` (every dimension alike by default), those whose
  /// costs are within the noise of their figures sharing one (`2–4`); none when every weight
  /// is 0, since nothing is weighed.
  func rankLabels(weights: [Double]? = nil) -> [Architecture: String] {
    let weights = weights ?? dimensions.map { _ in 1 }
    guard weights.contains(where: { $0 > 0 }) else { return [:] }
    let costs = ranking(weights: weights)
    let noise = costNoise(weights: weights)
    var labels: [Architecture: String] = [:]
    var start = 0
    while start < costs.count {
      var end = start
      while end + 1 < costs.count,
        costs[end + 1].1 - costs[start].1 <= (noise[costs[start].0] ?? 0) + (noise[costs[end + 1].0] ?? 0)
          + 1e-12
      {
        end += 1
      }
      let label = start == end ? "\(start + 1)" : "\(start + 1)–\(end + 1)"
      for index in start...end { labels[costs[index].0] = label }
      start = end + 1
    }
    return labels
  }

  /// Each architecture's cost noise with `weights`: its figures' noises over their rows' spans.
  func costNoise(weights: [Double]) -> [Architecture: Double] {
    Dictionary(
      uniqueKeysWithValues: architectures.map { a in
        var total = 0.0
        for (dimension, weight) in zip(dimensions, weights) {
          guard let best = dimension.ranked.first?.1, let worst = dimension.ranked.last?.1, best != worst
          else {
            continue
          }
          total += weight * (dimension.noise[a] ?? 0) / abs(worst - best)
        }
        return (a, total)
      })
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
    let ranks = rankLabels()
    return
      "With every dimension weighed alike (a figure counts by its distance from its row's best, 0 to 1; costs within the noise of their figures share a rank): "
      + ranking().map {
        "\(ranks[$0.0] ?? "–"). \($0.0.displayName) (\(Format.f2($0.1)))"
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
      "<div class=\"weigh\" id=\"weigh-control\"><p>Give each dimension a weight from 0 (ignore it) to 3 in the table's <strong>Your weight</strong> column; the architectures are ranked on them here and in the table's last row. A figure counts by its distance from its row's best (0) to its row's worst (1), times its dimension's weight; the ranking adds them up into a cost, 0 for an architecture best on every weighed row. Architectures whose costs differ by less than their figures' noise share a rank. No opinion is written in: only your weights and the figures.</p><ol class=\"ranking\" aria-live=\"polite\">"
    let ranks = rankLabels()
    for (a, cost) in ranking() {
      let label = ranks[a] ?? ""
      let first = label.split(separator: "–").first.map(String.init) ?? label
      let shared = label.contains("–") ? " (ranks \(label), within the noise)" : ""
      html +=
        "<li value=\"\(first)\" data-rank=\"\(label)\"><strong>\(Markup.escape(a.displayName))</strong> <span>cost \(Format.f2(cost))\(shared)</span></li>"
    }
    html +=
      "</ol><p class=\"no-ranking\" hidden>Every weight is 0: nothing is weighed, so nothing is ranked.</p><div><p><strong>What these figures cannot tell:</strong></p><ul>"
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
      var toolkitInputs = document.querySelectorAll('input[name="toolkit"]');
      function chosenToolkit() {
        var t = 'all';
        Array.prototype.forEach.call(toolkitInputs, function (i) { if (i.checked) t = i.value; });
        return t;
      }
      function chosen() {
        var t = chosenToolkit();
        return data.architectures.filter(function (a) { return t === 'all' || data.toolkits[a] === t; });
      }
      function restore() {
        var hash = location.hash.replace(/^#/, '');
        if (!/(^|&)(weights|toolkit)=/.test(hash)) return;
        hash.split('&').forEach(function (pair) {
          var kv = pair.split('=');
          if (kv[0] === 'weights') {
            kv[1].split(',').forEach(function (w, k) {
              var n = parseInt(w, 10);
              if (inputs[k] && n >= 0 && n <= 3) inputs[k].value = n;
            });
          }
          if (kv[0] === 'toolkit') {
            Array.prototype.forEach.call(toolkitInputs, function (i) { i.checked = i.value === kv[1]; });
          }
        });
      }
      function remember(weights) {
        if (history.replaceState) history.replaceState(null, '', '#weights=' + weights.join(',') + '&toolkit=' + chosenToolkit());
      }
      function recolour(list) {
        data.dimensions.forEach(function (d, k) {
          var present = list.filter(function (a) { return d.values[a]; });
          present.sort(function (x, y) {
            var vx = d.values[x][0], vy = d.values[y][0];
            return vx === vy ? data.architectures.indexOf(x) - data.architectures.indexOf(y) : (d.lowerIsBetter ? vx - vy : vy - vx);
          });
          var groups = [];
          present.forEach(function (a) {
            var g = groups[groups.length - 1];
            if (g && Math.abs(d.values[g[0]][0] - d.values[a][0]) <= d.values[g[0]][2] + d.values[a][2] + 1e-12) g.push(a);
            else groups.push([a]);
          });
          var best = present.length ? d.values[present[0]][0] : 0, worst = present.length ? d.values[present[present.length - 1]][0] : 0;
          groups.forEach(function (g) {
            var p = groups.length > 1 && best !== worst ? Math.abs(d.values[g[0]][0] - best) / Math.abs(worst - best) : null;
            var colour = p === null ? data.neutral : data.colors[Math.min(data.colors.length - 1, Math.max(0, Math.round(p * (data.colors.length - 1))))];
            g.forEach(function (a, i) {
              var cell = document.querySelector('tr[data-row="' + k + '"] td[data-arch="' + a + '"]');
              if (!cell) return;
              cell.style.background = colour;
              cell.textContent = (i > 0 ? '≈ ' : '') + d.values[a][1];
            });
          });
        });
      }
      function bounds(d, list) {
        var vs = list.filter(function (a) { return d.values[a]; }).map(function (a) { return d.values[a][0]; });
        var best = d.lowerIsBetter ? Math.min.apply(null, vs) : Math.max.apply(null, vs);
        var worst = d.lowerIsBetter ? Math.max.apply(null, vs) : Math.min.apply(null, vs);
        return [best, worst];
      }
      var none = root.querySelector('p.no-ranking');
      function rank() {
        var weights = Array.prototype.map.call(inputs, function (i) { i.nextElementSibling.textContent = i.value; return +i.value; });
        var weighed = weights.some(function (w) { return w > 0; });
        var shown = chosen();
        document.querySelectorAll('table.tradeoffs [data-arch]').forEach(function (cell) {
          cell.style.display = shown.indexOf(cell.getAttribute('data-arch')) >= 0 ? '' : 'none';
        });
        recolour(shown);
        remember(weights);
        var rows = shown.map(function (a) {
          var total = 0, noise = 0, parts = [];
          data.dimensions.forEach(function (d, k) {
            var v = d.values[a]; if (!v || weights[k] === 0) return;
            var b = bounds(d, shown); if (b[0] === b[1]) return;
            var cost = weights[k] * Math.abs(v[0] - b[0]) / Math.abs(b[1] - b[0]);
            total += cost; noise += weights[k] * (v[2] || 0) / Math.abs(b[1] - b[0]);
            parts.push([cost, d.name + ' ' + v[1]]);
          });
          parts.sort(function (x, y) { return y[0] - x[0]; });
          return [a, total, parts, noise];
        });
        rows.sort(function (x, y) { return x[1] - y[1] || data.architectures.indexOf(x[0]) - data.architectures.indexOf(y[0]); });
        var labels = {};
        for (var start = 0; start < rows.length;) {
          var end = start;
          while (end + 1 < rows.length && rows[end + 1][1] - rows[start][1] <= rows[start][3] + rows[end + 1][3] + 1e-12) end++;
          for (var k = start; k <= end; k++) labels[rows[k][0]] = start === end ? String(start + 1) : (start + 1) + '–' + (end + 1);
          start = end + 1;
        }
        list.innerHTML = '';
        none.hidden = weighed;
        rows.forEach(function (r) {
          var cell = document.querySelector('td[data-rank-of="' + r[0] + '"]');
          if (cell) cell.textContent = weighed ? labels[r[0]] : '–';
          if (!weighed) return;
          var li = document.createElement('li');
          li.setAttribute('data-rank', labels[r[0]]);
          li.value = parseInt(labels[r[0]], 10);
          var name = document.createElement('strong'); name.textContent = r[0]; li.appendChild(name);
          var span = document.createElement('span');
          span.textContent = ' cost ' + r[1].toFixed(2) + (labels[r[0]].indexOf('–') >= 0 ? ' (ranks ' + labels[r[0]] + ', within the noise)' : '') + (r[2].length ? ' — most from ' + r[2].slice(0, 3).map(function (p) { return p[1]; }).join(', ') : '');
          li.appendChild(span); list.appendChild(li);
        });
      }
      Array.prototype.forEach.call(inputs, function (i) { i.addEventListener('input', rank); });
      Array.prototype.forEach.call(toolkitInputs, function (i) { i.addEventListener('change', rank); });
      restore();
      rank();
    })();
    """
}
