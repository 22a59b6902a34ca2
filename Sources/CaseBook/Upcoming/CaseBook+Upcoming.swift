extension CaseBook {
  /// Which items the Upcoming list shows, where, in which order, with which label.
  ///
  /// With weeks from Sunday, Wednesday 2024-05-15's week is Sunday 12 to
  /// Saturday 18 and next week Sunday 19 to Saturday 25; with weeks from
  /// Monday, Monday 13 to Sunday 19, then Monday 20 to Sunday 26.
  public static let sections: [SectionCase] = sectionRules + newYear + order + labels

  static let sectionRules: [SectionCase] = [
    SectionCase(
      "upcoming.rule1.before-today.sunday",
      "Rule 1: an item due before today is not shown (weeks from Sunday)",
      today: today, stored: [ItemSpec("Yesterday", "2024-05-14"), ItemSpec("Now", "2024-05-15")],
      expected: [ExpectedSection("Today", [.init("Now", nil)])]),
    SectionCase(
      "upcoming.rule1.before-today.monday",
      "Rule 1: an item due before today, even in this week, is not shown (weeks from Monday)",
      today: today, firstWeekday: .monday,
      stored: [ItemSpec("Monday chores", "2024-05-13"), ItemSpec("Now", "2024-05-15")],
      expected: [ExpectedSection("Today", [.init("Now", nil)])]),
    SectionCase(
      "upcoming.rule2.today.sunday",
      "Rule 2: an item due today is in Today, with no day label (weeks from Sunday)",
      today: today, stored: [ItemSpec("Call mom", "2024-05-15")],
      expected: [ExpectedSection("Today", [.init("Call mom", nil)])]),
    SectionCase(
      "upcoming.rule2.today.monday",
      "Rule 2: an item due today is in Today, with no day label (weeks from Monday)",
      today: today, firstWeekday: .monday, stored: [ItemSpec("Call mom", "2024-05-15")],
      expected: [ExpectedSection("Today", [.init("Call mom", nil)])]),
    SectionCase(
      "upcoming.rule3.tomorrow.sunday", "Rule 3: tomorrow in the same week is Tomorrow (weeks from Sunday)",
      today: today, stored: [ItemSpec("Dentist", "2024-05-16")],
      expected: [ExpectedSection("Tomorrow", [.init("Dentist", "Thursday")])]),
    SectionCase(
      "upcoming.rule3.tomorrow.monday", "Rule 3: tomorrow in the same week is Tomorrow (weeks from Monday)",
      today: today, firstWeekday: .monday, stored: [ItemSpec("Dentist", "2024-05-16")],
      expected: [ExpectedSection("Tomorrow", [.init("Dentist", "Thursday")])]),
    SectionCase(
      "upcoming.rule3.tomorrow-next-week.sunday",
      "Rule 3: on Saturday, with weeks from Sunday, tomorrow is in Next Week",
      today: "2024-05-18", stored: [ItemSpec("Brunch", "2024-05-19")],
      expected: [ExpectedSection("Next Week", [.init("Brunch", "Sunday")])]),
    SectionCase(
      "upcoming.rule3.tomorrow-next-week.monday",
      "Rule 3: on Sunday, with weeks from Monday, tomorrow is in Next Week",
      today: "2024-05-19", firstWeekday: .monday, stored: [ItemSpec("Standup", "2024-05-20")],
      expected: [ExpectedSection("Next Week", [.init("Standup", "Monday")])]),
    SectionCase(
      "upcoming.rule4.later-this-week.sunday",
      "Rule 4: later in the same week is Later This Week, through Saturday (weeks from Sunday)",
      today: today, stored: [ItemSpec("Gym", "2024-05-17"), ItemSpec("Market", "2024-05-18")],
      expected: [ExpectedSection("Later This Week", [.init("Gym", "Friday"), .init("Market", "Saturday")])]),
    SectionCase(
      "upcoming.rule4.later-this-week.monday",
      "Rule 4: later in the same week is Later This Week, Sunday included (weeks from Monday)",
      today: today, firstWeekday: .monday,
      stored: [ItemSpec("Market", "2024-05-18"), ItemSpec("Hike", "2024-05-19")],
      expected: [ExpectedSection("Later This Week", [.init("Market", "Saturday"), .init("Hike", "Sunday")])]),
    SectionCase(
      "upcoming.rule5.next-week.sunday",
      "Rule 5: the week after, first to last day, is Next Week (weeks from Sunday)",
      today: today, stored: [ItemSpec("Brunch", "2024-05-19"), ItemSpec("Party", "2024-05-25")],
      expected: [ExpectedSection("Next Week", [.init("Brunch", "Sunday"), .init("Party", "Saturday")])]),
    SectionCase(
      "upcoming.rule5.next-week.monday",
      "Rule 5: the week after, first to last day, is Next Week (weeks from Monday)",
      today: today, firstWeekday: .monday,
      stored: [ItemSpec("Standup", "2024-05-20"), ItemSpec("Hike", "2024-05-26")],
      expected: [ExpectedSection("Next Week", [.init("Standup", "Monday"), .init("Hike", "Sunday")])]),
    SectionCase(
      "upcoming.rule6.later.sunday", "Rule 6: after next week is not shown (weeks from Sunday)",
      today: today, stored: [ItemSpec("Too far", "2024-05-26"), ItemSpec("Party", "2024-05-25")],
      expected: [ExpectedSection("Next Week", [.init("Party", "Saturday")])]),
    SectionCase(
      "upcoming.rule6.later.monday", "Rule 6: after next week is not shown (weeks from Monday)",
      today: today, firstWeekday: .monday,
      stored: [ItemSpec("Too far", "2024-05-27"), ItemSpec("Hike", "2024-05-26")],
      expected: [ExpectedSection("Next Week", [.init("Hike", "Sunday")])]),
  ]

  static let newYear: [SectionCase] = [
    SectionCase(
      "upcoming.new-year.sunday",
      "A week across a new year is one week (Monday 2024-12-30, weeks from Sunday)",
      today: "2024-12-30",
      stored: [
        ItemSpec("Eve", "2024-12-31"), ItemSpec("New year", "2025-01-01"), ItemSpec("Sat", "2025-01-04"),
        ItemSpec("Sun", "2025-01-05"), ItemSpec("Sat 11", "2025-01-11"), ItemSpec("Sun 12", "2025-01-12"),
      ],
      expected: [
        ExpectedSection("Tomorrow", [.init("Eve", "Tuesday")]),
        ExpectedSection("Later This Week", [.init("New year", "Wednesday"), .init("Sat", "Saturday")]),
        ExpectedSection("Next Week", [.init("Sun", "Sunday"), .init("Sat 11", "Saturday")]),
      ]),
    SectionCase(
      "upcoming.new-year.monday",
      "A week across a new year is one week (Tuesday 2024-12-31, weeks from Monday)",
      today: "2024-12-31", firstWeekday: .monday,
      stored: [
        ItemSpec("New year", "2025-01-01"), ItemSpec("Sun", "2025-01-05"), ItemSpec("Mon", "2025-01-06"),
        ItemSpec("Sun 12", "2025-01-12"), ItemSpec("Mon 13", "2025-01-13"),
      ],
      expected: [
        ExpectedSection("Tomorrow", [.init("New year", "Wednesday")]),
        ExpectedSection("Later This Week", [.init("Sun", "Sunday")]),
        ExpectedSection("Next Week", [.init("Mon", "Monday"), .init("Sun 12", "Sunday")]),
      ]),
    SectionCase(
      "upcoming.new-year.tomorrow-next-week",
      "On Saturday 31 December, with weeks from Sunday, New Year's Day is in Next Week",
      today: "2022-12-31", stored: [ItemSpec("New year", "2023-01-01")],
      expected: [ExpectedSection("Next Week", [.init("New year", "Sunday")])]),
    SectionCase(
      "upcoming.end-of-calendar", "In the last two weeks of year 9999 the list shows today's items only",
      today: "9999-12-29",
      stored: [ItemSpec("Last chores", "9999-12-29"), ItemSpec("The end", "9999-12-30")],
      expected: [ExpectedSection("Today", [.init("Last chores", nil)])]),
  ]

  static let order: [SectionCase] = [
    SectionCase(
      "upcoming.order.by-day", "Within a section, items are ordered by due day first",
      today: today, stored: [ItemSpec("a", "2024-05-18"), ItemSpec("b", "2024-05-17")],
      expected: [ExpectedSection("Later This Week", [.init("b", "Friday"), .init("a", "Saturday")])]),
    SectionCase(
      "upcoming.order.title-case-insensitive", "Items due the same day are ordered by title, ignoring case",
      today: today,
      stored: [
        ItemSpec("banana", "2024-05-17"), ItemSpec("Apple", "2024-05-17"), ItemSpec("cherry", "2024-05-17"),
      ],
      expected: [
        ExpectedSection(
          "Later This Week", [.init("Apple", "Friday"), .init("banana", "Friday"), .init("cherry", "Friday")])
      ]),
    SectionCase(
      "upcoming.order.title-accents-not-folded",
      "Titles compare lowercased, accents not folded: `fudge` comes before `éclair`",
      today: today, stored: [ItemSpec("éclair", "2024-05-17"), ItemSpec("fudge", "2024-05-17")],
      expected: [ExpectedSection("Later This Week", [.init("fudge", "Friday"), .init("éclair", "Friday")])]),
    SectionCase(
      "upcoming.order.ties", "Items equal but for case keep the order they were added in",
      today: today,
      stored: [
        ItemSpec("Milk", "2024-05-17"), ItemSpec("milk", "2024-05-17"), ItemSpec("MILK", "2024-05-17"),
      ],
      expected: [
        ExpectedSection(
          "Later This Week", [.init("Milk", "Friday"), .init("milk", "Friday"), .init("MILK", "Friday")])
      ]),
    SectionCase(
      "upcoming.order.sections", "The sections come in the order Today, Tomorrow, Later This Week, Next Week",
      today: today,
      stored: [
        ItemSpec("Next", "2024-05-20"), ItemSpec("Later", "2024-05-17"), ItemSpec("Tomorrow", "2024-05-16"),
        ItemSpec("Today", "2024-05-15"),
      ],
      expected: [
        ExpectedSection("Today", [.init("Today", nil)]),
        ExpectedSection("Tomorrow", [.init("Tomorrow", "Thursday")]),
        ExpectedSection("Later This Week", [.init("Later", "Friday")]),
        ExpectedSection("Next Week", [.init("Next", "Monday")]),
      ]),
  ]

  static let labels: [SectionCase] = [
    SectionCase(
      "upcoming.labels.weekdays", "Each row's day label is the English weekday name of its due day",
      today: "2024-05-12",
      stored: [
        ItemSpec("1", "2024-05-13"), ItemSpec("2", "2024-05-14"), ItemSpec("3", "2024-05-15"),
        ItemSpec("4", "2024-05-16"), ItemSpec("5", "2024-05-17"), ItemSpec("6", "2024-05-18"),
        ItemSpec("7", "2024-05-19"),
      ],
      expected: [
        ExpectedSection("Tomorrow", [.init("1", "Monday")]),
        ExpectedSection(
          "Later This Week",
          [
            .init("2", "Tuesday"), .init("3", "Wednesday"), .init("4", "Thursday"), .init("5", "Friday"),
            .init("6", "Saturday"),
          ]),
        ExpectedSection("Next Week", [.init("7", "Sunday")]),
      ])
  ]

  /// An item saved while the Upcoming list is shown.
  public static let upcomingInsert: [UpcomingInsertCase] = [
    UpcomingInsertCase(
      "upcoming.insert.row-after", "A later item of a section is inserted after the others",
      today: today, stored: [ItemSpec("A", "2024-05-17")], added: ItemSpec("B", "2024-05-18"),
      change: .row(section: 0, row: 1),
      expected: [ExpectedSection("Later This Week", [.init("A", "Friday"), .init("B", "Saturday")])]),
    UpcomingInsertCase(
      "upcoming.insert.row-before", "An item sorting first in its section is inserted at its top",
      today: today, stored: [ItemSpec("B", "2024-05-17")], added: ItemSpec("a", "2024-05-17"),
      change: .row(section: 0, row: 0),
      expected: [ExpectedSection("Later This Week", [.init("a", "Friday"), .init("B", "Friday")])]),
    UpcomingInsertCase(
      "upcoming.insert.after-equals", "An item equal to another but for case goes after it",
      today: today, stored: [ItemSpec("Milk", "2024-05-17"), ItemSpec("Tea", "2024-05-17")],
      added: ItemSpec("milk", "2024-05-17"), change: .row(section: 0, row: 1),
      expected: [
        ExpectedSection(
          "Later This Week", [.init("Milk", "Friday"), .init("milk", "Friday"), .init("Tea", "Friday")])
      ]),
    UpcomingInsertCase(
      "upcoming.insert.section-first", "An item due today inserts the Today section above the others",
      today: today, stored: [ItemSpec("Later", "2024-05-17")], added: ItemSpec("Now", "2024-05-15"),
      change: .section(0),
      expected: [
        ExpectedSection("Today", [.init("Now", nil)]),
        ExpectedSection("Later This Week", [.init("Later", "Friday")]),
      ]),
    UpcomingInsertCase(
      "upcoming.insert.section-between", "A missing section is inserted between its neighbours",
      today: today, stored: [ItemSpec("Now", "2024-05-15"), ItemSpec("Next", "2024-05-20")],
      added: ItemSpec("Later", "2024-05-17"), change: .section(1),
      expected: [
        ExpectedSection("Today", [.init("Now", nil)]),
        ExpectedSection("Later This Week", [.init("Later", "Friday")]),
        ExpectedSection("Next Week", [.init("Next", "Monday")]),
      ]),
    UpcomingInsertCase(
      "upcoming.insert.section-last", "An item due next week inserts Next Week at the bottom",
      today: today, stored: [ItemSpec("Now", "2024-05-15")], added: ItemSpec("Next", "2024-05-22"),
      change: .section(1),
      expected: [
        ExpectedSection("Today", [.init("Now", nil)]),
        ExpectedSection("Next Week", [.init("Next", "Wednesday")]),
      ]),
    UpcomingInsertCase(
      "upcoming.insert.into-empty", "The first item shown inserts its section into the empty list",
      today: today, stored: [], added: ItemSpec("Now", "2024-05-15"), change: .section(0),
      expected: [ExpectedSection("Today", [.init("Now", nil)])]),
    UpcomingInsertCase(
      "upcoming.insert.tomorrow-next-week", "On Saturday, an item due today goes above Next Week's Sunday",
      today: "2024-05-18", stored: [ItemSpec("Brunch", "2024-05-19")], added: ItemSpec("Now", "2024-05-18"),
      change: .section(0),
      expected: [
        ExpectedSection("Today", [.init("Now", nil)]),
        ExpectedSection("Next Week", [.init("Brunch", "Sunday")]),
      ]),
    UpcomingInsertCase(
      "upcoming.insert.past", "An item due before today is saved but changes nothing on screen",
      today: today, stored: [ItemSpec("Now", "2024-05-15")], added: ItemSpec("Old", "2024-05-01"),
      change: .none,
      expected: [ExpectedSection("Today", [.init("Now", nil)])]),
    UpcomingInsertCase(
      "upcoming.insert.far", "An item due after next week is saved but changes nothing on screen",
      today: today, stored: [ItemSpec("Now", "2024-05-15")], added: ItemSpec("Far", "2024-06-30"),
      change: .none,
      expected: [ExpectedSection("Today", [.init("Now", nil)])]),
  ]

  /// `Save` on the Add Item form (today 2024-05-15).
  public static let itemInput: [ItemInputCase] = [
    ItemInputCase(
      "items.input.prefilled-today", "A name with the pre-filled due date is saved due today",
      name: "Buy milk",
      due: nil, outcome: .saved(title: "Buy milk", due: .case("2024-05-15"))),
    ItemInputCase(
      "items.input.typed-day", "A typed due date is saved", name: "Pay rent", due: "2024-05-20",
      outcome: .saved(title: "Pay rent", due: .case("2024-05-20"))),
    ItemInputCase(
      "items.input.trimmed", "White space at the ends of the name and the date is trimmed",
      name: "  Pay rent\n", due: " 2024-05-20 ", outcome: .saved(title: "Pay rent", due: .case("2024-05-20"))),
    ItemInputCase(
      "items.input.name-empty", "An empty name is refused", name: "", due: nil,
      outcome: .alert(Message.itemNameRequired)),
    ItemInputCase(
      "items.input.name-blank", "A name of white space only is empty", name: "  \t ", due: nil,
      outcome: .alert(Message.itemNameRequired)),
    ItemInputCase(
      "items.input.name-200", "A name of 200 characters is saved", name: String(repeating: "x", count: 200),
      due: nil, outcome: .saved(title: String(repeating: "x", count: 200), due: .case("2024-05-15"))),
    ItemInputCase(
      "items.input.name-201", "A name of 201 characters is refused", name: String(repeating: "x", count: 201),
      due: nil, outcome: .alert(Message.itemNameTooLong)),
    ItemInputCase(
      "items.input.name-tab", "A tab inside the name is refused", name: "Buy\tmilk", due: nil,
      outcome: .alert(Message.itemNameControl)),
    ItemInputCase(
      "items.input.name-carriage-return", "A carriage return inside the name is refused", name: "Buy\rmilk",
      due: nil, outcome: .alert(Message.itemNameControl)),
    ItemInputCase(
      "items.input.date-not-a-day", "A date that does not exist (30 February) is refused", name: "Pay",
      due: "2023-02-30", outcome: .alert(Message.badDueDate)),
    ItemInputCase(
      "items.input.date-word", "A word instead of a date is refused", name: "Pay", due: "tomorrow",
      outcome: .alert(Message.badDueDate)),
    ItemInputCase(
      "items.input.date-empty", "An empty due date is refused", name: "Pay", due: "",
      outcome: .alert(Message.badDueDate)),
    ItemInputCase(
      "items.input.date-not-padded", "A date without leading zeros is refused", name: "Pay", due: "2024-5-20",
      outcome: .alert(Message.badDueDate)),
    ItemInputCase(
      "items.input.date-feb-29-common-year", "29 February of a common year is refused", name: "Pay",
      due: "2023-02-29", outcome: .alert(Message.badDueDate)),
    ItemInputCase(
      "items.input.date-leap-day", "29 February of a leap year is saved", name: "Leap", due: "2024-02-29",
      outcome: .saved(title: "Leap", due: .case("2024-02-29"))),
    ItemInputCase(
      "items.input.date-year-zero", "Year 0000 is refused", name: "Pay", due: "0000-01-01",
      outcome: .alert(Message.badDueDate)),
    ItemInputCase(
      "items.input.name-before-date", "An empty name is reported before a bad date", name: "",
      due: "tomorrow",
      outcome: .alert(Message.itemNameRequired)),
    ItemInputCase(
      "items.input.unicode", "Accents, emoji and quotes are stored exactly", name: "Café ☕️ 'x';--", due: nil,
      outcome: .saved(title: "Café ☕️ 'x';--", due: .case("2024-05-15"))),
    ItemInputCase(
      "items.input.out-of-range-saved", "An item due after next week is saved", name: "Later",
      due: "2030-01-01",
      outcome: .saved(title: "Later", due: .case("2030-01-01"))),
  ]
}
