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
  public static func read(in buildFolder: URL, since: Date, root: URL) -> [CompilerDiagnostic] {
    guard let libclang = try? Toolchain.libclang(),
      let enumerator = FileManager.default.enumerator(
        at: buildFolder, includingPropertiesForKeys: [.contentModificationDateKey])
    else { return [] }
    var seen = Set<CompilerDiagnostic>()
    var diagnostics: [CompilerDiagnostic] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == "checkouts" || url.lastPathComponent == "repositories" {
        enumerator.skipDescendants()
        continue
      }
      guard url.pathExtension == "dia",
        let modified = try? url.resourceValues(forKeys: [.contentModificationDateKey])
          .contentModificationDate,
        modified >= since.addingTimeInterval(-1)
      else { continue }
      for diagnostic in (try? read(file: url, libclang: libclang, root: root)) ?? []
      where seen.insert(diagnostic).inserted {
        diagnostics.append(diagnostic)
      }
    }
    return diagnostics
  }

  /// The errors among ``read(in:since:root:)``'s diagnostics.
  public static func errors(in buildFolder: URL, since: Date, root: URL) -> [CompilerDiagnostic] {
    read(in: buildFolder, since: since, root: root).filter { $0.severity >= .error }
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
