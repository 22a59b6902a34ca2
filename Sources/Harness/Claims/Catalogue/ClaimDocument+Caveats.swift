import Foundation

extension ClaimDocument {
  /// The caveats of `markdown`'s list, in order: each `- **K1 · Title.** text` item, its
  /// continuation lines joined by one space.
  static func caveats(_ markdown: String) -> [CaveatText] {
    var items: [String] = []
    var open = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("- **K") {
        items.append(String(line.dropFirst(2)))
        open = true
      } else if open, line.hasPrefix("  "), !line.trimmingCharacters(in: .whitespaces).isEmpty {
        items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      } else {
        open = false
      }
    }
    return items.compactMap(caveat)
  }

  /// `**K1 · Small app.** text` read; `nil` when the item does not have that shape.
  static func caveat(_ item: String) -> CaveatText? {
    guard item.hasPrefix("**"), let end = item.range(of: ".** "),
      let dot = item[..<end.lowerBound].range(of: " · ")
    else { return nil }
    let id = item[item.index(item.startIndex, offsetBy: 2)..<dot.lowerBound]
    return CaveatText(
      id: String(id), title: String(item[dot.upperBound..<end.lowerBound]),
      text: String(item[end.upperBound...]))
  }
}
