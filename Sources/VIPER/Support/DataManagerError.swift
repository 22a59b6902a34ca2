/// A storage failure as a data manager reports it to its interactor.
///
/// Data managers are the only roles that know the storage target; they map its
/// errors to this type, so interactors never depend on how data is kept. The
/// message is storage's own: it names the file and says what to do.
enum DataManagerError: Error, Equatable, CustomStringConvertible {
  /// Reading failed.
  case readFailed(message: String)
  /// Saving failed; nothing was written.
  case saveFailed(message: String)

  /// The message a person sees.
  var description: String {
    switch self {
    case .readFailed(let message), .saveFailed(let message): message
    }
  }
}
