import Bindings
import Observation
import Testing

/// `AnnouncedValue`, the store behind every value a view binds to.
@MainActor
@Suite("Announced value")
struct AnnouncedValueTests {
  @Test("An observer told of a change reads the new value, already in place")
  func observerReadsNewValue() {
    let value = AnnouncedValue("old")
    let log = EventLog()
    withObservationTracking {
      _ = value.value
    } onChange: {
      MainActor.assumeIsolated { log.record(value.value) }
    }
    value.value = "new"
    #expect(log.events == ["new"])
  }

  @Test("Observers are told once per change, even when the value repeats")
  func oncePerChange() {
    let value = AnnouncedValue(0)
    let log = EventLog()
    bind(log, { _ in value.value }) { log, seen in log.record(String(seen)) }
    value.value = 1
    value.value = 1
    value.value = 2
    #expect(log.events == ["0", "1", "1", "2"])
  }
}
