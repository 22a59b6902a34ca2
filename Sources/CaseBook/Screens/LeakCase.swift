/// The objects of a screen — its view controller and everything reachable
/// from it through stored properties (presenters, view models, interactors,
/// routers, wireframes, services…) — are freed when the screen goes away.
public struct LeakCase: BookCase {
  /// Which screen, and how it goes away.
  public enum Exit: Sendable, Equatable {
    /// The contact list, when the app holding it is released.
    case contactListReleased
    /// The New Contact screen after `Cancel`, the list still shown.
    case addContactCancelled
    /// The New Contact screen after `Done` saved a contact, the list still shown.
    case addContactDone
    /// The Upcoming list, when the app holding it is released.
    case upcomingListReleased
    /// The Add Item screen after `Cancel`, the list still shown.
    case addItemCancelled
    /// The Add Item screen after `Save` saved an item, the list still shown.
    case addItemSaved
    /// The whole app, as the builder assembles it, when released.
    case appReleased
  }

  public let id: CaseID
  public let summary: String
  /// The screen and how it goes away.
  public let exit: Exit

  init(_ id: CaseID, _ summary: String, exit: Exit) {
    self.id = id
    self.summary = summary
    self.exit = exit
  }
}
