import ArchLabCLI

/// The entry point: `ArchLabCommand`'s asynchronous `main()`, which runs the subcommand asked
/// for and awaits it (a `main.swift` calling `main()` would get the synchronous one).
@main
extension ArchLabCommand {}
