import ArchLab
import Foundation
import ReliabilitySupport
import Storage
import TestSupport
import Testing

extension Reliability {
  /// Damaged or wrong files in place of the database, given to `archlab run`
  /// and `archlab seed`: one line naming the file and the problem, exit 1, the
  /// file byte for byte as it was, and nothing left beside it.
  @Suite(
    "Damaged files",
    .enabled(if: ArchLabBinary.path != nil, Comment(rawValue: ArchLabBinary.missingMessage)))
  struct DamagedFileTests {
    /// What is wrong with the file.
    enum Damage: String, CaseIterable, Sendable, CustomStringConvertible {
      case flippedMagic = "bytes flipped in the header's magic string"
      case flippedPageSize = "bytes flipped in the header's page size"
      case damagedPage = "bytes flipped in a data page"
      case truncated = "a file cut in half"
      case empty = "a zero-length file"
      case directory = "a directory"
      case unreadable = "a file without read permission"

      var description: String { rawValue }

      /// What the message must say.
      var problem: [String] {
        switch self {
        case .flippedMagic: ["is not a SQLite database"]
        case .flippedPageSize: ["is not a SQLite database", "is damaged"]
        case .damagedPage, .truncated: ["is damaged"]
        case .empty: ["is empty (0 bytes)"]
        case .directory: ["is a directory"]
        case .unreadable: ["Cannot read", "permission denied"]
        }
      }
    }

    /// The commands that open the database, each given the damaged path: the
    /// app of an architecture that changes with the damage, and the seed.
    static func commands(for damage: Damage) -> [(name: String, arguments: [String], input: String)] {
      let index = Damage.allCases.firstIndex(of: damage)!
      let architecture = Architecture.allCases[index % Architecture.allCases.count]
      return [
        (
          "run \(architecture)", ["run", architecture.rawValue, "--today", "2024-05-15", "--script", "-"],
          "print\n"
        ),
        ("seed", ["seed", "--contacts", "1", "--todos", "1", "--today", "2024-05-15"], ""),
      ]
    }

    /// Whether this process can only test `unreadable` by running the child as another user.
    static let isRoot = geteuid() == 0
    static let canDropPrivileges = FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    /// The user id the unreadable-file child runs as, when this process is root: `nobody`.
    static let unprivilegedUser: UInt32 = 65534

    /// Writes a real ArchLab database at `path`, then damages it.
    static func make(_ damage: Damage, at path: String) throws {
      if damage == .directory {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("inside.txt"))
        return
      }
      if damage == .empty {
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        return
      }
      do {
        let store = try SQLiteStore.open(at: path)
        try store.addContacts((0..<3000).map { ("First \($0)", "Last \($0)") })
      }
      var data = try Data(contentsOf: URL(fileURLWithPath: path))
      switch damage {
      case .flippedMagic: data[3] ^= 0xFF
      case .flippedPageSize:
        data[16] ^= 0x5A
        data[17] ^= 0xA5
      case .damagedPage:
        for offset in (3 * 4096)..<(3 * 4096 + 64) { data[offset] ^= 0x5A }
      case .truncated: data = data.prefix(data.count / 2)
      case .unreadable, .empty, .directory: break
      }
      try data.write(to: URL(fileURLWithPath: path))
      if damage == .unreadable { chmod(path, 0o000) }
    }

    /// What the path holds: its bytes, or a directory's listing.
    static func snapshot(_ path: String) -> String {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "missing" }
      if isDirectory.boolValue {
        return "directory: "
          + ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().joined()
      }
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let permissions = (attributes?[.posixPermissions] as? Int).map { String($0, radix: 8) } ?? "?"
      // Root reads it whatever its permissions; the digest is of every byte.
      let bytes = FileManager.default.contents(atPath: path) ?? Data()
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
      return "file: \(bytes.count) bytes, FNV-1a \(String(hash, radix: 16)), mode \(permissions)"
    }

    /// Runs every command on a file damaged by `damage`, counting each.
    func runCommands(on damage: Damage, asUser userID: UInt32? = nil, into figures: inout CheckFigures) throws
    {
      figures.add(1, to: "kinds")
      for command in Self.commands(for: damage) {
        let folder = TemporaryDirectory()
        chmod(folder.path, 0o755)
        let path = folder.file("archlab.sqlite")
        try Self.make(damage, at: path)
        let before = Self.snapshot(path)
        let listing = folder.contents()
        let result = try ChildProcess.archlab(
          command.arguments + ["--db", path], input: command.input, asUser: userID)
        let lines = result.errorLines
        let said = "\(command.name) on \(damage)"
        let ok = [
          check(result.exitStatus == 1, "\(said): the exit status should be 1 (\(result))"),
          check(result.standardOutput.isEmpty, "\(said): nothing should go to standard output (\(result))"),
          check(
            lines.count == 1 && lines[0].hasPrefix("Error: ") && lines[0].contains(path)
              && damage.problem.contains { lines[0].contains($0) },
            "\(said): one line naming the file and saying \(damage.problem.joined(separator: " or ")) (\(result))"
          ),
          check(
            Self.snapshot(path) == before, "\(said): the file changed: \(Self.snapshot(path)) (\(result))"),
          check(folder.contents() == listing, "\(said): left \(folder.contents()) beside it (\(result))"),
        ].allSatisfy { $0 }
        figures.count(ok)
        chmod(path, 0o644)
      }
    }

    /// The report's line for this check.
    static func detail(_ figures: CheckFigures) -> String {
      "damaged-file kinds: \(figures.number("kinds")); command runs refused with one line naming the "
        + "file and the problem, exit 1, the file unchanged and nothing left beside it: \(figures.passed) of "
        + "\(figures.tried) (archlab run, in an architecture that changes with the kind, and archlab seed on each kind)"
    }

    @Test(
      "A damaged file, an empty file or a directory is refused in one line, and left as it was",
      arguments: Damage.allCases.filter { $0 != .unreadable })
    func refused(damage: Damage) throws {
      try Figures.recording(.damagedFiles) { figures in try runCommands(on: damage, into: &figures) }
    }

    @Test("A file without read permission is refused in one line, and left as it was")
    func unreadable() throws {
      try Figures.recording(.damagedFiles) { figures in
        guard !Self.isRoot || Self.canDropPrivileges else {
          figures.skip(
            "\(Damage.unreadable): running as root, whom permissions do not stop, and /usr/bin/setpriv is "
              + "missing to run the child as nobody")
          return
        }
        // Root reads any file: the child then runs as `nobody`, for whom mode 000 means no access.
        try runCommands(on: .unreadable, asUser: Self.isRoot ? Self.unprivilegedUser : nil, into: &figures)
      }
    }
  }
}
