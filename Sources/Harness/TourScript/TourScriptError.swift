/// The tour's script could not be played.
public struct TourScriptError: Error, CustomStringConvertible {
  /// What went wrong.
  public var message: String

  /// Creates an error.
  public init(message: String) { self.message = message }

  public var description: String { message }
}
