import ArchLab
import Entities
import ScreenKit
import Storage
import Testing

/// Each architecture's case builds its own module's app: the registry's routes are pinned here,
/// which is why no mutation key reads the registry (`MutationConfiguration.registry`).
@MainActor
@Suite("The registry routes each architecture to its own module")
struct ArchitectureRouteTests {
  @Test(
    "The app an architecture builds holds its module's types and no other module's",
    arguments: Architecture.allCases)
  func routes(_ architecture: Architecture) {
    let dependencies = AppDependencies(
      store: .inMemory(), clock: FixedDayClock(Day(year: 2024, month: 12, day: 27)!))
    let driver = ScreenDriver(root: architecture.makeRootViewController(dependencies), width: 48)
    let modules = Self.modules(reachableFrom: driver)
    let architectureModules = Set(Architecture.allCases.map(\.moduleName))
    #expect(modules.intersection(architectureModules) == [architecture.moduleName])
  }

  /// The modules of the types of the values reachable from `root` through stored properties.
  static func modules(reachableFrom root: Any) -> Set<String> {
    var modules: Set<String> = []
    var seen: Set<ObjectIdentifier> = []
    var pending: [(value: Any, depth: Int)] = [(root, 0)]
    while let (value, depth) = pending.popLast() {
      if type(of: value) is AnyClass, let object = value as AnyObject? {
        guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
      }
      let name = String(reflecting: type(of: value))
      for part in name.split(whereSeparator: { "<>, ()[]:?".contains($0) }) {
        if let module = part.split(separator: ".").first, part.contains(".") {
          modules.insert(String(module))
        }
      }
      guard depth < 12 else { continue }
      var mirror: Mirror? = Mirror(reflecting: value)
      while let current = mirror {
        for child in current.children { pending.append((child.value, depth + 1)) }
        mirror = current.superclassMirror
      }
    }
    return modules
  }
}
