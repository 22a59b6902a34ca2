import Foundation

extension ScratchFolder {
  /// One change to write as a patch: the files before and after (path → text; absent: no
  /// such file).
  struct Pair {
    /// The files before.
    var old: [String: String]
    /// The files after.
    var new: [String: String]
  }

  /// Each pair's patch, as the committed patches are written (`git diff`'s format: `diff
  /// --git a/… b/…`, `index abc1234..def5678 100644`, three lines of context, the file's
  /// mode when it is added or deleted, files in git's path order, no renames), all from one
  /// `git diff --no-index` of two flat folders, `old/` and `new/`, holding each differing
  /// file of every pair under a number of its own; empty for a pair with no difference.
  func diffs(_ pairs: [Pair]) async throws(PatchesError) -> [String] {
    let folder = try subfolder("diff")
    let (old, new) = (folder.appending(path: "old"), folder.appending(path: "new"))
    do {
      for side in [old, new] {
        try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
      }
    } catch {
      throw .file("cannot make \(folder.path)/old and new: \(error.localizedDescription)")
    }
    var files: [(pair: Int, path: String)] = []
    for (index, pair) in pairs.enumerated() {
      for path in Set(pair.old.keys).union(pair.new.keys) where pair.old[path] != pair.new[path] {
        let name = String(files.count)
        if let text = pair.old[path] { try Self.write(text, to: old.appending(path: name)) }
        if let text = pair.new[path] { try Self.write(text, to: new.appending(path: name)) }
        files.append((index, path))
      }
    }
    let output = try await git(
      ["-c", "core.abbrev=7", "diff", "--no-index", "--no-renames", "--no-color", "old", "new"], in: folder,
      accepting: { $0 == 0 || $0 == 1 }
    ).standardOutput
    var sections = Array(repeating: [(path: String, text: String)](), count: pairs.count)
    for section in Self.sections(output) {
      guard let (number, text) = Self.renamed(section, as: { files[$0].path }, count: files.count) else {
        throw .git("git diff --no-index wrote a section it should not have:\n\(section.prefix(300))")
      }
      sections[files[number].pair].append((files[number].path, text))
    }
    return sections.map { files in
      files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }.map(\.text).joined()
    }
  }

  /// The output cut before each `diff --git` line.
  private static func sections(_ output: String) -> [String] {
    var sections: [String] = []
    var current = ""
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if line.hasPrefix("diff --git "), !current.isEmpty {
        sections.append(current)
        current = ""
      }
      current += line + "\n"
    }
    if !current.isEmpty { sections.append(current) }
    return sections
  }

  /// A section's file number (`a/old/17`) and its text with the file's own path in its header
  /// (`a/Sources/X`, `b/Sources/X`), its hunks unchanged.
  private static func renamed(_ section: String, as path: (Int) -> String, count: Int) -> (Int, String)? {
    let header = section.prefix { $0 != "\n" }.split(separator: " ")
    guard header.count == 4, let name = header[2].split(separator: "/").last, let number = Int(name),
      number < count
    else { return nil }
    let names = Set(["a/old/\(number)", "a/new/\(number)", "b/old/\(number)", "b/new/\(number)"])
    var inHeader = true
    let text = section.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      if line.hasPrefix("@@") { inHeader = false }
      guard inHeader, line.hasPrefix("diff --git ") || line.hasPrefix("--- ") || line.hasPrefix("+++ ") else {
        return String(line)
      }
      return line.split(separator: " ", omittingEmptySubsequences: false).map { word in
        names.contains(String(word)) ? "\(word.prefix(1))/\(path(number))" : String(word)
      }.joined(separator: " ")
    }.joined(separator: "\n")
    return (number, text)
  }
}
