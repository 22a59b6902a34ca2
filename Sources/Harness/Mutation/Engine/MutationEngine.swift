import Foundation

/// Mutation testing by mutant schemata: every mutant of the chosen modules is compiled
/// into one build of a scratch copy of the package, behind a switch read at run time
/// (`ARCHLAB_MUTANT=<id>`), and the test bundle is run once per mutant and suite.
///
/// The workspace is only read; the copy lives in the configuration's scratch folder and
/// the results go to its output folder.
public struct MutationEngine: Sendable {
  /// The engine's version, part of every cache key: raise it when a change to the engine
  /// changes what it finds.
  public static let version = "3"

  /// Builds given up after this many rounds of dropping mutants that do not compile.
  static let maximumBuildRounds = 8

  /// What to mutate and how.
  public var configuration: MutationConfiguration

  /// Creates an engine.
  public init(_ configuration: MutationConfiguration) {
    self.configuration = configuration
  }

  /// Runs every mutant of the configuration's modules against its suites, writes each
  /// module's results to the output folder, and returns them.
  public func run(events: @escaping @Sendable (MutationEvent) -> Void = { _ in }) async throws
    -> [ModuleMutationResult]
  {
    let start = ContinuousClock.now
    let plan = try MutationPlan(configuration)
    let prepareSeconds = Seconds.since(start)
    let count = plan.files.reduce(0) {
      $0 + $1.mutants.filter { $0.exclusion == nil && $0.equivalence == nil }.count
    }
    events(
      .step(
        "Found \(count) mutants in \(plan.modules.map(\.name).joined(separator: ", ")), wrote the scratch copy."
      ))
    let build = try await buildDroppingUnviable(plan, events: events)
    let baselineStart = ContinuousClock.now
    var baselines: [[Baseline]] = []
    for module in plan.modules {
      var moduleBaselines: [Baseline] = []
      for suite in configuration.suites {
        moduleBaselines.append(try await baseline(of: module, suite: suite, plan: plan, events: events))
      }
      baselines.append(moduleBaselines)
    }
    let baselineSeconds = Seconds.since(baselineStart)
    let scheduled = schedule(plan, build: build, baselines: baselines)
    var outcomes = scheduled.outcomes
    let jobs = scheduled.jobs
    events(.step("Running \(jobs.count) mutant runs on \(configuration.jobs) processes…"))
    let runStart = ContinuousClock.now
    let finished = await ParallelRunner.run(
      jobs, workers: configuration.jobs, interval: 10,
      work: { [self] job in (job, await runMutant(job, plan: plan)) },
      tick: { done in
        let counts = done.reduce(into: [MutantOutcome: Int]()) { $0[$1.1.outcome.outcome, default: 0] += 1 }
        events(
          .progress(
            MutationProgress(
              done: done.count, total: jobs.count, killed: counts[.killed] ?? 0,
              survived: counts[.survived] ?? 0,
              timedOut: counts[.timeout] ?? 0, elapsed: Seconds.since(runStart))))
      })
    let mutantSeconds = Seconds.since(runStart)
    if let failure = finished.lazy.compactMap(\.1.failure).first {
      throw MutationError.tool("a test process could not be run: \(failure)")
    }
    var processSeconds: [String: Double] = [:]
    for (job, result) in finished {
      outcomes[job.mutant.id, default: [:]][job.suite] = result.outcome
      processSeconds[job.module.name, default: 0] += result.seconds
    }
    let timing = MutationTiming(
      modules: plan.modules.map(\.name), jobs: configuration.jobs, prepareSeconds: prepareSeconds,
      buildSeconds: build.seconds, buildRounds: build.rounds, baselineSeconds: baselineSeconds,
      mutantSeconds: mutantSeconds, totalSeconds: Seconds.since(start))
    return try write(
      plan, baselines: baselines, outcomes: outcomes, processSeconds: processSeconds, timing: timing)
  }

  /// The runs to make (each covered mutant against each suite that reached it), and the
  /// outcomes already known: excluded, unviable, not covered.
  private func schedule(_ plan: MutationPlan, build: BuildResult, baselines: [[Baseline]])
    -> (outcomes: [Int: [MutationSuite: SuiteOutcome]], jobs: [MutantJob])
  {
    var outcomes: [Int: [MutationSuite: SuiteOutcome]] = [:]
    var jobs: [MutantJob] = []
    for (module, moduleBaselines) in zip(plan.modules, baselines) {
      for mutant in plan.mutants(of: module) {
        if let exclusion = mutant.exclusion {
          for suite in configuration.suites {
            outcomes[mutant.id, default: [:]][suite] = SuiteOutcome(.excluded, detail: exclusion)
          }
          continue
        }
        if let equivalence = mutant.equivalence {
          for suite in configuration.suites {
            outcomes[mutant.id, default: [:]][suite] = SuiteOutcome(.equivalent, detail: equivalence)
          }
          continue
        }
        if let error = build.unviable[mutant.id] {
          for suite in configuration.suites {
            outcomes[mutant.id, default: [:]][suite] = SuiteOutcome(.unviable, detail: error)
          }
          continue
        }
        for baseline in moduleBaselines {
          if baseline.reached.contains(mutant.id) {
            jobs.append(
              MutantJob(
                module: module, mutant: mutant, suite: baseline.suite,
                timeout: baseline.summary.timeoutSeconds))
          } else {
            outcomes[mutant.id, default: [:]][baseline.suite] = SuiteOutcome(.notCovered)
          }
        }
      }
    }
    return (outcomes, jobs)
  }

  /// Writes each module's results to the cache folder and returns them.
  private func write(
    _ plan: MutationPlan, baselines: [[Baseline]], outcomes: [Int: [MutationSuite: SuiteOutcome]],
    processSeconds: [String: Double], timing: MutationTiming
  ) throws -> [ModuleMutationResult] {
    var results: [ModuleMutationResult] = []
    for (module, moduleBaselines) in zip(plan.modules, baselines) {
      let result = ModuleMutationResult(
        engineVersion: Self.version, cacheKey: MutationCache.key(of: module, in: configuration),
        module: module.name, suites: configuration.suites,
        baselines: Dictionary(uniqueKeysWithValues: moduleBaselines.map { ($0.suite, $0.summary) }),
        processSeconds: processSeconds[module.name] ?? 0, timing: timing,
        mutants: plan.mutants(of: module).map { MutantResult(mutant: $0, outcomes: outcomes[$0.id] ?? [:]) })
      try MutationCache.write(result, for: module, in: configuration)
      results.append(result)
    }
    return results
  }

  private struct BuildResult {
    var unviable: [Int: String]
    var rounds: Int
    var seconds: Double
  }

  /// Writes the schemata and builds, dropping the mutants the compiler rejects and
  /// building again until the build succeeds.
  private func buildDroppingUnviable(
    _ plan: MutationPlan, events: @escaping @Sendable (MutationEvent) -> Void
  ) async throws
    -> BuildResult
  {
    var unviable: [Int: String] = [:]
    var seconds = 0.0
    for round in 1...Self.maximumBuildRounds {
      var files = plan.unchangedFiles
      var written: [String: UnviableMutants.WrittenFile] = [:]
      for file in plan.files {
        let schema = file.schema(dropping: Set(unviable.keys))
        files[file.path] = Data(schema.text.utf8)
        written[file.path] = UnviableMutants.WrittenFile(text: schema.text, spans: schema.spans)
      }
      try plan.scratch.sync(files)
      events(.step("Building the scratch copy (round \(round))…"))
      let start = ContinuousClock.now
      let buildStarted = Date()
      let buildFolder = plan.scratch.folder.appendingPathComponent(".build")
      let before = BuildDiagnostic.stamps(in: buildFolder)
      let log = configuration.scratch.appendingPathComponent("build.log")
      let ending = try await withBuildLock(events: events) {
        try await ChildProcess.run(
          ["swift", "build", "--build-tests"], in: plan.scratch.folder,
          environment: ProcessInfo.processInfo.environment, output: log
        ) { elapsed in
          events(.step("  still building, \(MutationProgress.duration(elapsed))"))
        }
      }
      seconds += Seconds.since(start)
      events(.step("  built in \(MutationProgress.duration(Seconds.since(start)))"))
      if ending.status == 0, !ending.signaled {
        return BuildResult(unviable: unviable, rounds: round, seconds: seconds)
      }
      let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      let errors = BuildDiagnostic.errors(in: buildFolder, since: buildStarted, before: before).map { error in
        var relative = error
        relative.path = plan.relativePath(ofScratchFile: error.path)
        return relative
      }
      let attribution = UnviableMutants(errors: errors, files: written)
      let fresh = attribution.mutants.filter { unviable[$0.key] == nil }
      guard attribution.unexplained.isEmpty, !fresh.isEmpty else {
        let shown =
          attribution.unexplained.isEmpty
          ? output.split(separator: "\n").suffix(40).joined(separator: "\n")
          : attribution.unexplained.map { "\($0.path):\($0.line):\($0.column): \($0.message)" }.joined(
            separator: "\n")
        throw MutationError.build(shown)
      }
      unviable.merge(fresh) { first, _ in first }
      events(.step("  \(fresh.count) mutants do not compile; building again without them"))
    }
    throw MutationError.build("still failing after \(Self.maximumBuildRounds) rounds of dropping mutants")
  }

  private func withBuildLock<T>(
    events: @Sendable (MutationEvent) -> Void, _ body: () async throws -> T
  ) async throws -> T {
    guard let path = configuration.buildLock else { return try await body() }
    return try await BuildLock(path: path).holding(
      waiting: { events(.step("  waiting for the build lock \(path)…")) }, body)
  }

  private struct Baseline {
    var suite: MutationSuite
    var summary: SuiteBaseline
    var reached: Set<Int>
  }

  /// Runs `suite` for `module` with no mutant on, recording the mutants it reaches.
  private func baseline(
    of module: MutationModule, suite: MutationSuite, plan: MutationPlan,
    events: @Sendable (MutationEvent) -> Void
  ) async throws -> Baseline {
    let coverage = plan.runs.appendingPathComponent("reached-\(module.key)-\(suite.rawValue).txt")
    try? FileManager.default.removeItem(at: coverage)
    let log = plan.runs.appendingPathComponent("baseline-\(module.key)-\(suite.rawValue).log")
    let (ending, stream) = try await plan.runTests(
      of: module, suite: suite, environment: [MutantSwitch.coverageVariable: coverage.path],
      name: "baseline-\(module.key)-\(suite.rawValue)",
      timeout: nil, log: log)
    guard stream.passed, ending.status == 0, !ending.signaled, stream.testsStarted > 0 else {
      let tests =
        !stream.failingTests.isEmpty
        ? stream.failingTests
        : stream.testsStarted == 0 && stream.runEnded
          ? ["(no test ran: is the suite's target empty?)"]
          : [
            "(the test process ended with \(ending.signaled ? "signal" : "status") \(ending.status); see \(log.path))"
          ]
      throw MutationError.baselineFailed(module: module.name, suite: suite, tests: tests)
    }
    let ids = Set(plan.mutants(of: module).map(\.id))
    let text = (try? String(contentsOf: coverage, encoding: .utf8)) ?? ""
    let reached = Set(text.split(separator: "\n").compactMap { Int($0) }).intersection(ids)
    let summary = SuiteBaseline(
      seconds: ending.seconds, tests: stream.testsStarted, coveredMutants: reached.count,
      timeoutSeconds: configuration.timeout(forBaseline: ending.seconds))
    events(
      .step(
        "Baseline: \(module.name) \(suite.title), \(stream.testsStarted) tests passed in "
          + "\(String(format: "%.2f", ending.seconds)) s, reaching \(reached.count) of \(ids.count) mutants"))
    return Baseline(suite: suite, summary: summary, reached: reached)
  }

  private struct MutantJob: Sendable {
    var module: MutationModule
    var mutant: Mutant
    var suite: MutationSuite
    var timeout: Double
  }

  private struct MutantRun: Sendable {
    var outcome: SuiteOutcome
    var seconds: Double
    /// Why the test process could not be run at all.
    var failure: String?
  }

  /// Runs one mutant against one suite.
  private func runMutant(_ job: MutantJob, plan: MutationPlan) async -> MutantRun {
    do {
      let (ending, stream) = try await plan.runTests(
        of: job.module, suite: job.suite, environment: [MutantSwitch.mutantVariable: String(job.mutant.id)],
        name: "\(job.mutant.id)-\(job.suite.rawValue)", timeout: job.timeout, log: nil)
      let outcome: SuiteOutcome
      if ending.timedOut {
        outcome = SuiteOutcome(
          .timeout, detail: "still running after \(String(format: "%.1f", job.timeout)) s")
      } else if let test = stream.failingTests.first {
        outcome = SuiteOutcome(.killed, detail: test, killers: stream.failingTestIDs)
      } else if ending.signaled || ending.status != 0 || !stream.runEnded {
        outcome = SuiteOutcome(
          .killed,
          detail: "the test process ended with \(ending.signaled ? "signal" : "status") \(ending.status)")
      } else {
        outcome = SuiteOutcome(.survived, detail: stream.testsStarted == 0 ? "no test ran" : nil)
      }
      return MutantRun(outcome: outcome, seconds: ending.seconds)
    } catch {
      return MutantRun(outcome: SuiteOutcome(.survived), seconds: 0, failure: "\(error)")
    }
  }
}
