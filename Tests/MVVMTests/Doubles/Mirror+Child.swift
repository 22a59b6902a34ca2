/// The stored property `label` of `subject`, read by reflection: how the leak
/// tests reach the private parts of a screen (a view model's router) without
/// opening them up.
func reflectedChild<Value>(_ label: String, of subject: Any?) -> Value? {
  guard let subject else { return nil }
  return Mirror(reflecting: subject).children.first { $0.label == label }?.value as? Value
}
