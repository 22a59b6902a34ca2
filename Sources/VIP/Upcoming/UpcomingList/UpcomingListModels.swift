import Entities
import Storage

/// The Upcoming list's use-case models: for each use case, what the view
/// controller asks (`Request`), what the interactor answers (`Response`) and
/// what the presenter hands back to draw (`ViewModel`).
enum UpcomingListModels {
  /// When an item is due, relative to today: the interactor's grouping rule
  /// puts each shown item in one of these. The cases are in display order,
  /// which is also the order of the days they hold.
  enum DueGroup: Comparable, Sendable {
    /// Due today.
    case today
    /// Due tomorrow, in the same week as today.
    case tomorrow
    /// Due after tomorrow, in the same week as today.
    case laterThisWeek
    /// Due in the week after today's (tomorrow too, when today ends the week).
    case nextWeek
  }

  /// One row, ready to draw.
  struct DisplayedItem: Equatable, Sendable {
    /// The item's title.
    var title: String
    /// The weekday it is due, or `nil` when it is due today.
    var dayLabel: String?
  }

  /// One titled section, ready to draw.
  struct DisplayedSection: Equatable, Sendable {
    /// The section header.
    var title: String
    /// The rows, in order.
    var items: [DisplayedItem]
  }

  /// Reading the list when the screen loads (or again, when the day changed).
  enum FetchItems {
    /// Nothing to ask: today comes from the clock.
    struct Request: Equatable, Sendable {}

    /// The items shown, group by group, or the storage error that stopped the read.
    struct Response: Equatable, Sendable {
      /// The items of one due group, sorted by due date, title ignoring case, then order added.
      struct Group: Equatable, Sendable {
        /// When they are due.
        var dueGroup: DueGroup
        /// The items, in order.
        var items: [TodoItem]
      }

      /// The non-empty groups, in display order.
      var groups: [Group]
      /// Why reading failed, if it did (then `groups` is empty).
      var error: StorageError?
    }

    /// The sections, and an error message to show over them.
    struct ViewModel: Equatable, Sendable {
      /// The sections, top to bottom; none shows the empty state.
      var displayedSections: [DisplayedSection]
      /// The message of the error alert, if reading failed.
      var errorMessage: String?
    }
  }

  /// Showing an item the add-item scene saved, handed over by its router.
  enum InsertItem {
    /// Nothing to ask: the item is in the data store.
    struct Request: Equatable, Sendable {}

    /// The item and where it now sits.
    struct Response: Equatable, Sendable {
      /// The item that was added.
      var item: TodoItem
      /// Its due group.
      var dueGroup: DueGroup
      /// The index of its group among the groups shown.
      var section: Int
      /// Its index inside its group.
      var row: Int
      /// Whether its group was not shown before.
      var isNewSection: Bool
    }

    /// One row, or one new section holding it, to insert.
    struct ViewModel: Equatable, Sendable {
      /// The row.
      var displayedItem: DisplayedItem
      /// The section it goes into.
      var section: Int
      /// Where it goes in that section.
      var row: Int
      /// The header of a section to insert first, or `nil` when the section is shown.
      var newSectionTitle: String?
    }
  }
}
