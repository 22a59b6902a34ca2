import ArchLab
import Foundation
import GRDB
import ReliabilitySupport
import Storage
import TestSupport
import Testing

extension Reliability {
  /// `archlab seed` and `archlab run` killed with SIGKILL inside their writes:
  /// inside the seed's contacts transaction, inside its to-do transaction,
  /// and inside the transaction of one row added through a form of every
  /// architecture. After each kill the database is intact, each transaction
  /// is all there or not at all, the rows committed before are untouched,
  /// and the next `archlab run` and `SQLiteStore.open` open it normally.
  ///
  /// The kill is placed by the child's own writes: it runs under
  /// ``SyscallTracer``, stopped at each `pwrite64` to the `-wal`, and is
  /// killed while stopped at the planned frame of the planned transaction, so
  /// the point does not move with the machine's load. A first traced run of
  /// the same command, not killed, says which transaction is which (the rows
  /// committed before and after each). Whether a kill landed inside its window
  /// is then decided from what it left (``KillEvidence``), not assumed.
  @Suite(
    "Crash safety",
    .enabled(if: ArchLabBinary.path != nil, Comment(rawValue: ArchLabBinary.missingMessage)))
  struct CrashSafetyTests {
    /// Rows the seed adds: each kind in one transaction.
    static let contacts = 10_000
    static let items = 30_000
    /// Rows committed before the kill, by an earlier seed.
    static let baseline = 500
    /// Rows a killed `archlab run` adds one by one through a form.
    static let rowsAdded = 8
    static let today = "2024-05-15"
    /// Kills that must land inside each window.
    static let killsPerWindow = 3

    /// A database holding the baseline rows, checkpointed (no `-wal`), and its page size.
    static func makeBaseline(at path: String) throws -> Int {
      do {
        let store = try SQLiteStore.open(at: path)
        try Seeder(seed: 99).fill(store, contacts: baseline, todos: baseline, today: .at(today))
      }
      check(!FileManager.default.fileExists(atPath: path + "-wal"), "the baseline store left its -wal behind")
      let header = [UInt8](FileManager.default.contents(atPath: path)?.prefix(18) ?? Data())
      guard header.count == 18 else { throw POSIXError(.EIO) }
      let size = Int(header[16]) << 8 | Int(header[17])
      return size == 1 ? 65536 : size
    }

    /// Runs `archlab arguments` (with `--db path`) traced, calling `decide` at
    /// each step of its `-wal` writes; returns how it ended and what it wrote.
    static func traced(
      _ arguments: [String], input: Data, path: String, pageSize: Int,
      decide: (WalWriteTracker.Step, WalWriteTracker) throws -> SyscallTracer.Verdict
    ) throws -> (SyscallTracer.Outcome, WalWriteTracker) {
      let child = try ChildProcess(
        try ChildProcess.requireBinary(), arguments + ["--db", path], input: input, start: .stoppedForTracing)
      var tracker = WalWriteTracker(pageSize: pageSize)
      let walName = (path as NSString).lastPathComponent + "-wal"
      let outcome = try SyscallTracer.run(child, watching: walName) { write in
        let step = tracker.follow(write)
        return try decide(step, tracker)
      }
      return (outcome, tracker)
    }

    /// Runs the command on a copy of `baseline`, not killed, and notes the
    /// rows committed when each transaction starts writing.
    static func survey(
      _ arguments: [String], input: Data, baseline: String, pageSize: Int, in folder: TemporaryDirectory
    ) throws -> WriteSurvey {
      let path = folder.file("survey-\(UUID().uuidString).sqlite")
      try FileManager.default.copyItem(atPath: baseline, toPath: path)
      var reader: DatabaseQueue?
      var starts: [RowCounts] = []
      let (outcome, tracker) = try traced(arguments, input: input, path: path, pageSize: pageSize) {
        step, _ in
        if case .headerStarts(_, frame: 0, _) = step {
          // The child is stopped before its first frame: what is committed is the earlier transactions'.
          if reader == nil { reader = try DatabaseQueue(path: path, configuration: DatabaseRows.readOnly) }
          starts.append(try reader!.read(DatabaseRows.counts))
        }
        return .proceed
      }
      try reader?.close()
      guard outcome.result.exitStatus == 0, outcome.result.standardError.isEmpty else {
        throw SurveyFailure(description: "the run to survey failed: \(outcome.result)")
      }
      let rows = try DatabaseRows.read(path)
      let transactions = tracker.transactions.enumerated().map { index, transaction in
        WriteSurvey.Transaction(
          frames: transaction.completeFrames, before: starts[index],
          after: index + 1 < starts.count ? starts[index + 1] : rows.counts)
      }
      return WriteSurvey(transactions: transactions, rows: rows)
    }

    /// Why a survey gave nothing to plan from.
    struct SurveyFailure: Error, CustomStringConvertible {
      var description: String
    }

    /// Runs the command on a copy of `baseline`, kills it as `plan` says, and
    /// checks what it left; `next` opens the file after the crash.
    static func kill(
      _ plan: KillPlan, _ arguments: [String], input: Data, survey: WriteSurvey, baseline: String,
      pageSize: Int, next: Architecture, in folder: TemporaryDirectory, figures: inout CheckFigures
    ) throws {
      let path = folder.file("killed-\(UUID().uuidString).sqlite")
      try FileManager.default.copyItem(atPath: baseline, toPath: path)
      var evidence = KillEvidence()
      evidence.before = survey.transactions[plan.transaction].before
      evidence.after = survey.transactions[plan.transaction].after
      let (outcome, tracker) = try traced(arguments, input: input, path: path, pageSize: pageSize) {
        step, _ in
        plan.point.isDue(step, transaction: plan.transaction) ? .kill : .proceed
      }
      evidence.killedThere = outcome.killedAtWrite && outcome.result.signal == SIGKILL
      if plan.transaction < tracker.transactions.count {
        evidence.written = tracker.transactions[plan.transaction]
      }
      evidence.wal = WalFile(path: path + "-wal")
      let killed = check(evidence.killedThere, "\(plan): the child was not killed there: \(outcome.result)")

      // The next `archlab run` opens the file the crash left, -wal and all.
      let opened = try ChildProcess.archlab(
        ["run", next.rawValue, "--db", path, "--today", today, "--script", "-"],
        input: "tab Upcoming\nexpect Upcoming\ntab Contacts\nexpect Contacts\n")
      let reopenedByApp = check(
        opened.exitStatus == 0 && opened.standardError.isEmpty,
        "\(plan): archlab run \(next) after the crash: \(opened)")

      // Intact, each transaction all there or not at all, the earlier rows as they were.
      let rows = try DatabaseRows.read(path)
      evidence.found = rows.counts
      let intact = check(rows.integrity == ["ok"], "\(plan): integrity_check says \(rows.integrity)")
      let boundaries = survey.transactions.flatMap { [$0.before, $0.after] }
      let torn = boundaries.contains(rows.counts) ? 0 : 1
      let expected = plan.point.commits ? evidence.after : evidence.before
      let lost = rows.rowsLost(against: survey.rows, counts: expected)
      let whole = check(
        torn == 0 && lost == 0 && rows.counts == expected,
        "\(plan): found \(rows.counts), expected \(expected) (the rows of the transactions committed before "
          + "the kill); \(lost) rows differ from the ones the run writes")

      // And the store opens it normally, for reading and writing.
      var reopened = false
      do {
        let store = try SQLiteStore.open(at: path)
        reopened = check(
          try store.contactCount() == rows.contacts.count, "\(plan): SQLiteStore.open sees other rows")
        _ = try store.addContact(firstName: "After", lastName: "Crash")
      } catch {
        reopened = check(false, "\(plan): SQLiteStore.open after the crash: \(error)")
      }

      let aimed =
        plan.point.commits
        ? check(
          evidence.landedAfterCommitFrame,
          "\(plan): the kill did not land after the commit frame: \(evidence)")
        : check(evidence.landedInside, "\(plan): the kill did not land inside the transaction: \(evidence)")
      figures.count(killed && reopenedByApp && intact && whole && reopened && aimed)
      figures.add(killed ? 1 : 0, to: "killed")
      figures.add(lost, to: "rowsLost")
      figures.add(torn, to: "tornTransactions")
      figures.add(intact ? 1 : 0, to: "intactAfterKill")
      figures.add(reopenedByApp && reopened ? 1 : 0, to: "reopenedAfterKill")
      figures.add(1, to: "tracedRuns")
      if evidence.landedInside {
        figures.add(1, to: plan.window.figure)
        figures.add(evidence.wal.uncommittedFrames, to: "uncommittedFramesDiscarded")
        figures.add(evidence.wal.bytesAfterValidFrames > 0 ? 1 : 0, to: "tornFramesDiscarded")
      } else if evidence.landedAfterCommitFrame {
        figures.add(1, to: "killsAfterCommitFrame")
      } else {
        figures.add(1, to: "killsNotWhereAimed")
      }
    }

    /// Records that tracing is not possible here, if it is not; returns whether it is.
    static func canTrace(_ figures: inout CheckFigures) -> Bool {
      guard let reason = Ptrace.unsupportedReason else { return true }
      figures.skip(reason)
      return false
    }

    @Test(
      "archlab seed killed with SIGKILL inside its contacts and its to-do transaction leaves an intact file with all or none of each"
    )
    func killedSeed() throws {
      try Figures.recording(.crashSafety) { figures in
        guard Self.canTrace(&figures) else { return }
        let folder = TemporaryDirectory()
        let baseline = folder.file("baseline.sqlite")
        let pageSize = try Self.makeBaseline(at: baseline)
        let arguments = [
          "seed", "--contacts", "\(Self.contacts)", "--todos", "\(Self.items)", "--today", Self.today,
          "--seed", "7",
        ]
        let survey: WriteSurvey
        do {
          survey = try Self.survey(
            arguments, input: Data(), baseline: baseline, pageSize: pageSize, in: folder)
        } catch let unavailable as SyscallTracer.Unavailable {
          figures.skip(unavailable.description)
          return
        }
        figures.add(1, to: "tracedRuns")
        let start = RowCounts(contacts: Self.baseline, items: Self.baseline)
        let windows: [(WriteWindow, RowCounts, RowCounts)] = [
          (
            .contactsTransaction, start,
            RowCounts(contacts: Self.baseline + Self.contacts, items: Self.baseline)
          ),
          (
            .toDoTransaction, RowCounts(contacts: Self.baseline + Self.contacts, items: Self.baseline),
            RowCounts(contacts: Self.baseline + Self.contacts, items: Self.baseline + Self.items)
          ),
        ]
        var killNumber = 0
        for (window, before, after) in windows {
          guard let transaction = survey.transaction(from: before, to: after) else {
            check(
              false, "no transaction of the seed took the rows from \(before) to \(after): \(survey.summary)")
            continue
          }
          let frames = survey.transactions[transaction].frames
          for point in [
            KillPoint.afterFrames(1), .afterFrames(frames / 2), .tornCommitFrame, .afterCommitFrame,
          ] {
            let plan = KillPlan(window: window, transaction: transaction, point: point, run: "archlab seed")
            let next = Architecture.allCases[killNumber % Architecture.allCases.count]
            killNumber += 1
            try Self.kill(
              plan, arguments, input: Data(), survey: survey, baseline: baseline, pageSize: pageSize,
              next: next,
              in: folder, figures: &figures)
          }
          check(
            figures.number(window.figure) >= Self.killsPerWindow,
            "only \(figures.number(window.figure)) kills landed inside \(window)")
        }
      }
    }

    /// What a killed app run adds, one row at a time.
    enum RowKind: CaseIterable {
      case contacts
      case items

      /// The script adding `count` rows through the form, one by one.
      func script(_ count: Int) -> String {
        switch self {
        case .contacts:
          (1...count).map { "tap +\nfill First name: Crash\nfill Last name: Row \($0)\ntap Done\n" }.joined()
        case .items:
          "tab Upcoming\n" + (1...count).map { "tap +\nfill Name: Crash row \($0)\ntap Save\n" }.joined()
        }
      }

      /// The rows once `row` rows are added to `start`.
      func counts(_ start: RowCounts, plus row: Int) -> RowCounts {
        switch self {
        case .contacts: RowCounts(contacts: start.contacts + row, items: start.items)
        case .items: RowCounts(contacts: start.contacts, items: start.items + row)
        }
      }
    }

    @Test(
      "archlab run killed with SIGKILL while one row's transaction is being written, in every architecture, keeps every row added before and that row whole or not at all"
    )
    func killedSingleRowAdd() throws {
      try Figures.recording(.crashSafety) { figures in
        guard Self.canTrace(&figures) else { return }
        let folder = TemporaryDirectory()
        let baseline = folder.file("baseline.sqlite")
        let pageSize = try Self.makeBaseline(at: baseline)
        let start = RowCounts(contacts: Self.baseline, items: Self.baseline)
        for (index, architecture) in Architecture.allCases.enumerated() {
          let next = Architecture.allCases[(index + 1) % Architecture.allCases.count]
          // Each architecture gets the three points, on rows that move with it.
          let plans: [(RowKind, row: Int, KillPoint)] = [
            (.contacts, 2 + index % (Self.rowsAdded - 2), .afterFrames(1)),
            (.items, 2 + (index + 2) % (Self.rowsAdded - 2), .tornCommitFrame),
            (index % 2 == 0 ? .items : .contacts, 2 + (index + 4) % (Self.rowsAdded - 2), .afterCommitFrame),
          ]
          let arguments = ["run", architecture.rawValue, "--today", Self.today, "--script", "-"]
          var surveys: [RowKind: WriteSurvey] = [:]
          for (kind, row, point) in plans {
            let input = Data(kind.script(Self.rowsAdded).utf8)
            if surveys[kind] == nil {
              do {
                surveys[kind] = try Self.survey(
                  arguments, input: input, baseline: baseline, pageSize: pageSize, in: folder)
              } catch let unavailable as SyscallTracer.Unavailable {
                figures.skip(unavailable.description)
                return
              }
              figures.add(1, to: "tracedRuns")
            }
            let survey = surveys[kind]!
            guard
              let transaction = survey.transaction(
                from: kind.counts(start, plus: row - 1), to: kind.counts(start, plus: row))
            else {
              check(false, "\(architecture): no transaction added \(kind) row \(row): \(survey.summary)")
              continue
            }
            check(
              survey.transactions[transaction].frames >= 2 || point != .afterFrames(1),
              "\(architecture): the transaction of \(kind) row \(row) has one frame: no point between its frames"
            )
            let plan = KillPlan(
              window: .singleRowAdd, transaction: transaction, point: point,
              run: "archlab run \(architecture) adding \(kind) row \(row) of \(Self.rowsAdded)")
            try Self.kill(
              plan, arguments, input: input, survey: survey, baseline: baseline, pageSize: pageSize,
              next: next,
              in: folder, figures: &figures)
          }
        }
        let landed = figures.number(WriteWindow.singleRowAdd.figure)
        check(
          landed >= Self.killsPerWindow,
          "only \(landed) kills landed inside a single-row add (at least \(Self.killsPerWindow) wanted)")
      }
    }

    /// The report's line for this check.
    static func detail(_ figures: CheckFigures) -> String {
      let number = figures.number
      let windows = WriteWindow.allCases.map { "\(number($0.figure)) inside \($0)" }.joined(separator: ", ")
      return
        "SIGKILL landed \(windows) (every architecture), and \(number("killsAfterCommitFrame")) right after a "
        + "commit frame reached the -wal, before the write returned; \(number("killsNotWhereAimed")) kills not "
        + "where aimed. Where each kill landed is measured: the child ran under ptrace and was killed stopped at "
        + "the planned write of the planned transaction; the -wal it left held \(number("uncommittedFramesDiscarded")) "
        + "whole frames after the last commit and \(number("tornFramesDiscarded")) cut commit frames, all "
        + "discarded on the next open; the rows found after it were those committed before. Kills survived: "
        + "\(figures.passed) of \(figures.tried); rows lost: \(number("rowsLost")); torn transactions: "
        + "\(number("tornTransactions")); integrity_check ok: \(number("intactAfterKill")) of \(figures.tried); "
        + "next open (archlab run, then SQLiteStore.open and a write): \(number("reopenedAfterKill")) of "
        + "\(figures.tried); traced runs: \(number("tracedRuns")). Each seed adds \(contacts) contacts then "
        + "\(items) to-do items over \(baseline) + \(baseline) committed before; each app run adds \(rowsAdded) "
        + "rows one by one through a form"
    }
  }
}
