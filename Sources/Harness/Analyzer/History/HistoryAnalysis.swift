import Analysis
import Foundation
import GrowthRules
import HarnessSupport

/// An app's git history, sampled: each sample measured from the blobs of its commit (only
/// the blobs not seen before are parsed), the growth of each role and of the largest types,
/// and the growth rules of C03, C20 and C34 applied to it.
public struct HistoryAnalysis: Codable, Sendable, Equatable {
  /// The samples, oldest first.
  public var samples: [HistorySample]
  /// What to know about the history read: a shallow clone, a detached HEAD.
  public var notes: [String]
  /// The growth claims' verdicts on the samples.
  public var verdicts: [GrowthVerdict]
  /// Commits in the first-parent history read (before sampling).
  public var commitsRead: Int
  /// Files parsed, each version once; every other file of every sample was reused by its blob id.
  public var blobsParsed: Int
  /// Files of the samples whose parse was reused (by blob id) instead.
  public var blobsReused: Int

  /// Samples the history of the repository holding `root`.
  public static func sample(
    root: URL, request: HistoryRequest, config: AnalyzerConfig, cache: FactCache,
    log: @escaping @Sendable (String) -> Void
  ) async throws(AnalyzerError) -> HistoryAnalysis {
    let repository = try await GitRepository.open(root)
    var notes: [String] = []
    if try await repository.isShallow() {
      notes.append(
        "A shallow clone: only the commits it holds were sampled. `git fetch --unshallow` brings the whole history."
      )
    }
    let head = try await repository.head()
    if head.branch == nil {
      notes.append(
        "A detached HEAD (\(head.commit.prefix(7))): the history sampled is the one leading to it.")
    }
    let commits = try await repository.commits(since: request.since)
    guard !commits.isEmpty else {
      throw .noCommits(
        "no commit of HEAD touches \(repository.prefix.isEmpty ? "the repository" : repository.prefix)"
          + (request.since.map { " since \($0)" } ?? ""))
    }
    let picked = pick(commits, request.sampling)
    log("sampling \(picked.count) of \(commits.count) commits")
    var read: [[FileFacts]] = []
    var parsed = 0
    var seen = 0
    // Samples are read a batch at a time: the blobs new to a batch are fetched in one
    // `cat-file --batch` and parsed together, on every core.
    for start in stride(from: 0, to: picked.count, by: batchSize) {
      var trees: [[GitRepository.Entry]] = []
      for commit in picked[start..<min(start + batchSize, picked.count)] {
        trees.append(try await repository.entries(at: commit.id).filter { keeps($0, config: config) })
      }
      let batch = try await facts(of: trees, in: repository, cache: cache)
      read += batch.facts
      parsed += batch.parsed
      seen += trees.reduce(0) { $0 + $1.count }
      log("read \(read.count) of \(picked.count) samples, \(parsed) files parsed")
    }
    // Each sample is classified and measured on its own: on every core, in any order.
    let facts = read
    let measured = Slots<HistorySample>(count: picked.count)
    let done = Slots<Bool>(count: 1)
    DispatchQueue.concurrentPerform(iterations: picked.count) { index in
      measured.set(index, measure(facts[index], commit: picked[index], config: config))
      let count = done.increment()
      if count % 20 == 0 || count == picked.count { log("measured \(count) of \(picked.count) samples") }
    }
    let samples = measured.values
    return HistoryAnalysis(
      samples: samples, notes: notes, verdicts: verdicts(samples, name: root.lastPathComponent),
      commitsRead: commits.count, blobsParsed: parsed, blobsReused: seen - parsed)
  }

  /// How many samples are read at a time.
  static let batchSize = 25

  /// The facts of the files of each tree, with how many blobs were parsed (those not in the
  /// cache: each once, whatever the number of trees and paths holding it).
  static func facts(of trees: [[GitRepository.Entry]], in repository: GitRepository, cache: FactCache)
    async throws(AnalyzerError) -> (facts: [[FileFacts]], parsed: Int)
  {
    var pathOf: [String: String] = [:]
    for entry in trees.joined() where pathOf[entry.blob] == nil { pathOf[entry.blob] = entry.path }
    let missing = pathOf.keys.filter { cache.facts(FactCache.key(blob: $0), path: "") == nil }.sorted()
    let contents = try await repository.contents(of: missing)
    var texts: [(path: String, text: String, key: String)] = []
    for blob in missing {
      // A binary or generated blob is not parsed, and not counted in any sample.
      guard let bytes = contents[blob], !bytes.contains(0) else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      if SourceTree.generatedMarker(text) == nil {
        texts.append((pathOf[blob] ?? blob, text, FactCache.key(blob: blob)))
      }
    }
    _ = FactParser.facts(texts, cache: cache)
    let facts = trees.map { entries in
      entries.compactMap { cache.facts(FactCache.key(blob: $0.blob), path: $0.path) }
    }
    return (facts, texts.count)
  }

  /// The commits `sampling` picks from `commits` (oldest first), the newest always included.
  static func pick(_ commits: [GitRepository.Commit], _ sampling: HistoryRequest.Sampling) -> [GitRepository
    .Commit]
  {
    switch sampling {
    case .every(let n):
      let step = max(n, 1)
      let last = commits.count - 1
      return stride(from: last, through: 0, by: -step).reversed().map { commits[$0] }
    case .monthly:
      var lastOfMonth: [String: GitRepository.Commit] = [:]
      for commit in commits { lastOfMonth[month(commit.time)] = commit }
      return lastOfMonth.values.sorted { $0.time < $1.time }
    }
  }

  static func month(_ time: Int) -> String { String(date(time).prefix(7)) }

  static func date(_ time: Int) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(time)))
  }

  /// Whether a tree entry is one of the app's Swift files, by the rules the walk applies.
  static func keeps(_ entry: GitRepository.Entry, config: AnalyzerConfig) -> Bool {
    guard entry.path.hasSuffix(".swift"), !entry.path.hasSuffix(".generated.swift"), entry.size <= 2_000_000
    else { return false }
    let folders = entry.path.split(separator: "/").dropLast()
    if folders.contains(where: { folder in
      SourceTree.skippedFolders[String(folder)] != nil || folder.hasPrefix(".")
        || SourceTree.skippedFolderSuffixes.keys.contains { folder.hasSuffix($0) }
    }) {
      return false
    }
    return !config.excluded.contains { RoleOverride.isUnder(entry.path, folder: $0) }
  }

  static func measure(_ facts: [FileFacts], commit: GitRepository.Commit, config: AnalyzerConfig)
    -> HistorySample
  {
    let roles = RoleClassifier(overrides: config.roles, isStandIn: config.isStandIn).classify(facts)
    let files = facts.map { file in file.metrics(roles: roles.roles(in: file.path)) }
    let summary = ComplexitySummary(files)
    var roleLines: [Role: Int] = [:]
    for file in files {
      for (role, lines) in file.linesByRole { roleLines[role, default: 0] += lines.code }
    }
    let item = { (sized: ComplexitySummary.Sized) in
      HistorySample.Item(name: sized.name, role: sized.role, codeLines: sized.codeLines)
    }
    var typeLines: [String: Int] = [:]
    for file in files {
      for type in file.types { typeLines[type.name] = max(typeLines[type.name] ?? 0, type.codeLines) }
    }
    return HistorySample(
      commit: commit.id, date: date(commit.time), files: files.count,
      codeLines: files.reduce(0) { $0 + $1.lines.code }, roleCodeLines: roleLines,
      largestFile: files.isEmpty ? nil : item(summary.largestFile),
      largestType: summary.largestType.name.isEmpty ? nil : item(summary.largestType),
      largestFileByRole: summary.largestFileByRole.mapValues(item),
      largestTypeByRole: summary.largestTypeByRole.mapValues(item), typeCodeLines: typeLines)
  }

  /// C03's, C20's and C34's rules on the samples.
  static func verdicts(_ samples: [HistorySample], name: String) -> [GrowthVerdict] {
    guard samples.count >= 2 else {
      let why =
        "one sample only: a growth rule needs two or more (sample more often, or from earlier with --since)"
      return [
        GrowthVerdict(claim: "C03", title: c03, notApplicable: why),
        GrowthVerdict(claim: "C20", title: c20, notApplicable: why),
        GrowthVerdict(claim: "C34", title: c34, notApplicable: why),
      ]
    }
    let present = Set(samples.flatMap { Array($0.roleCodeLines.filter { $0.value > 0 }.keys) })
    return [monsterVerdict(samples, name: name, present: present)]
      + presenterVerdicts(samples, name: name, present: present)
  }

  static let c03 = "View controllers grow into monster files (C03)"
  static let c20 = "Presenters become massive (C20)"
  static let c34 = "The presenter tends to become bulky (C34)"

  /// The code lines of `role`'s largest file, sample by sample.
  static func fileCurve(_ samples: [HistorySample], _ role: Role) -> GrowthCurve {
    GrowthCurve(values: samples.map { Double($0.largestFileByRole[role]?.codeLines ?? 0) })
  }

  /// C03: the largest view-controller file against the largest file of each other role.
  static func monsterVerdict(_ samples: [HistorySample], name: String, present: Set<Role>) -> GrowthVerdict {
    guard present.contains(.viewController) else {
      return GrowthVerdict(claim: "C03", title: c03, notApplicable: "no view controller in any sample")
    }
    let rivals = RoleGrowth.counted(present).filter { $0 != .viewController }.map { role in
      MonsterRace.Rival(
        name: "its \(RoleGrowth.plural(role.title))", label: "\(name) largest \(role.title) file",
        curve: fileCurve(samples, role))
    }
    let own = fileCurve(samples, .viewController)
    var judgement = MonsterRace.judge(
      subject: name, role: .viewController, own: own, ownLabel: "\(name) largest view-controller file",
      rivals: rivals)
    if rivals.isEmpty, judgement.verdict == .supported, !own.passes(MonsterRace.threshold) {
      judgement = GrowthJudgement(
        .inconclusive, figures: judgement.figures,
        reason:
          "\(name)'s largest view-controller file grows but stays under \(Int(MonsterRace.threshold)) code lines, and no other role has files to race it."
      )
    }
    return GrowthVerdict(claim: "C03", title: c03, judgement: judgement)
  }

  /// C20 and C34: whether growth goes to the presenters, by file and by type.
  static func presenterVerdicts(_ samples: [HistorySample], name: String, present: Set<Role>)
    -> [GrowthVerdict]
  {
    guard present.contains(.presenter) else {
      let why = "no presenter in any sample: the claim is about presenters"
      return [
        GrowthVerdict(claim: "C20", title: c20, notApplicable: why),
        GrowthVerdict(claim: "C34", title: c34, notApplicable: why),
      ]
    }
    let roles = RoleGrowth.counted(present)
    let growth = Dictionary(
      uniqueKeysWithValues: roles.map { role in
        (role, GrowthCurve(values: samples.map { Double($0.roleCodeLines[role] ?? 0) }))
      })
    let typeCurve = GrowthCurve(
      values: samples.map { Double($0.largestTypeByRole[.presenter]?.codeLines ?? 0) })
    let last = samples[samples.count - 1]
    var result: [GrowthVerdict] = []
    for (claim, title, item) in [("C20", c20, RoleGrowth.Item.file), ("C34", c34, .type)] {
      let largest = item == .file ? last.largestFile : last.largestType
      guard let largest else { continue }
      result.append(
        GrowthVerdict(
          claim: claim, title: title,
          judgement: RoleGrowth.judge(
            subject: name, role: .presenter, item: item, growth: growth,
            largestNow: RoleGrowth.Largest(
              name: largest.name, role: largest.role, codeLines: largest.codeLines),
            itemCurve: item == .file ? fileCurve(samples, .presenter) : typeCurve,
            itemTitle: "largest presenter \(item)")))
    }
    return result
  }
}
