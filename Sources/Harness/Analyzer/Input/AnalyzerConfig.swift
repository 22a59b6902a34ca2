import Analysis

/// The analysed project's own settings, read from `archlab.yml` or `archlab.json` in its
/// root (or `--config`), in the spirit of SwiftLint's: roles for names or folders, and
/// paths to leave out.
///
/// ```yaml
/// excluded:            # paths relative to the analysed root, left out like Pods
///   - Generated
///   - App/Legacy/ThirdPartyFork
/// standIns:            # folders whose code stands in for a library the app would import
///   - Framework        # (macro expansions written out, vendored shims): read, not profiled
/// roles:
///   viewModel:
///     names: ["*VM", "*ViewState"]
///   coordinator:
///     folders: ["App/Flows"]
/// matchThreshold: 0.5  # above this distance, "matches none well"
/// ```
public struct AnalyzerConfig: Sendable, Equatable {
  /// Paths relative to the analysed root to leave out.
  public var excluded: [String] = []
  /// Roles set for names or folders; they win over the classifier's rules.
  public var roles: [RoleOverride] = []
  /// Folders relative to the analysed root whose code stands in for a library the app would
  /// import: its types play `frameworkStandIn`, counted apart and left out of the profile.
  public var standIns: [String] = []
  /// The distance above which no reference architecture matches well.
  public var matchThreshold: Double?
  /// The file it was read from, if any.
  public var source: String?

  /// No settings.
  public init() {}

  /// Whether the file at `path` (relative to the analysed root) is under one of ``standIns``.
  public var isStandIn: @Sendable (String) -> Bool {
    let folders = standIns
    return { path in folders.contains { RoleOverride.isUnder(path, folder: $0) } }
  }
}
