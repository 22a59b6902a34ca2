import ComposableArchitectureKit
import CustomDump

@testable import TCA

extension Presents: CustomDumpRepresentable {
  /// The presented state, so that a test store's diff shows it rather than
  /// its observation, as it does for `@Presents`'s properties.
  public var customDumpValue: Any { wrappedValue as Any }
}
