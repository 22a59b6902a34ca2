/// A rectangle of the screen that draws itself as lines of text, like `UIView`.
///
/// Views form a tree; the renderer walks it in order, top to bottom.
@MainActor
open class View {
  /// The views inside this one, drawn in this order.
  public private(set) var subviews: [View] = []
  /// The view this one is inside.
  public private(set) weak var superview: View?
  /// A hidden view and its subviews are not drawn and cannot be driven.
  public var isHidden = false

  /// Creates an empty view.
  public init() {}

  /// Adds `view` as the last subview, removing it from its former superview.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Removes this view from its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }
}
