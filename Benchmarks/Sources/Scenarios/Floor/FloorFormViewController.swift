import Foundation
import ScreenKit

/// A modal form of labelled fields with Cancel and one action button: the
/// floor's New Contact and Add Item screens.
final class FloorFormViewController: ViewController {
  private let fields: [TextField]
  private let onSubmit: @MainActor ([String]) -> Void

  /// `onSubmit` gets the fields' texts, trimmed, when `action` is tapped.
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
    onSubmit(fields.map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) })
  }
}
