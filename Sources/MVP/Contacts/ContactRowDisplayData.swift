/// One row of the contact list, ready to show: the view draws it as given and
/// never sees a `Contact`.
struct ContactRowDisplayData: Sendable, Equatable {
  /// The full name: first name, a space, last name.
  var name: String
}
