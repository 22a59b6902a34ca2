import Foundation
import HarnessSupport
import Testing

/// The fingerprint every kept result's key is: a header, then each file as its path, a line
/// break, its bytes and a zero byte, files of a folder through the one walker.
@Suite("Input fingerprint")
struct InputFingerprintTests {
  /// The digest of `files` (path → text) after `header`.
  static func digest(_ files: [String: String], header: String = "") -> String {
    var fingerprint = InputFingerprint(header: header)
    fingerprint.add(files.mapValues { Data($0.utf8) })
    return fingerprint.digest
  }

  @Test("The bytes hashed are the header, then each file's path, a line break, its bytes and a zero byte")
  func layout() {
    // SHA-256 of "header\na/x\n1\0b\n22\0", computed apart.
    #expect(
      Self.digest(["b": "22", "a/x": "1"], header: "header\n")
        == "9aaf318c9a01e80c795be283ba074c569467d53a82669c5fca1d08b5ea93c8a6")
    var text = InputFingerprint()
    text.add(text: "header\na/x\n1")
    text.add(text: "\0b\n22\0")
    #expect(text.digest == Self.digest(["b": "22", "a/x": "1"], header: "header\n"))
  }

  @Test("A map of files gives the same key in any order; a changed byte, path or header changes it")
  func mapOrder() {
    let files = ["Sources/A.swift": "let a = 1", "Sources/B.swift": "let b = 2", "Package.swift": "// p"]
    var reversed = InputFingerprint()
    for (path, text) in files.sorted(by: { $0.key > $1.key }) {
      reversed.add([path: Data(text.utf8)])
    }
    #expect(Self.digest(files) == Self.digest(Dictionary(uniqueKeysWithValues: files.reversed())))
    #expect(reversed.digest != Self.digest(files), "files added one by one are taken in the order given")
    var changed = files
    changed["Sources/B.swift"] = "let b = 3"
    #expect(Self.digest(changed) != Self.digest(files))
    #expect(Self.digest(["Sources/C.swift": "let b = 2"]) != Self.digest(["Sources/B.swift": "let b = 2"]))
    #expect(Self.digest(files, header: "v2\n") != Self.digest(files, header: "v1\n"))
  }

  @Test("A zero byte ends each file: a path and bytes never run into the next file's")
  func separation() {
    #expect(Self.digest(["ab": "c"]) != Self.digest(["a": "bc"]))
    #expect(Self.digest(["a": "bc"]) != Self.digest(["a": "b", "c": ""]))
    var absent = InputFingerprint()
    absent.add(path: "a", contents: nil)
    #expect(absent.digest == Self.digest(["a": ""]), "an absent file is hashed as empty")
  }

  @Test(
    "A folder's files are those the walker lists (no hidden entries, no symbolic links, no skipped paths), as folder/path, filtered"
  )
  func folder() throws {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appending(path: "archlab-fingerprint-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: root) }
    let files = [
      "Sources/M/A.swift": "let a = 1", "Sources/M/README.md": "# M", "Sources/M/Sub/B.swift": "let b = 2",
      "Sources/M/.hidden.swift": "x", "Sources/M/.build/C.swift": "x", "Sources/M/Package.resolved": "{}",
      "Outside.swift": "let o = 0",
    ]
    for (path, text) in files {
      let url = root.appending(path: path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try manager.createSymbolicLink(
      at: root.appending(path: "Sources/M/Link.swift"),
      withDestinationURL: root.appending(path: "Outside.swift"))
    var walked = InputFingerprint(header: "h\n")
    walked.add(folder: "Sources/M", in: root, skipping: ["Package.resolved"]) { $0.hasSuffix(".swift") }
    let expected = ["Sources/M/A.swift": "let a = 1", "Sources/M/Sub/B.swift": "let b = 2"]
    #expect(walked.digest == Self.digest(expected, header: "h\n"))
    var everything = InputFingerprint(header: "h\n")
    everything.add(folder: "Sources/M", in: root)
    var listed = expected
    listed["Sources/M/README.md"] = "# M"
    listed["Sources/M/Package.resolved"] = "{}"
    #expect(everything.digest == Self.digest(listed, header: "h\n"))
  }
}
