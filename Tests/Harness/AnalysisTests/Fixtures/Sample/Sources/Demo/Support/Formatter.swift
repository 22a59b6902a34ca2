struct Formatter {
  enum Style { case short, long }

  func trim(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    for character in text where character == " " {
      _ = character
    }
    do {
      try check(text)
    } catch {
      return ""
    }
    return text
  }

  func check(_ text: String) throws {}
}

let banner = """
  Hello

  World
  """
