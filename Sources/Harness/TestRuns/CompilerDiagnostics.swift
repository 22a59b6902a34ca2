import Foundation
import HarnessSupport
import SerializedDiagnostics

/// One diagnostic of the compiler, as its serialized diagnostics (`.dia`) hold it.
public struct CompilerDiagnostic: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: Int, Sendable, Comparable {
    case ignored, note, warning, error, fatal

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `error`, as the compiler writes it.
    public var word: String {
      switch self {
      case .ignored: "ignored"
      case .note: "note"
      case .warning: "warning"
      case .error, .fatal: "error"
      }
    }
  }

  /// Its severity.
  public var severity: Severity
  /// The file it is about (relative to the package root when under it), or empty.
  public var file: String
  /// Its line, 1-based (0 without a place).
  public var line: Int
  /// Its column, 1-based.
  public var column: Int
  /// What it says.
  public var message: String

  /// `Sources/MVC/A.swift:12:5: error: cannot find 'x' in scope`.
  public var description: String {
    file.isEmpty ? "\(severity.word): \(message)" : "\(file):\(line):\(column): \(severity.word): \(message)"
  }
}

/// Reads the diagnostics the Swift compiler serialized beside each object file of a
/// build (`.dia` files), with the toolchain's libclang: the compiler's machine format,
/// never its console text.
public enum CompilerDiagnostics {
  /// Every diagnostic of the `.dia` files under `buildFolder` written at or after
  /// `since`, each once, paths relative to `root` when under it.
  ///
  /// With `before` (``stamps(in:)`` taken before the build), only the files the build wrote
  /// are read, whatever the clock: two builds a second apart do not read each other's.
  public static func read(
    in buildFolder: URL, since: Date, root: URL, before: [String: Date]? = nil
  ) -> [CompilerDiagnostic] {
    guard let libclang = try? Toolchain.libclang() else { return [] }
    var seen = Set<CompilerDiagnostic>()
    var diagnostics: [CompilerDiagnostic] = []
    for (path, modified) in stamps(in: buildFolder) {
      if let before {
        guard before[path] != modified else { continue }
      } else {
        guard modified >= since.addingTimeInterval(-1) else { continue }
      }
      for diagnostic in (try? read(file: URL(fileURLWithPath: path), libclang: libclang, root: root)) ?? []
      where seen.insert(diagnostic).inserted {
        diagnostics.append(diagnostic)
      }
    }
    return diagnostics
  }

  /// Every `.dia` file under `buildFolder` (packages' checkouts left out) with when it was
  /// last written, sorted by path.
  public static func stamps(in buildFolder: URL) -> [(path: String, modified: Date)] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: buildFolder, includingPropertiesForKeys: [.contentModificationDateKey])
    else { return [] }
    var stamps: [(path: String, modified: Date)] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == "checkouts" || url.lastPathComponent == "repositories" {
        enumerator.skipDescendants()
        continue
      }
      guard url.pathExtension == "dia",
        let modified = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
      else { continue }
      stamps.append((url.path, modified))
    }
    return stamps.sorted { $0.path < $1.path }
  }

  /// The errors among ``read(in:since:root:)``'s diagnostics.
  public static func errors(
    in buildFolder: URL, since: Date, root: URL, before: [String: Date]? = nil
  ) -> [CompilerDiagnostic] {
    read(in: buildFolder, since: since, root: root, before: before).filter { $0.severity >= .error }
  }

  /// The diagnostics of one `.dia` file.
  public static func read(file: URL, libclang: String, root: URL) throws -> [CompilerDiagnostic] {
    let collected = Collected(root: root.standardizedFileURL.path)
    var message = [CChar](repeating: 0, count: 512)
    let status = archlab_read_serialized_diagnostics(
      libclang, file.path, Unmanaged.passUnretained(collected).toOpaque(),
      { context, severity, file, line, column, text in
        guard let context else { return }
        let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
        collected.add(
          severity: Int(severity), file: file.map { String(cString: $0) } ?? "", line: Int(line),
          column: Int(column), message: text.map { String(cString: $0) } ?? "")
      }, &message, message.count)
    guard status == 0 else {
      throw HarnessError.tool(
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return collected.diagnostics
  }

  private final class Collected {
    let root: String
    var diagnostics: [CompilerDiagnostic] = []

    init(root: String) {
      self.root = root
    }

    func add(severity: Int, file: String, line: Int, column: Int, message: String) {
      let path = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
      diagnostics.append(
        CompilerDiagnostic(
          severity: CompilerDiagnostic.Severity(rawValue: severity) ?? .error, file: path, line: line,
          column: column, message: message))
    }
  }
}
