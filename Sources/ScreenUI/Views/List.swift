import Observation

/// Rows that come from one place in a list's content: a `ForEach`'s elements, built only
/// when the list shows them, or one view.
@MainActor
struct RowGroup {
  /// Where the group is; each row's identity is this path, its element, then `row`.
  var path: ViewPath
  /// The rows' identifiers, in order.
  var ids: RowIdentifiers
  /// The element row `index` shows, to tell whether a row shown before shows the same.
  var element: @MainActor (Int) -> Any
  /// The view of row `index`.
  var content: @MainActor (Int) -> any View
  /// The environment the rows read.
  var environment: EnvironmentValues

  /// A group of one row: `view`.
  init(single view: any View, path: ViewPath, environment: EnvironmentValues) {
    self.path = path
    self.ids = RowIdentifiers([0])
    self.element = { _ in view }
    self.content = { _ in view }
    self.environment = environment
  }

  init(
    path: ViewPath, ids: RowIdentifiers, element: @escaping @MainActor (Int) -> Any,
    content: @escaping @MainActor (Int) -> any View, environment: EnvironmentValues
  ) {
    self.path = path
    self.ids = ids
    self.element = element
    self.content = content
    self.environment = environment
  }

  /// The identity of row `index`.
  func rowPath(_ index: Int) -> ViewPath {
    path + [.element(ids[index]), .role(.row)]
  }
}

/// A section of a list: its header and its rows.
struct ListSection {
  /// Its identity.
  var path: ViewPath
  var header: String?
  var groups: [RowGroup]
}

/// A `List`: its sections, and the message it shows when it has no row.
struct ListContent {
  var path: ViewPath
  var sections: [ListSection]
  var emptyMessage: String?
  /// The update that resolved the list. A view kept whole hands on what it resolved to
  /// before, so the same list and generation mean the same sections and rows.
  var generation: Int
}

/// What a list resolved to, and whether it still is: until something it read changes.
@MainActor
final class KeptList {
  var content = ListContent(path: [], sections: [], emptyMessage: nil, generation: -1)
  var isCurrent = true
}

/// A scrolling list of rows, as ScreenKit's table shows it: rows built only when on
/// screen, sections with headers, swipe actions, selection.
public struct List<Content: View>: View, PrimitiveView {
  let content: Content

  /// A list of `content`'s rows and sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    let path = context.path
    if let kept = context.owner?.lists[path], kept.isCurrent {
      return resolution.items.append(.list(kept.content))
    }
    let kept = KeptList()
    let lifetime = context.owner?.lifetime
    let list = withObservationTracking {
      _ = lifetime?.hasEnded
      let rows = context.rows(of: content)
      var sections = rows.sections
      if !rows.rowGroups.isEmpty {
        sections.insert(ListSection(path: path + [.role(.rows)], header: nil, groups: rows.rowGroups), at: 0)
      }
      return ListContent(
        path: path, sections: sections, emptyMessage: nil, generation: context.graph.generation)
    } onChange: { [weak kept] in
      MainActor.assumeIsolated { kept?.isCurrent = false }
    }
    kept.content = list
    context.owner?.lists[path] = kept
    resolution.items.append(.list(list))
  }
}

/// A section of a list, with a header.
public struct Section<Content: View>: View, PrimitiveView, ListStructure {
  let header: String?
  let content: Content

  /// A section headed `header`.
  public init(_ header: String, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
  }

  /// A section without a header.
  public init(@ViewBuilder content: () -> Content) {
    self.header = nil
    self.content = content()
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    let rows = context.rows(of: content)
    resolution.sections.append(ListSection(path: context.path, header: header, groups: rows.rowGroups))
  }
}

extension ResolveContext {
  /// What `content` resolves to as a list's content: its sections, and its rows outside any.
  func rows(of content: any View) -> Resolution {
    var inner = self
    inner.inList = true
    var rows = Resolution()
    inner.resolve(content, at: .position(0), into: &rows)
    return rows
  }
}

/// Marks `Section`, whose `ForEach` makes sections rather than rows.
protocol SectionView {}
extension Section: SectionView {}

/// A view per element of a collection, each with the identity of its element: in a list,
/// its rows, built only when shown (or its sections, when each element makes a `Section`).
///
/// Every element's identifier is read when the `ForEach` is made, as SwiftUI reads them
/// eagerly ("Demystify SwiftUI", WWDC21), by code specialized for the data where it is made
/// (``RowIdentifiers``); an element itself is read only for the rows built.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView,
  ListStructure
{
  @usableFromInline let ids: RowIdentifiers
  @usableFromInline let elementAt: (Int) -> Data.Element
  @usableFromInline let content: (Data.Element) -> Content

  /// A view per element of `data`, identified by `id`.
  @inlinable
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, ids: RowIdentifiers(Self.identifiers(of: data, at: id)), content: content)
  }

  /// Every element's identifier at `keyPath`, read off the main actor's checks: a plain loop.
  @inlinable
  nonisolated static func identifiers(of data: Data, at keyPath: KeyPath<Data.Element, ID>) -> [ID] {
    data.map { $0[keyPath: keyPath] }
  }

  @inlinable
  init(_ data: Data, ids: RowIdentifiers, content: @escaping (Data.Element) -> Content) {
    self.ids = ids
    self.elementAt = { data[data.index(data.startIndex, offsetBy: $0)] }
    self.content = content
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    let (elementAt, content) = (self.elementAt, self.content)
    if context.inList, !(Content.self is any SectionView.Type) {
      resolution.rowGroups.append(
        RowGroup(
          path: context.path, ids: ids, element: { elementAt($0) }, content: { content(elementAt($0)) },
          environment: context.environment))
      return
    }
    for index in 0..<ids.count {
      context.resolve(content(elementAt(index)), at: .element(ids[index]), into: &resolution)
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view per element of `data`, identified by its `id`.
  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, ids: RowIdentifiers(Self.identifiers(of: data)), content: content)
  }

  /// Every element's `id`, read off the main actor's checks: a plain loop.
  @inlinable
  nonisolated static func identifiers(of data: Data) -> [ID] {
    data.map { $0.id }
  }
}
