import ArchLab
import Claims
import HarnessSupport
import Metrics

extension ReportBuilder {
  /// ArchLab's spread of module sizes beside the one public sample that builds one app in
  /// several of these architectures, and what accounts for the difference.
  static func sizeContext(_ metrics: Metrics, into doc: inout ReportDocument) {
    let own = { (a: ArchitectureMetrics) in
      a.size.total.lines.code - (a.size.roles[.frameworkStandIn]?.lines.code ?? 0)
    }
    guard let mvc = metrics.architectures.first(where: { $0.architecture == .mvc }), own(mvc) > 0,
      let peerMVC = PeerSample.module(.mvc)
    else { return }
    let base = Double(own(mvc))
    let added = Double(peerMVC.codeLines) - base
    doc.heading(3, "Sizes in context")
    doc.paragraph(
      "ArchLab's modules differ in size more than the one public sample that builds one app in six of these architectures, \(PeerSample.citation) (Swift code lines of each app target, tests left out, as cloc counts them). The likely reason: each of the sample's modules also holds its model, persistence, helpers and services (\(peerMVC.modelLines) lines in MVC), which ArchLab keeps in shared targets outside every module (K2), and UIKit views with their layout code (\(peerMVC.viewLines) lines of `…View` files in MVC), which ScreenKit does not need; both weigh the same in every architecture, so the architecture's own code is a smaller share of each of the sample's modules. To check it, the last two columns add to every ArchLab module the \(Format.f0(added)) code lines the sample's MVC holds beyond ArchLab's: what is left of the gap is architecture code."
    )
    doc.table(
      [
        "", "ArchLab code lines (own)", "÷ MVC", "Sample's code lines", "of which model and helpers",
        "of which views (layout)", "÷ MVC", "ArchLab + \(Format.f0(added))", "÷ MVC",
      ],
      metrics.architectures.map { a in
        let lines = Double(own(a))
        let peer = PeerSample.module(a.architecture)
        return [
          a.architecture.displayName, Format.f0(lines), Format.f2(lines / base) + "×",
          peer.map { "\($0.codeLines)" } ?? "–", peer.map { "\($0.modelLines)" } ?? "–",
          peer.map { "\($0.viewLines)" } ?? "–",
          peer.map { Format.f2(Double($0.codeLines) / Double(peerMVC.codeLines)) + "×" } ?? "–",
          Format.f0(lines + added), Format.f2((lines + added) / (base + added)) + "×",
        ]
      })
    doc.paragraph(
      "Read the last column against the sample's ratio: where ArchLab's is still higher, its module holds more architecture code than the sample's (more boundary protocols, more roles per screen, its case-book-driven rules); where they meet, the toolkit and the shared model explain the whole gap. The sample's VIPER lays its screens out in its view controllers rather than in `…View` files, so its view lines are low and its view-controller lines high; its model, persistence, helpers and services weigh about the same in every module (612 to 728 lines)."
    )
  }
}
