import ScreenKit

/// A modal form of labelled fields with Cancel and one action button: the
/// floor's New Contact and Add Item screens.
final class FloorFormViewController: ViewController {
  private let fields: [TextField]
  private let onSubmit: @MainActor ([String]) -> Void

  /// `onSubmit` gets the fields' texts, trimmed of white space at both ends
  /// (`Character.isWhitespace`, as the modules trim; Foundation's
  /// `trimmingCharacters(in:)` costs more on Linux), when `action` is tapped.
  init(
    title: String, fields: [TextField], action: String,
    onSubmit: @escaping @MainActor ([String]) -> Void
  ) {
    self.fields = fields
    self.onSubmit = onSubmit
    super.init()
    self.title = title
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in self?.dismiss() }
    navigationItem.rightBarButtonItem = BarButtonItem(title: action) { [weak self] in self?.submit() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for field in fields { view.addSubview(field) }
  }

  private func submit() {
    onSubmit(
      fields.map { field in
        let text = field.text
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
          let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
      })
  }
}
