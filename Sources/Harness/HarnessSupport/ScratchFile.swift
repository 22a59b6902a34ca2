import Foundation

/// Writing files that only this run, or a program it starts, reads back: scratch copies in a
/// temporary folder. Foundation's `Data.write(to:)` syncs each file to disk, which on a busy
/// disk made writing a few thousand of them take seconds; these are not synced.
public enum ScratchFile {
  /// Writes `data` to `file` (whose folder exists), replacing what was there.
  public static func write(_ data: Data, to file: URL) throws {
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path, "errno": errno])
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: data)
    try handle.close()
  }
}
