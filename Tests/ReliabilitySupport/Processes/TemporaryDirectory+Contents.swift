import Foundation
import TestSupport

extension TemporaryDirectory {
  /// The names in the folder, sorted.
  package func contents() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}
