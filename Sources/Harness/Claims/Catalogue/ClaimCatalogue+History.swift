extension ClaimCatalogue {
  /// For each claim, the commits that declared its rule and changed it, oldest first; the
  /// last is the rule in effect. A rule change is its own commit; its entry here is added
  /// once that commit exists (`Docs/Claims.md`, "How the rules changed").
  public static let ruleHistory: [String: [RuleDeclaration]] = {
    let declared = RuleDeclaration(
      "c9a1f65", "2026-11-22",
      "declared with the catalogue, C01–C35, replacing the report's five earlier claims")
    var history = Dictionary(uniqueKeysWithValues: (1...35).map { (String(format: "C%02d", $0), [declared]) })
    history["C24"]?.append(
      RuleDeclaration(
        "7a4a79f", "2026-11-22", "contradicted also when MVC's view controllers refer to no ScreenKit type"))
    history["C23"]?.append(
      RuleDeclaration(
        "e11b1fd", "2026-11-23", "Clean Swift/VIP judged with VIPER, as the claim names Clean Architecture"))
    for id in ["C03", "C07", "C10", "C20", "C27", "C31", "C34"] {
      history[id]?.append(
        RuleDeclaration(
          "b822615", "2026-11-24", "reads the growth series, declared before the series existed"))
    }
    for id in ["C36", "C37", "C38", "C39", "C40"] {
      history[id] = [
        RuleDeclaration(
          "1c6997a", "2026-11-24", "declared: a statement neither judged nor listed as untested")
      ]
    }
    history["C25"]?.append(
      RuleDeclaration(
        "fdb136e", "2026-11-24",
        "the toolkit's ease can no longer contradict it; the verdict says the setting decides"))
    history["C35"]?.append(
      RuleDeclaration(
        "fdb136e", "2026-11-24",
        "test strength weighed before test cost; lines per case alone no longer decide"))
    for id in ["C02", "C12", "C20", "C21", "C22", "C27", "C34", "C37", "C39"] {
      history[id]?.append(
        RuleDeclaration(
          "a84aaa8", "2026-11-24",
          "reads the module's own code, without its framework stand-ins, which a real app imports"))
    }
    history["C11"]?.append(
      RuleDeclaration(
        "85a7f20", "2026-11-24",
        "reads the interactor and presenter tests' mutation score, not every unit test's"))
    history["C09"]?.append(
      RuleDeclaration(
        "43c287c", "2026-11-24",
        "reads the unit-test time round by round, VIPER's and MVC's paired; a verdict only when the whole interval is beyond the margin"
      ))
    history["C09"]?.append(
      RuleDeclaration(
        "55911c4", "2026-11-27",
        "each round timed by Swift Testing's event stream (runStarted to runEnded), no longer on a 50 ms polling grid"
      ))
    for id in ["C06", "C11", "C19", "C23", "C30", "C32", "C35"] {
      history[id]?.append(
        RuleDeclaration(
          "fb63192", "2026-11-27",
          "reads the mutation score of the module's own code: framework stand-ins and equivalent mutants (rule E) left out"
        ))
    }
    history["Q9"] = [
      RuleDeclaration(
        "c0f547a", "2026-11-24",
        "declared before MV, MVVM-SwiftUI or any ScreenUI figure existed: cases, mutation score, bodies, lines"
      ),
      RuleDeclaration(
        "fb63192", "2026-11-27",
        "one service policy in both modules; the mutation score compared with a 95 % interval over mutants; body evaluations no longer compared; the app's size stated"
      ),
    ]
    // Every rule reading code lines, coupling or growth per role: roles from structure.
    for id in history.keys.sorted() where !(reads[id] ?? []).isDisjoint(with: [.size, .coupling, .growth]) {
      history[id]?.append(
        RuleDeclaration(
          "82ceb61", "2026-11-27",
          "roles come from each type's structure (archlab analyze's classifier), then folder and name; no longer from the name alone"
        ))
    }
    return history
  }()

  /// The kinds of figure each claim's rule reads (what the rule needs to give a verdict).
  public static let reads: [String: Set<FigureFamily>] = [
    "C01": [.coupling], "C02": [.size], "C03": [.growth], "C04": [.size], "C05": [.size, .complexity],
    "C06": [.caseBook, .mutation, .mutationOwnCode], "C07": [.growth], "C08": [.mutation],
    "C09": [.unitTestRounds, .caseBook],
    "C10": [.growth], "C11": [.mutation, .mutationOwnCode, .mutationKills, .unitTestShape], "C12": [.size],
    "C13": [.size],
    "C14": [.coupling],
    "C15": [.leaks], "C16": [.coupling], "C17": [.leaks], "C18": [.size],
    "C19": [.caseBook, .mutation, .mutationOwnCode, .coverage],
    "C20": [.growth], "C21": [.size], "C22": [.size], "C23": [.caseBook, .mutation, .mutationOwnCode],
    "C24": [.coupling],
    "C25": [.caseBook, .mutation], "C26": [.leaks], "C27": [.growth], "C28": [.size], "C29": [.size],
    "C30": [.caseBook, .mutation, .mutationOwnCode], "C31": [.growth],
    "C32": [.coverage, .mutation, .mutationOwnCode], "C33": [.coupling],
    "C34": [.growth], "C35": [.mutation, .mutationOwnCode, .caseBook], "C36": [.costOfChange],
    "C37": [.size, .leaks],
    "C38": [.unitTestShape], "C39": [.size], "C40": [.costOfChange],
    "Q9": [.caseBook, .mutationOwnCode, .size],
  ]
}
