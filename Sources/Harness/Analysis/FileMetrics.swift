import HarnessSupport

/// What one Swift file holds, from its parse.
public struct FileMetrics: Codable, Sendable, Equatable {
  /// The path, relative to the workspace root.
  public var path: String
  /// Lines by kind, for the whole file.
  public var lines: LineCounts
  /// Code, comment and blank lines attributed to each role: a declaration's
  /// lines go to its role, the rest of the file (imports) to the file's main role.
  public var linesByRole: [Role: LineCounts]
  /// Class, struct, enum and actor declarations (nested ones included).
  public var types: [DeclaredType]
  /// Protocol declarations.
  public var protocols: [DeclaredType]
  /// Functions, initializers, computed properties and subscripts, with their complexity.
  public var functions: [FunctionMetrics]
  /// The modules this file imports.
  public var imports: [String]
  /// For each top-level declaration's role, the capitalized names it refers to.
  public var referencesByRole: [Role: [String]]
  /// Test functions (`@Test`) in the file.
  public var testCount: Int

  /// The role holding most of the file's lines.
  public var mainRole: Role {
    linesByRole.max { ($0.value.total, $1.key) < ($1.value.total, $0.key) }?.key ?? .other
  }

  /// The feature folder the file sits in.
  public var feature: FeatureFolder { FeatureFolder(path: path) }
}

extension FileMetrics {
  /// Whether the file is a framework stand-in, in a stand-in target or a module's `Framework/` folder
  /// (``FrameworkStandIn``; `Sources/StandIns/ComposableArchitectureKit/Store.swift`):
  /// code that stands in for a library a real app would import.
  public var isFrameworkStandIn: Bool { FrameworkStandIn.contains(path) }

  /// The file with every declaration, line and reference playing ``Role/frameworkStandIn``
  /// when it is a framework stand-in (``FrameworkStandIn``); unchanged otherwise.
  public var standingInForFrameworks: FileMetrics {
    guard isFrameworkStandIn else { return self }
    var file = self
    file.linesByRole = [.frameworkStandIn: linesByRole.values.reduce(LineCounts(), +)]
    file.types = types.map {
      var type = $0; type.role = .frameworkStandIn; return type
    }
    file.protocols = protocols.map {
      var type = $0; type.role = .frameworkStandIn; return type
    }
    file.functions = functions.map {
      var function = $0; function.role = .frameworkStandIn; return function
    }
    file.referencesByRole = [.frameworkStandIn: Array(Set(referencesByRole.values.joined())).sorted()]
    return file
  }
}
