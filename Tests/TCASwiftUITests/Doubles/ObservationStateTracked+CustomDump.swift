import ComposableArchitectureUI
import CustomDump

@testable import TCASwiftUI

extension ObservationStateTracked: CustomDumpRepresentable {
  /// The property's value, so that a test store's diff shows the value rather
  /// than its observation, as it does for `@ObservableState`'s properties.
  public var customDumpValue: Any { wrappedValue }
}
