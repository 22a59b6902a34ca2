import Entities
import Foundation
import Testing

@Suite("Entities")
struct EntityCodingTests {
  @Test("Contacts and to-do items survive a JSON round trip unchanged")
  func codable() throws {
    let contact = Contact(id: 7, firstName: "Zoë", lastName: "O'Brien 👩‍👩‍👧")
    let item = TodoItem(id: 9, title: "Call ‏مريم", dueDate: Day("2024-05-15")!)
    #expect(try JSONDecoder().decode(Contact.self, from: JSONEncoder().encode(contact)) == contact)
    #expect(try JSONDecoder().decode(TodoItem.self, from: JSONEncoder().encode(item)) == item)
  }

  @Test("A fixed clock always tells the same day")
  func fixedClock() {
    let clock = FixedDayClock(Day("2024-05-15")!)
    #expect(clock.today() == Day("2024-05-15"))
    #expect(clock.today() == clock.today())
  }
}
