import UIKit

final class NotesListViewController: UITableViewController {
  private let store: NoteStore
  private var notes: [Note] = []
  private let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    return formatter
  }()

  init(store: NoteStore) {
    self.store = store
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: self, action: #selector(addNote))
    notes = store.load().sorted { $0.modified > $1.modified }
  }

  @objc private func addNote() {
    let note = Note(title: "", body: "")
    notes.insert(note, at: 0)
    store.save(notes)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    show(note)
  }

  private func show(_ note: Note) {
    let detail = NoteDetailViewController(note: note)
    detail.delegate = self
    navigationController?.pushViewController(detail, animated: true)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath)
    (cell as? NoteCell)?.configure(with: notes[indexPath.row], formatter: formatter)
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    show(notes[indexPath.row])
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    notes.remove(at: indexPath.row)
    store.save(notes)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

extension NotesListViewController: NoteDetailViewControllerDelegate {
  func noteDetail(_ controller: NoteDetailViewController, didChange note: Note) {
    guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
    notes[index] = note
    store.save(notes)
    tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
  }
}
