import ComposableArchitectureKit
import CustomDump

@testable import TCA

extension ObservationStateTracked: CustomDumpRepresentable {
  /// The property's value, so that a test store's diff shows the value, not
  /// its observation, as it does for the Composable Architecture's `@ObservableState`.
  public var customDumpValue: Any { wrappedValue }
}
