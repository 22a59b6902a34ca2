import GRDB

extension StorageError {
  /// Translates an error thrown by GRDB for the database at `path`.
  init(_ error: any Error, path: String) {
    if let error = error as? StorageError {
      self = error
      return
    }
    guard let error = error as? DatabaseError else {
      self = .sqlite(path: path, message: String(describing: error))
      return
    }
    let message = error.message ?? "\(error.resultCode)"
    switch error.resultCode {
    case .SQLITE_READONLY: self = .readOnly(path: path)
    case .SQLITE_NOTADB: self = .notADatabase(path: path)
    case .SQLITE_CORRUPT: self = .corrupt(path: path, detail: message)
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
    case .SQLITE_CANTOPEN, .SQLITE_PERM: self = .cannotOpen(path: path, reason: message)
    case .SQLITE_CONSTRAINT: self = .constraintViolated(path: path, detail: message)
    default: self = .sqlite(path: path, message: message)
    }
  }
}
