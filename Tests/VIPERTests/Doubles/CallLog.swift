/// The calls several doubles received, in order, so a test can check which
/// collaborator was told what, and when.
@MainActor
final class CallLog {
  /// One line per call, like `wireframe.dismissAddInterface()`.
  private(set) var calls: [String] = []

  /// Records a call.
  func record(_ call: String) {
    calls.append(call)
  }
}
