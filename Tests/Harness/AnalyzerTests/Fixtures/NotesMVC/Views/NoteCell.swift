import UIKit

final class NoteCell: UITableViewCell {
  static let reuseIdentifier = "NoteCell"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    accessoryType = .disclosureIndicator
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func configure(with note: Note, formatter: DateFormatter) {
    textLabel?.text = note.title.isEmpty ? "New Note" : note.title
    detailTextLabel?.text = formatter.string(from: note.modified)
  }
}
