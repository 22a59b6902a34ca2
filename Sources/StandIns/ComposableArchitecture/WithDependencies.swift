/// Runs `operation` with the current dependencies changed by `update`, as
/// swift-dependencies' `withDependencies`: how a store takes the dependencies
/// it is given (`Store(initialState:) { … } withDependencies: { $0.contactsClient = … }`).
public func withDependencies<Result>(
  _ update: (inout DependencyValues) -> Void, operation: () -> Result
) -> Result {
  var values = DependencyValues.current
  update(&values)
  return DependencyValues.$current.withValue(values, operation: operation)
}
