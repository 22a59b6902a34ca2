/// What a table shows, by identifier: its sections in order, and each section's items in
/// order, like `NSDiffableDataSourceSnapshot`. Identifiers are unique across the snapshot.
public struct DiffableDataSourceSnapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  /// The sections, in order.
  public private(set) var sectionIdentifiers: [SectionIdentifier] = []
  @usableFromInline var items: [[ItemIdentifier]] = []

  /// An empty snapshot.
  public init() {}

  /// Every item, section after section.
  public var itemIdentifiers: [ItemIdentifier] { Array(items.joined()) }

  /// The number of items in every section.
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }

  /// Adds `identifiers` as the last sections, each empty.
  public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
    sectionIdentifiers += identifiers
    items += identifiers.map { _ in [] }
  }

  /// Adds `identifiers` at the end of `section`, or of the last section when `nil`.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil
  ) {
    guard let index = section.flatMap(sectionIdentifiers.firstIndex(of:)) ?? items.indices.last else {
      preconditionFailure("DiffableDataSourceSnapshot: append a section before its items")
    }
    items[index] += identifiers
  }

  /// The items of `section`, in order (none for a section it does not hold).
  @inlinable
  public func itemIdentifiers(inSection section: SectionIdentifier) -> [ItemIdentifier] {
    sectionIdentifiers.firstIndex(of: section).map { items[$0] } ?? []
  }

  /// The items of the section at `index`.
  @inlinable
  func items(atSection index: Int) -> [ItemIdentifier] { items[index] }
}
