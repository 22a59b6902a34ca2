/// A line of text.
public struct Text: View, PrimitiveView {
  let content: String

  /// Text showing `content` as it is.
  public init(_ content: String) {
    self.content = content
  }

  /// Text showing `content` as it is.
  public init(verbatim content: String) {
    self.content = content
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    resolution.items.append(.text(content))
  }
}

/// What a button does to the data it acts on, as its look tells.
public enum ButtonRole: Sendable, Equatable {
  /// It deletes or discards.
  case destructive
  /// It cancels.
  case cancel
}

/// A button: on a screen, in a toolbar, an alert or a row's swipe actions. As a row of a
/// list, selecting the row taps it.
public struct Button: View, PrimitiveView {
  let title: String
  let role: ButtonRole?
  let action: @MainActor () -> Void

  /// A button titled `title` that runs `action`.
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.role = role
    self.action = action
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    let entry = ButtonEntry(
      title: title, isDestructive: role == .destructive, isEnabled: context.environment.isEnabled,
      action: context.graph.handler(action))
    resolution.items.append(.button(entry))
  }
}

/// A text field bound to a string.
public struct TextField: View, PrimitiveView {
  let label: String
  let text: Binding<String>
  let prompt: String?

  /// A field labelled `label` that edits `text`; `prompt` shows while it is empty.
  public init(_ label: String, text: Binding<String>, prompt: Text? = nil) {
    self.label = label
    self.text = text
    self.prompt = prompt?.content
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    let binding = text
    resolution.items.append(
      .field(
        label: label, text: binding.wrappedValue, placeholder: prompt,
        set: context.graph.handler { binding.wrappedValue = $0 }))
  }
}

/// A title with a value beside it (a row's text and detail).
public struct LabeledContent: View, PrimitiveView {
  let title: String
  let value: String

  /// `title`, with `value` beside it.
  public init(_ title: String, value: String) {
    self.title = title
    self.value = value
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    resolution.items += [.text(title), .text(value)]
  }
}

/// Views side by side; on ScreenKit's screens, one after the other.
public struct HStack<Content: View>: View, TransparentContainer {
  let content: Content

  /// `content`, side by side.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
}

/// Views one above the other.
public struct VStack<Content: View>: View, TransparentContainer {
  let content: Content

  /// `content`, one above the other.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
}

/// Room between views in a stack; nothing on ScreenKit's screens.
public struct Spacer: View, PrimitiveView {
  /// Creates the space.
  public init() {}

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {}
}

/// What a list shows when it has nothing to show, laid over it with `.overlay`.
public struct ContentUnavailableView: View, PrimitiveView {
  let title: String

  /// The message `title`.
  public init(_ title: String) {
    self.title = title
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    resolution.emptyMessage = title
  }
}
