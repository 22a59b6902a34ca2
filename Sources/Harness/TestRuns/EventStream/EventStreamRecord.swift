/// One line of the event stream, decoded: the fields of ABI version 0 this reader uses.
struct EventStreamRecord: Decodable {
  /// A test or suite, announced before the events.
  struct Test: Decodable {
    var kind: String
    var id: String
    var name: String
    var displayName: String?
    var isParameterized: Bool?
  }

  /// Something that happened during the run.
  struct Event: Decodable {
    var kind: String
    var testID: String?
    var messages: [Message]
    var issue: Issue?
    var testCase: TestCase?
    var comments: [String]?
    var instant: Instant?

    enum CodingKeys: String, CodingKey {
      case kind, testID, messages, issue, instant
      case testCase = "_testCase"
      case comments = "_comments"
    }
  }

  /// When an event happened: `absolute` is the test library's clock (the system's
  /// suspending uptime clock), in seconds with a fraction.
  struct Instant: Decodable {
    var absolute: Double
  }

  /// A human-readable line of an event.
  struct Message: Decodable {
    var symbol: String
    var text: String
  }

  /// The issue of an `issueRecorded` event.
  struct Issue: Decodable {
    var isKnown: Bool
    var sourceLocation: Location?
  }

  /// A place in a source file.
  struct Location: Decodable {
    var fileID: String
    var line: Int
    var column: Int
  }

  /// The case of a parameterized test an event happened in.
  struct TestCase: Decodable {
    var displayName: String
  }

  /// `0`, or a version string such as `"6.3.0"` from a newer schema.
  var version: String
  var test: Test?
  var event: Event?

  enum CodingKeys: String, CodingKey { case version, kind, payload }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let number = try? container.decode(Int.self, forKey: .version) {
      version = String(number)
    } else {
      version = try container.decode(String.self, forKey: .version)
    }
    guard version == String(TestEventStreamReader.version) else { return }
    switch try container.decode(String.self, forKey: .kind) {
    case "test": test = try container.decode(Test.self, forKey: .payload)
    case "event": event = try container.decode(Event.self, forKey: .payload)
    default: break
    }
  }
}
