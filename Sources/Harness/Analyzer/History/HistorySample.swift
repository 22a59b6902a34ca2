import Analysis

/// What one sampled commit held: its size per role and its largest files and types.
public struct HistorySample: Codable, Sendable, Equatable {
  /// A file or type and its code lines.
  public struct Item: Codable, Sendable, Equatable {
    /// Its path or name.
    public var name: String
    /// Its role (a file's: the role holding most of its code lines).
    public var role: Role
    /// Its code lines.
    public var codeLines: Int
  }

  /// The commit's id.
  public var commit: String
  /// Its committer date, `yyyy-mm-dd` (UTC).
  public var date: String
  /// Swift files analysed.
  public var files: Int
  /// Code lines.
  public var codeLines: Int
  /// Code lines per role.
  public var roleCodeLines: [Role: Int]
  /// The largest file.
  public var largestFile: Item?
  /// The largest type.
  public var largestType: Item?
  /// Each role's largest file.
  public var largestFileByRole: [Role: Item]
  /// Each role's largest type.
  public var largestTypeByRole: [Role: Item]
  /// Code lines of every type (declaration only), by name: what the chart of the largest types follows.
  public var typeCodeLines: [String: Int]
}
