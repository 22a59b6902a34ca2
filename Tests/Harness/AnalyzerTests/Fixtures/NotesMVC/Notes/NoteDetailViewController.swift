import UIKit

protocol NoteDetailViewControllerDelegate: AnyObject {
  func noteDetail(_ controller: NoteDetailViewController, didChange note: Note)
}

final class NoteDetailViewController: UIViewController, UITextViewDelegate {
  weak var delegate: NoteDetailViewControllerDelegate?
  private var note: Note
  private let titleField = UITextField()
  private let bodyView = UITextView()

  init(note: Note) {
    self.note = note
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleField.text = note.title
    titleField.placeholder = "Title"
    titleField.addTarget(self, action: #selector(titleChanged), for: .editingChanged)
    bodyView.text = note.body
    bodyView.delegate = self
    let stack = UIStackView(arrangedSubviews: [titleField, bodyView])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  @objc private func titleChanged() {
    note.title = titleField.text ?? ""
    note.modified = Date()
    delegate?.noteDetail(self, didChange: note)
  }

  func textViewDidChange(_ textView: UITextView) {
    note.body = textView.text
    note.modified = Date()
    delegate?.noteDetail(self, didChange: note)
  }
}
