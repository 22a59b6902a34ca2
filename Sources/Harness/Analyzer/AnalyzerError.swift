/// Why `archlab analyze` could not do what it was asked; nothing was written.
public enum AnalyzerError: Error, Equatable, CustomStringConvertible {
  /// The path to analyse does not exist.
  case noSuchPath(String)
  /// The path to analyse is a file, not a folder.
  case notAFolder(String)
  /// The folder holds no Swift file the analysis keeps (with how many were skipped).
  case noSwiftFiles(String, skipped: Int)
  /// The configuration file could not be read: the file, the line (when known) and what is wrong.
  case badConfiguration(file: String, line: Int?, message: String)
  /// `--output` lies inside the analysed tree.
  case outputInsideTree(output: String, tree: String)
  /// The reference modules (`Sources/<Module>`) are not under the ArchLab checkout given.
  case noReferences(String)
  /// `--history` on a folder git does not know as a repository.
  case notARepository(String)
  /// git failed: the command and what it said.
  case git(command: String, message: String)
  /// The history holds no commit to sample (after `--since`).
  case noCommits(String)
  /// A file could not be written.
  case cannotWrite(String, String)
  /// `archlab corpus measure` found no clone of a corpus app under the folder of clones.
  case noClone(repo: String, clones: String)
  /// A corpus app's clone lacks its pinned commit.
  case missingCommit(repo: String, commit: String, clone: String)

  /// The exit status: 66 (`EX_NOINPUT`) when there is nothing to analyse, 1 otherwise.
  public var exitCode: Int32 {
    switch self {
    case .noSuchPath, .notAFolder, .noSwiftFiles: 66
    default: 1
    }
  }

  public var description: String {
    switch self {
    case .noSuchPath(let path):
      "\(path) does not exist: give the folder of a Swift app (an Xcode project's folder, a package, a monorepo)"
    case .notAFolder(let path):
      "\(path) is a file: give the folder that holds the app's Swift files, not one of them"
    case .noSwiftFiles(let path, let skipped):
      "no Swift file to analyse under \(path): looked for *.swift files outside build products, dependencies "
        + "(Pods, Carthage, checkouts), vendored and generated code"
        + (skipped > 0 ? " (\(skipped) skipped; see them with --output)" : "")
    case .badConfiguration(let file, let line, let message):
      "\(file)\(line.map { ", line \($0)" } ?? ""): \(message)"
    case .outputInsideTree(let output, let tree):
      "--output \(output) is inside the analysed tree \(tree): archlab analyze never writes there; "
        + "give a folder outside it, or leave --output out (.build/archlab-analyze/ of the ArchLab checkout)"
    case .noReferences(let root):
      "the ten reference modules were not found under \(root)/Sources: run archlab analyze from the ArchLab "
        + "checkout (the folder holding Package.swift), or pass --archlab-root"
    case .notARepository(let path):
      "--history needs a git repository, and \(path) is not inside one: run without --history, or analyse a clone"
    case .git(let command, let message):
      "git failed (\(command)): \(message)"
    case .noCommits(let what):
      "no commit to sample: \(what)"
    case .cannotWrite(let path, let why):
      "cannot write \(path): \(why)"
    case .noClone(let repo, let clones):
      "no clone of \(repo) under \(clones): looked for <owner>+<name>, <owner>/<name> and <name> there (each a "
        + "repository, or a folder holding one as repo/); clone https://github.com/\(repo) there, or point --clones "
        + "at the folder that holds the clones"
    case .missingCommit(let repo, let commit, let clone):
      "the clone of \(repo) at \(clone) does not have the corpus's pinned commit \(commit): fetch its history "
        + "(git -C \(clone) fetch), or clone it again without --depth"
    }
  }
}
