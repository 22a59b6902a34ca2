import Bindings

/// Stands for a view model: one message a view binds to, kept in an
/// ``AnnouncedValue`` as the architectures' view models keep what views show.
@MainActor
final class Message {
  /// The message shown, or `nil`.
  var text: String? { stored.value }
  private let stored = AnnouncedValue<String?>(nil)

  /// Shows `text`.
  func show(_ text: String) {
    stored.value = text
  }

  /// Clears the message.
  func clear() {
    stored.value = nil
  }
}
