/// Small helpers for sentences built from lists.
public enum Prose {
  /// `["MVC"]` → `MVC`; `["MVC", "MVP"]` → `MVC and MVP`;
  /// `["MVC", "MVP", "MVVM"]` → `MVC, MVP and MVVM`.
  public static func list(_ items: [String], conjunction: String = "and") -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
