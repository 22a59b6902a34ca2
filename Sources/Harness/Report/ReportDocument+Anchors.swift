extension ReportDocument {
  /// Each heading's anchor, by block index: its own, or its text made into a slug as GitHub
  /// makes one (`Lines of code per role` → `lines-of-code-per-role`), numbered when it repeats.
  var headingAnchors: [Int: String] {
    var anchors: [Int: String] = [:]
    var used: [String: Int] = [:]
    for (index, block) in blocks.enumerated() {
      guard case .heading(_, let text, let anchor) = block else { continue }
      if let anchor {
        anchors[index] = anchor
        continue
      }
      let slug = Self.slug(text)
      let seen = used[slug, default: 0]
      used[slug] = seen + 1
      anchors[index] = seen == 0 ? slug : "\(slug)-\(seen)"
    }
    return anchors
  }

  /// GitHub's anchor for a heading: lower case; letters, digits, `-` and `_` kept; spaces made `-`.
  static func slug(_ text: String) -> String {
    String(
      text.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : nil
      })
  }

  /// The level-2 headings after block `index`, with their anchors, in order.
  func contents(after index: Int) -> [(title: String, anchor: String)] {
    let anchors = headingAnchors
    return blocks.indices.dropFirst(index + 1).compactMap { position in
      guard case .heading(2, let text, _) = blocks[position], let anchor = anchors[position] else {
        return nil
      }
      return (text, anchor)
    }
  }

  /// The level-2 and level-3 headings after block `index` up to the next page, each section
  /// with its subsections, with their anchors, in order.
  func pageContents(after index: Int) -> [(
    title: String, anchor: String, subsections: [(title: String, anchor: String)]
  )] {
    let anchors = headingAnchors
    var sections: [(title: String, anchor: String, subsections: [(title: String, anchor: String)])] = []
    for position in blocks.indices.dropFirst(index + 1) {
      if case .page = blocks[position] { break }
      guard case .heading(let level, let text, _) = blocks[position], let anchor = anchors[position] else {
        continue
      }
      if level == 2 {
        sections.append((text, anchor, []))
      } else if level == 3, !sections.isEmpty {
        sections[sections.count - 1].subsections.append((text, anchor))
      }
    }
    return sections
  }

  /// ``pageContents(after:)`` as a nested list of links in a `nav`, each staying on the page.
  func pageContentsHTML(after index: Int) -> String {
    let items = pageContents(after: index).map { section in
      let inner =
        section.subsections.isEmpty
        ? ""
        : "<ol>"
          + section.subsections.map { "<li><a href=\"#\($0.anchor)\">\(Self.inline($0.title))</a></li>" }
          .joined() + "</ol>"
      return "<li><a href=\"#\(section.anchor)\">\(Self.inline(section.title))</a>\(inner)</li>"
    }
    return "<nav class=\"page-contents\" aria-label=\"On this page\"><p><b>On this page</b></p><ol>"
      + items.joined() + "</ol></nav>\n"
  }

  /// The line linking to the sections after block `index`, in Markdown: `**Details:** [Complexity](#complexity) · …`.
  func contentsLine(after index: Int) -> String {
    "**Details:** " + contents(after: index).map { "[\($0.title)](#\($0.anchor))" }.joined(separator: " · ")
  }

  /// For each chart, by file name, the level-2 section it is drawn in: its anchor and title.
  var chartSections: [String: (anchor: String, title: String)] {
    let anchors = headingAnchors
    var sections: [String: (anchor: String, title: String)] = [:]
    var current: (anchor: String, title: String)?
    for (index, block) in blocks.enumerated() {
      switch block {
      case .heading(2, let text, _): current = anchors[index].map { ($0, text) }
      case .chart(let name, _, _): if sections[name] == nil { sections[name] = current }
      default: break
      }
    }
    return sections
  }
}
