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
      + dimensions.map { "- **\($0.name):** \($0.measure)." }.joined(separator: "\n") + "\n\n"
      + ToolkitChoice.allCases.map { "- \(sentence(among: $0))" }.joined(separator: "\n") + "\n"
      + (outliers.isEmpty
        ? ""
        : "\n"
          + outliers.map {
            "- **Why \($0.architecture.displayName)'s \($0.dimension.lowercased()) stands out:** \($0.cause)."
          }.joined(separator: "\n") + "\n")
  }

  /// The table in HTML: each cell its figure, coloured by its value in the row (ties as ties), the measure in
  /// each cell's tooltip; beside each dimension, the weight the reader gives it (a slider, 0 to
  /// 3), and under the figures each architecture's rank with those weights, which the
  /// weighing's script keeps up to date (without it, the rank with equal weights).
  var html: String {
    let choices = ToolkitChoice.allCases.map { choice -> String in
      let count = architectures.filter(choice.contains).count
      return
        "<label><input type=\"radio\" name=\"toolkit\" value=\"\(choice.rawValue)\"\(choice == .all ? " checked" : "")> \(choice.phrase(count))</label>"
    }
    var html: String =
      "<div class=\"answer\" id=\"ranking\"><fieldset class=\"toolkit\" id=\"toolkit-choice\"><legend>Rank among</legend>"
      + choices.joined(separator: " ") + "</fieldset>\n"
      + rankingList()
      + "<p class=\"unit\">Rank with your weights (<a href=\"#weigh\">how</a>): each figure's distance from its row's best (0) to its worst (1), a figure within the noise of a better one counting as that one, times your weight, summed; 0 is best on every weighed row. Costs within their figures' noise share a rank.</p>"
      + "<p class=\"toolkit-sentence\" id=\"toolkit-sentence\">\(Markup.escape(sentence(among: .all)))</p>\n"
      + "</div>\n"
    let headers: String = architectures.map { (a: Architecture) -> String in
      "<th data-arch=\"\(Markup.escape(a.displayName))\">\(Markup.escape(a.displayName))</th>"
    }.joined()
    let ranks = rankLabels()
    let rankCells: String = architectures.map { (a: Architecture) -> String in
      let name = Markup.escape(a.displayName)
      return "<td data-arch=\"\(name)\" data-rank-of=\"\(name)\">\(ranks[a] ?? "–")</td>"
    }.joined()
    html +=
      "<div class=\"scroll\"><table class=\"tradeoffs\"><thead><tr><th>Dimension</th><th class=\"weight\">Your weight</th>"
      + headers
      + "</tr><tr class=\"rank\"><th scope=\"row\"><a href=\"#weigh\">Rank with your weights</a></th><td class=\"weight\"></td>"
      + rankCells + "</tr></thead><tbody>"
    let sliders = self.sliders
    for (index, dimension) in dimensions.enumerated() {
      let weight: String
      if let slider = sliders.firstIndex(of: index) {
        weight =
          "<td class=\"weight\"><input type=\"range\" min=\"0\" max=\"3\" step=\"1\" value=\"1\" data-dimension=\"\(index)\" data-slider=\"\(slider)\" aria-label=\"Your weight for \(Markup.escape(dimension.name))\"><output>1</output></td>"
      } else {
        let leader = dimensions[weightLeader(of: index)].name
        weight =
          "<td class=\"weight shared\" title=\"\(Markup.escape("\(dimension.name) and \(leader) read the same six changes: one weight, half to each"))\">↑ shares \(Markup.escape(leader))'s</td>"
      }
      html +=
        "<tr data-row=\"\(index)\"><th scope=\"row\"><a href=\"#dimension-\(index)\">\(Markup.escape(dimension.name))</a> <span class=\"way\">\(dimension.lowerIsBetter ? "↓ lower is better" : "↑ higher is better")</span></th>"
        + weight
      html += cells(dimension)
      html += "</tr>"
    }
    html += "</tbody></table></div>\n" + outlierNotes()
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

  /// A row's figure cells: each coloured by its value, marked ≈ when within a better one's
  /// noise, its measure and noise in its tooltip, an outlier's "why?" beside it.
  func cells(_ dimension: Dimension) -> String {
    var cells = ""
    let groups = dimension.ties
    for a in architectures {
      guard let value = dimension.values[a], let group = groups.first(where: { $0.contains(a) }) else {
        cells += "<td data-arch=\"\(Markup.escape(a.displayName))\">–</td>"
        continue
      }
      let noise = dimension.noise[a].map { $0 > 0 ? " ± \(dimension.format($0))" : "" } ?? ""
      let others = group.filter { $0 != a }.map(\.displayName)
      let tie = others.isEmpty ? "" : "; within the noise of \(Prose.list(others))"
      // A figure tied with a better one is marked ≈: the two are not told apart.
      let mark = group.first != a ? "≈ " : ""
      cells +=
        "<td data-arch=\"\(Markup.escape(a.displayName))\" style=\"background:\(Self.color(position: dimension.position(of: a)))\" title=\"\(Markup.escape("\(a.displayName), \(dimension.name): \(dimension.format(value))\(noise) — \(dimension.measure)\(tie)"))\"><span class=\"v\">\(mark)\(Markup.escape(dimension.format(value)))</span>\(outlierMark(dimension, a))</td>"
    }
    return cells
  }

  /// The anchor of an outlier's note: `outlier-5-tca`.
  func outlierAnchor(_ outlier: Outlier) -> String {
    let row = dimensions.firstIndex { $0.name == outlier.dimension } ?? 0
    return "outlier-\(row)-\(outlier.architecture.rawValue)"
  }

  /// The mark beside a cell far from its row's median, linking to its cause under the table.
  func outlierMark(_ dimension: Dimension, _ architecture: Architecture) -> String {
    guard
      let outlier = outliers.first(where: {
        $0.dimension == dimension.name && $0.architecture == architecture
      })
    else { return "" }
    return
      " <a class=\"why\" href=\"#\(outlierAnchor(outlier))\" title=\"\(Markup.escape(outlier.cause))\">why?</a>"
  }

  /// Under the table, the cause of every figure more than ``Outlier/factor`` times its row's
  /// median, linking to where it is measured (the runtime section, or the row's measure).
  func outlierNotes() -> String {
    guard !outliers.isEmpty else { return "" }
    let notes = outliers.map { outlier -> String in
      let row = dimensions.firstIndex { $0.name == outlier.dimension } ?? 0
      let value = dimensions[row].values[outlier.architecture].map(dimensions[row].format) ?? "–"
      let link =
        outlier.dimension == Self.runTimeName
        ? "<a href=\"#runtime-and-memory\">Runtime and memory</a>"
        : "<a href=\"#dimension-\(row)\">its measure</a>"
      return
        "<li id=\"\(outlierAnchor(outlier))\"><strong>Why \(Markup.escape(outlier.architecture.displayName))'s \(Markup.escape(outlier.dimension.lowercased())) is \(Markup.escape(value))</strong> (over \(Format.f0(Outlier.factor))× its row's median): \(ReportDocument.inline(outlier.cause)). The measurement: \(link).</li>"
    }
    return "<ul class=\"outliers\">" + notes.joined() + "</ul>\n"
  }

  /// The ranking with every slider at 1, as a list the weighing's script keeps up to date;
  /// each item's tooltip names the figures that cost it most.
  func rankingList() -> String {
    let ranks = rankLabels()
    var html = "<ol class=\"ranking\" aria-live=\"polite\">"
    for (a, cost) in ranking() {
      let label = ranks[a] ?? ""
      let first = label.split(separator: "–").first.map(String.init) ?? label
      // A shared rank (`2–3`) is written out: those architectures' costs are within the noise.
      html +=
        "<li value=\"\(first)\" data-rank=\"\(label)\"><b class=\"r\">\(label)</b> <strong>\(Markup.escape(a.displayName))</strong> <span>\(Format.f2(cost))</span></li>"
    }
    return html
      + "</ol><p class=\"no-ranking\" hidden>Every weight is 0: nothing is weighed, so nothing is ranked.</p>"
  }

  /// The architectures' ranks with `weights` (every dimension alike by default), those whose
  /// costs are within the noise of their figures sharing one (`2–4`); none when every weight
  /// is 0, since nothing is weighed.
  func rankLabels(weights: [Double]? = nil) -> [Architecture: String] {
    let weights = weights ?? dimensionWeights()
    guard weights.contains(where: { $0 > 0 }) else { return [:] }
    let costs = ranking(weights: weights)
    let noise = costNoise(weights: weights)
    var labels: [Architecture: String] = [:]
    var start = 0
    while start < costs.count {
      var end = start
      while end + 1 < costs.count,
        costs[end + 1].1 - costs[start].1
          <= Self.combined(noise[costs[start].0] ?? 0, noise[costs[end + 1].0] ?? 0) + 1e-12
      {
        end += 1
      }
      let label = start == end ? "\(start + 1)" : "\(start + 1)–\(end + 1)"
      for index in start...end { labels[costs[index].0] = label }
      start = end + 1
    }
    return labels
  }

  /// Two independent noises together: the root of their squares' sum.
  static func combined(_ first: Double, _ second: Double) -> Double {
    (first * first + second * second).squareRoot()
  }

  /// Each architecture's cost noise with `weights`: on each row that separates the
  /// architectures, the noise of its figure's group leader over the row's span, times the
  /// row's weight; the rows' noises are independent, so they add as squares. A row whose
  /// figures are all within each other's noise adds no cost and no noise.
  func costNoise(weights: [Double]) -> [Architecture: Double] {
    Dictionary(
      uniqueKeysWithValues: architectures.map { a in
        var squares = 0.0
        for (dimension, weight) in zip(dimensions, weights) {
          guard dimension.position(of: a) != nil, let best = dimension.ranked.first?.1,
            let worst = dimension.ranked.last?.1,
            let leader = dimension.ties.first(where: { $0.contains(a) })?.first
          else { continue }
          let noise = weight * (dimension.noise[leader] ?? 0) / abs(worst - best)
          squares += noise * noise
        }
        return (a, squares.squareRoot())
      })
  }

  /// With every dimension weighed alike: the architectures from the least cost to the most.
  /// A figure's cost on a dimension is its distance from that row's best, 0 to 1, a figure
  /// within the noise of a better one counting as that one (as its colour does); a row whose
  /// figures are all within each other's noise costs nothing.
  func ranking(weights: [Double]? = nil) -> [(Architecture, Double)] {
    let weights = weights ?? dimensionWeights()
    let costs = architectures.map { a -> (Architecture, Double) in
      var total = 0.0
      for (dimension, weight) in zip(dimensions, weights) {
        guard let position = dimension.position(of: a) else { continue }
        total += weight * position
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
      "With every dimension weighed alike (a figure counts by its distance from its row's best, 0 to 1, a figure within the noise of a better one as that one; costs within the noise of their figures share a rank): "
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
      "<div class=\"weigh\" id=\"weigh-control\"><p>Give each dimension a weight from 0 (ignore it) to 3 in the table's <strong>Your weight</strong> column; the ranking above the table and its first row follow. A figure counts by its distance from its row's best (0) to its row's worst (1), a figure within the noise of a better one counting as that one and a row of ties counting for none, times its dimension's weight; the ranking adds them up into a cost, 0 for an architecture best on every weighed row (the number beside each name). Cost of a change and Growth per change read the same six changes, so they share one weight, half to each. Architectures whose costs differ by less than their figures' noise share a rank. No opinion is written in: only your weights and the figures. Hover a name in the ranking for the figures that cost it most.</p>"
    html += "<div><p><strong>What these figures cannot tell:</strong></p><ul>"
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
      var inputs = document.querySelectorAll('table.tradeoffs input[data-slider]');
      var list = document.querySelector('#ranking ol.ranking');
      var sentence = document.getElementById('toolkit-sentence');
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
      function groupsOf(d, list) {
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
        var place = {}, noise = {};
        groups.forEach(function (g) {
          var p = groups.length > 1 && best !== worst ? Math.abs(d.values[g[0]][0] - best) / Math.abs(worst - best) : null;
          g.forEach(function (a) { place[a] = p; noise[a] = p === null ? 0 : d.values[g[0]][2] / Math.abs(worst - best); });
        });
        return { groups: groups, place: place, noise: noise };
      }
      function recolour(list) {
        data.dimensions.forEach(function (d, k) {
          var r = groupsOf(d, list);
          r.groups.forEach(function (g) {
            var p = r.place[g[0]];
            var colour = p === null ? data.neutral : data.colors[Math.min(data.colors.length - 1, Math.max(0, Math.round(p * (data.colors.length - 1))))];
            g.forEach(function (a, i) {
              var cell = document.querySelector('tr[data-row="' + k + '"] td[data-arch="' + a + '"]');
              if (!cell) return;
              cell.style.background = colour;
              (cell.querySelector('.v') || cell).textContent = (i > 0 ? '≈ ' : '') + d.values[a][1];
            });
          });
        });
      }
      var none = document.querySelector('#ranking p.no-ranking');
      function rank() {
        var sliders = Array.prototype.map.call(inputs, function (i) { i.nextElementSibling.textContent = i.value; return +i.value; });
        var weights = data.dimensions.map(function (d) { return (sliders[d.slider] || 0) * d.share; });
        var weighed = weights.some(function (w) { return w > 0; });
        var shown = chosen();
        if (sentence) sentence.textContent = data.sentences[chosenToolkit()];
        document.querySelectorAll('table.tradeoffs [data-arch]').forEach(function (cell) {
          cell.style.display = shown.indexOf(cell.getAttribute('data-arch')) >= 0 ? '' : 'none';
        });
        recolour(shown);
        remember(sliders);
        var rowsOf = data.dimensions.map(function (d) { return groupsOf(d, shown); });
        var rows = shown.map(function (a) {
          var total = 0, squares = 0, parts = [];
          data.dimensions.forEach(function (d, k) {
            var v = d.values[a], p = rowsOf[k].place[a];
            if (!v || weights[k] === 0 || p === null || p === undefined) return;
            var cost = weights[k] * p, n = weights[k] * rowsOf[k].noise[a];
            total += cost; squares += n * n;
            parts.push([cost, d.name + ' ' + v[1]]);
          });
          parts.sort(function (x, y) { return y[0] - x[0]; });
          return [a, total, parts, Math.sqrt(squares)];
        });
        rows.sort(function (x, y) { return x[1] - y[1] || data.architectures.indexOf(x[0]) - data.architectures.indexOf(y[0]); });
        var labels = {};
        for (var start = 0; start < rows.length;) {
          var end = start;
          while (end + 1 < rows.length && rows[end + 1][1] - rows[start][1] <= Math.sqrt(rows[start][3] * rows[start][3] + rows[end + 1][3] * rows[end + 1][3]) + 1e-12) end++;
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
          var place = document.createElement('b'); place.className = 'r'; place.textContent = labels[r[0]]; li.appendChild(place);
          li.appendChild(document.createTextNode(' '));
          var name = document.createElement('strong'); name.textContent = r[0]; li.appendChild(name);
          var span = document.createElement('span');
          span.textContent = ' ' + r[1].toFixed(2);
          if (r[2].length) li.title = 'Most of its cost from ' + r[2].slice(0, 3).map(function (p) { return p[1]; }).join(', ');
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
