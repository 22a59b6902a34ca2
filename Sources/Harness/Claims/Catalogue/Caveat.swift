/// A caveat of `Docs/Claims.md` (K1 … K11) that the report prints beside the verdicts it
/// applies to; its title and text are the document's (``CaveatText``).
public enum Caveat: String, CaseIterable, Sendable, Decodable {
  case k1 = "K1"
  case k2 = "K2"
  case k3 = "K3"
  case k4 = "K4"
  case k5 = "K5"
  case k6 = "K6"
  case k7 = "K7"
  case k8 = "K8"
  case k9 = "K9"
  case k10 = "K10"
  case k11 = "K11"

  /// `K1 · Small app`, the title `Docs/Claims.md` gives it.
  public var title: String {
    "\(rawValue) · \(ClaimCatalogue.current?.caveats[self]?.title ?? "")"
  }

  /// The caveat's text, as `Docs/Claims.md` words it.
  public var text: String {
    ClaimCatalogue.current?.caveats[self]?.text ?? ""
  }
}
