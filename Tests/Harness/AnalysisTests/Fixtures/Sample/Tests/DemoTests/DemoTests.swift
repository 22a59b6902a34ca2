import Testing

@Test func one() {}
@Test("named") func two() {}
func helper() {}
