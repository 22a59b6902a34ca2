// A feature file imports one runtime, as it imports the Composable Architecture: the store of its
// toolkit, and through it the reducers, effects and dependencies they share.
@_exported import ComposableArchitecture
