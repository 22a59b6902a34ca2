import ArchLab

/// The one public sample that builds one app in several of these architectures, measured
/// once by hand and kept as data (its code is not in this repository): the MyToDos app of
/// Raúl Ferrer García, *iOS Architecture Patterns: MVVM, MVC, MVP, VIPER, and VIP in
/// Swift* (Apress, 2023), <https://github.com/Apress/iOS-Architecture-Patterns>, commit
/// `ee98322`. Swift code lines of each app target (its tests left out), counted with
/// `cloc --include-lang=Swift <App>/<App>` (cloc 1.96), on 2026-11-24; split by file-name
/// suffix the way ArchLab reads roles (`…View.swift`: views, with their layout code;
/// model, Core Data, helpers, services and the app delegate: the rest).
public enum PeerSample {
  /// One architecture's app target.
  public struct Module: Sendable, Equatable {
    /// The architecture.
    public var architecture: Architecture
    /// Swift code lines of the app target (cloc).
    public var codeLines: Int
    /// Of those, the lines of `…View` files: UIKit views and their layout.
    public var viewLines: Int
    /// Of those, the model, persistence, helpers, services and app delegate: the same in
    /// every module of the sample, and outside every module in ArchLab (its shared targets).
    public var modelLines: Int
  }

  /// The sample's citation.
  public static let citation =
    "the MyToDos app of Raúl Ferrer García, *iOS Architecture Patterns* (Apress, 2023), <https://github.com/Apress/iOS-Architecture-Patterns> at `ee98322`"

  /// Its six modules (it has no TCA-style store).
  public static let modules: [Module] = [
    Module(architecture: .mvc, codeLines: 1_408, viewLines: 561, modelLines: 621),
    Module(architecture: .mvp, codeLines: 1_493, viewLines: 576, modelLines: 612),
    Module(architecture: .mvvm, codeLines: 1_576, viewLines: 575, modelLines: 617),
    Module(architecture: .mvvmc, codeLines: 1_613, viewLines: 536, modelLines: 617),
    Module(architecture: .viper, codeLines: 1_598, viewLines: 95, modelLines: 619),
    Module(architecture: .vip, codeLines: 1_894, viewLines: 548, modelLines: 728),
  ]

  /// The sample's module of `architecture`, if it has one.
  public static func module(_ architecture: Architecture) -> Module? {
    modules.first { $0.architecture == architecture }
  }
}
