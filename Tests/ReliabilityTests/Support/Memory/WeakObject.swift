/// A weak reference to an object seen on a screen, with the name of its type.
final class WeakObject {
  weak var object: AnyObject?
  let typeName: String

  init(_ object: AnyObject) {
    self.object = object
    typeName = String(reflecting: type(of: object))
  }
}
