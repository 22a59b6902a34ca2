import ArchLab
import Foundation
import Testing

@testable import BenchmarkAnalysis

@Suite("Benchmark variants and scenarios")
struct VariantTests {
  @Test(
    "A variant is written as floor, floor2, limit or the architecture's raw value, and read back",
    arguments: Variant.all)
  func rawValues(variant: Variant) throws {
    let data = try JSONEncoder().encode([variant])
    #expect(String(decoding: data, as: UTF8.self) == "[\"\(variant.rawValue)\"]")
    #expect(try JSONDecoder().decode([Variant].self, from: data) == [variant])
  }

  @Test(
    "Every architecture is a variant, after the floor, its A/A twin and the limit, and before the later floors"
  )
  func all() {
    #expect(
      Variant.all.map(\.rawValue)
        == ["floor", "floor2", "limit"] + Architecture.allCases.map(\.rawValue) + [
          "floor-ui", "floor-diffable",
        ])
    #expect(Variant.architecture(.mvvm).title == "MVVM" && Variant.floor.title == "floor")
    #expect(Variant.floor2.title == "floor A/A" && Variant.floor2.isReference && Variant.limit.isReference)
    #expect(Variant.architecture(.viper).architecture == .viper && Variant.floor2.architecture == nil)
  }

  @Test("An unknown variant or scenario in the benchmark results is refused")
  func unknown() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Variant].self, from: Data(#"["mvx"]"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Scenario].self, from: Data(#"["openEverything"]"#.utf8))
    }
    #expect(Scenario.allCases.map(\.rawValue) == ["openContacts", "addContact", "openUpcoming", "addItem"])
  }
}
