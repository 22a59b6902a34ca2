import Foundation
import HarnessSupport
import Testing

/// Scratch files: written whole, replacing what was there, and refused where there is no folder.
@Suite("Scratch files")
struct ScratchFileTests {
  @Test("A scratch file holds exactly the last bytes written to it")
  func replaces() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "archlab-scratch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "a.txt")
    try ScratchFile.write(Data("a longer first text\n".utf8), to: file)
    try ScratchFile.write(Data("short\n".utf8), to: file)
    #expect(FileManager.default.contents(atPath: file.path) == Data("short\n".utf8))
  }

  @Test("Writing into a folder that does not exist is an error naming the file")
  func missingFolder() {
    let file = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/a.txt")
    let error = #expect(throws: CocoaError.self) { try ScratchFile.write(Data(), to: file) }
    #expect(error?.userInfo[NSFilePathErrorKey] as? String == file.path)
  }
}
