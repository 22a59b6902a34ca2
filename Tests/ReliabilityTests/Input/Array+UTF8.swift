extension Array where Element == UInt8 {
  /// The bytes without one `\r` at the end, as the parser reads a line.
  var trimmedCarriageReturn: [UInt8] { last == 0x0D ? Array(dropLast()) : self }

  /// The text these bytes spell in UTF-8, decoded by the standard library's
  /// strict decoder (no overlong forms, surrogates or values past U+10FFFF),
  /// or `nil` if they are not UTF-8.
  var strictUTF8: String? {
    var bytes = makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    while true {
      switch decoder.decode(&bytes) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return String(scalars)
      case .error: return nil
      }
    }
  }
}
