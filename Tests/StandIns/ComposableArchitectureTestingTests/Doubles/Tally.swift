import ComposableArchitecture

/// A feature small enough to read whole, for testing the test store apart from any app: a
/// count the user raises, and names read through a client, whose answer an effect feeds back.
struct Tally: Reducer {
  struct State: Equatable, Sendable {
    /// Raised by one with each ``Action/increment``.
    var count = 0
    /// The names the client gave.
    var names: [String] = []
  }

  enum Action: Equatable, Sendable {
    /// The user raised the count.
    case increment
    /// Read the names.
    case load
    /// The client answered.
    case loaded(Result<[String], NamesError>)
  }

  @Dependency(\.namesClient) var names

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .load:
      return .run { [names] send in
        send(.loaded(Result { () throws(NamesError) in try names.all() }))
      }
    case .loaded(.success(let names)):
      state.names = names
      return .none
    case .loaded(.failure):
      return .none
    }
  }
}

/// The client's failure.
struct NamesError: Error, Equatable {}

extension Tally.Action: CasePathable {
  /// The path of each case, as `@CasePathable` would generate them.
  struct AllCasePaths: Sendable {
    /// The user raised the count.
    var increment: AnyCasePath<Tally.Action, Void> {
      AnyCasePath(embed: { Tally.Action.increment }) {
        guard case .increment = $0 else { return nil }
        return ()
      }
    }
    /// Read the names.
    var load: AnyCasePath<Tally.Action, Void> {
      AnyCasePath(embed: { Tally.Action.load }) {
        guard case .load = $0 else { return nil }
        return ()
      }
    }
    /// The client answered.
    var loaded: AnyCasePath<Tally.Action, Result<[String], NamesError>> {
      AnyCasePath(embed: Tally.Action.loaded) {
        guard case .loaded(let result) = $0 else { return nil }
        return result
      }
    }
  }

  /// The cases' paths.
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// Where ``Tally`` reads its names: unimplemented unless a test sets it, as a
/// `@DependencyClient`'s test value is.
struct NamesClient: Sendable {
  /// Every name.
  var all: @Sendable () throws(NamesError) -> [String] = {
    reportIssue("Unimplemented: 'NamesClient.all'")
    return []
  }

  /// A client answering `names`.
  static func holding(_ names: [String]) -> NamesClient {
    NamesClient(all: { names })
  }
}

extension NamesClient: DependencyKey {
  static let liveValue = NamesClient()
  static let testValue = NamesClient()
}

extension DependencyValues {
  /// Where ``Tally`` reads its names.
  var namesClient: NamesClient {
    get { self[NamesClient.self] }
    set { self[NamesClient.self] = newValue }
  }
}
