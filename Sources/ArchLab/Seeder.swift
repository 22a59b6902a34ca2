import Entities
import Storage

/// Fills a database with deterministic, realistic data: names from several
/// scripts, to-do items spread over the past, this week, next week and later.
///
/// The same seed, counts and day always give the same rows.
public struct Seeder: Sendable {
  /// The pseudo-random generator's seed.
  public var seed: UInt64

  /// Creates a seeder.
  public init(seed: UInt64 = 1) { self.seed = seed }

  static let firstNames = [
    "Ada", "Grace", "Alan", "Émile", "Zoé", "Chloë", "Søren", "Åsa", "Łukasz", "José", "Nguyễn",
    "Ἀλέξανδρος", "Дмитрий", "Анна", "محمد", "فاطمة", "דוד", "שרה", "明", "美咲", "지훈", "प्रिया",
    "O'Neil", "Zoë", "ama", "Björk", "İlkay", "Þóra", "Chidi", "Mei",
  ]
  static let lastNames = [
    "Lovelace", "Hopper", "Turing", "Zola", "Martin", "Kierkegaard", "Lindgren", "Wałęsa",
    "García", "Trần", "Παπαδόπουλος", "Иванов", "Петрова", "الحسيني", "بن علي", "כהן", "לוי",
    "山田", "佐藤", "김", "शर्मा", "O'Brien", "d'Artagnan", "van der Berg", "Öztürk", "Okafor", "Li",
    "Núñez", "Ørsted", "Ngô",
  ]
  static let verbs = ["Buy", "Call", "Email", "Fix", "Pay", "Plan", "Read", "Return", "Water", "Write"]
  static let objects = [
    "milk", "the plumber", "Grandma", "the bike", "rent", "the trip to Kyoto", "chapter 3",
    "library books", "the plants", "thank-you cards", "café receipts", "🎂 for Zoé",
  ]

  /// Adds `contacts` contacts and `todos` items (due from 14 days before
  /// `today` to 45 days after), each kind in one transaction.
  public func fill(_ store: SQLiteStore, contacts: Int, todos: Int, today: Day) throws(StorageError) {
    var random = SplitMix64(seed: seed)
    var names: [(firstName: String, lastName: String)] = []
    names.reserveCapacity(contacts)
    for _ in 0..<contacts {
      names.append((random.pick(Self.firstNames), random.pick(Self.lastNames)))
    }
    try store.addContacts(names)
    var items: [(title: String, dueDate: Day)] = []
    items.reserveCapacity(todos)
    for _ in 0..<todos {
      let title = random.pick(Self.verbs) + " " + random.pick(Self.objects)
      let offset = Int(random.next() % 60) - 14
      items.append((title, today.adding(days: offset) ?? today))
    }
    try store.addItems(items)
  }
}

/// A small, fast, deterministic generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
}
