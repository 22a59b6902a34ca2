/// A weak reference to an object seen on a screen, with the name of its type.
package final class WeakObject {
  package weak var object: AnyObject?
  package let typeName: String

  package init(_ object: AnyObject) {
    self.object = object
    typeName = String(reflecting: type(of: object))
  }
}
