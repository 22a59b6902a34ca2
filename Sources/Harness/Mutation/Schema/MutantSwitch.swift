/// The file written into each mutated module's copy: `__mutant(id)`, which tells whether
/// a mutant is on, and `__mutantFlip(id, condition)`.
///
/// The active id is read once from `ARCHLAB_MUTANT` (a global `let`). When
/// `ARCHLAB_MUTANT_COVERAGE` names a file, each mutant reached is appended to it once:
/// that is how the baseline run learns which mutants its tests reach.
enum MutantSwitch {
  /// The environment variable naming the mutant switched on.
  static let mutantVariable = "ARCHLAB_MUTANT"
  /// The environment variable naming the file the reached mutants are written to.
  static let coverageVariable = "ARCHLAB_MUTANT_COVERAGE"
  /// The generated file's name.
  static let fileName = "__MutantSwitch.swift"

  /// The generated file.
  static let source = """
    #if canImport(Glibc)
      import Glibc
    #elseif canImport(Musl)
      import Musl
    #elseif canImport(Darwin)
      import Darwin
    #endif

    private let activeMutant: Int = {
      guard let value = getenv("\(mutantVariable)") else { return 0 }
      return Int(String(cString: value)) ?? 0
    }()

    private final class ReachedMutants: @unchecked Sendable {
      private let file: Int32
      private let lock: UnsafeMutablePointer<pthread_mutex_t>
      private var reached: Set<Int> = []

      init?() {
        guard let path = getenv("\(coverageVariable)") else { return nil }
        let file = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard file >= 0 else { return nil }
        self.file = file
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
      }

      func record(_ id: Int) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard reached.insert(id).inserted else { return }
        let line = Array("\\(id)\\n".utf8)
        _ = line.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
      }
    }

    private let reachedMutants = ReachedMutants()

    @usableFromInline
    func __mutant(_ id: Int) -> Bool {
      reachedMutants?.record(id)
      return id == activeMutant
    }

    @usableFromInline
    func __mutantFlip(_ id: Int, _ condition: Bool) -> Bool {
      __mutant(id) ? !condition : condition
    }

    """
}
