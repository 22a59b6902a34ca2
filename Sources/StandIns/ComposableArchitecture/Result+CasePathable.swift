/// A result's two cases as paths, as swift-case-paths declares them for
/// `Result`: `\.contactsLoaded.success`, `\.saveResponse.failure`.
extension Result: CasePathable {
  /// The paths of `success` and `failure`.
  public struct AllCasePaths: Sendable {
    /// The value of a success.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(embed: Result.success) {
        guard case .success(let value) = $0 else { return nil }
        return value
      }
    }
    /// The error of a failure.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(embed: Result.failure) {
        guard case .failure(let error) = $0 else { return nil }
        return error
      }
    }
  }

  /// The cases' paths.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
