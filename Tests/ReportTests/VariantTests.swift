import ArchLab
import Foundation
import Testing

@testable import Report

@Suite("Benchmark variants and scenarios")
struct VariantTests {
  @Test(
    "A variant is written as floor, limit or the architecture's raw value, and read back",
    arguments: Variant.all)
  func rawValues(variant: Variant) throws {
    let data = try JSONEncoder().encode([variant])
    #expect(String(decoding: data, as: UTF8.self) == "[\"\(variant.rawValue)\"]")
    #expect(try JSONDecoder().decode([Variant].self, from: data) == [variant])
  }

  @Test("Every architecture is a variant, after the floor and the limit")
  func all() {
    #expect(Variant.all.map(\.rawValue) == ["floor", "limit"] + Architecture.allCases.map(\.rawValue))
    #expect(Variant.architecture(.mvvm).title == "MVVM" && Variant.floor.title == "floor")
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
