import HarnessSupport
import Testing

@Suite("SHA-256")
struct SHA256Tests {
  @Test("SHA-256 gives the standard digests")
  func sha256() {
    #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1000))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }

  @Test("Fed in pieces of any size, contiguous or not, it gives the digest of the whole")
  func pieces() {
    let text = String((0..<1_000).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
    let whole = SHA256.hex(Array(text.utf8))
    for size in [1, 7, 63, 64, 65, 128, 999] {
      var contiguous = SHA256()
      var lazy = SHA256()
      var start = text.utf8.startIndex
      while start < text.utf8.endIndex {
        let end = text.utf8.index(start, offsetBy: size, limitedBy: text.utf8.endIndex) ?? text.utf8.endIndex
        contiguous.update(String(text[start..<end]))
        lazy.update(text.utf8[start..<end].lazy.map { $0 })
        start = end
      }
      #expect(contiguous.hexDigest() == whole, "pieces of \(size)")
      #expect(lazy.hexDigest() == whole, "pieces of \(size), not contiguous")
    }
  }
}
