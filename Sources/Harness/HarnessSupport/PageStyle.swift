/// The style sheet of ArchLab's HTML pages, the report's and `archlab analyze`'s: readable
/// on a phone; tables scroll sideways in their own box; each chart is drawn wide and narrow
/// (SVGChart.Chart.html), the page shows the one that fits, scaled to its box; long words
/// break: nothing is wider than the screen.
public enum PageStyle {
  /// The style sheet.
  public static let css = """
    body { font: 16px/1.5 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #1d1d1f; margin: 0 auto; max-width: 72rem; padding: 1rem; overflow-wrap: anywhere; }
    [hidden] { display: none !important; }
    h1 { font-size: 1.35rem; margin: .6rem 0; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ddd; padding-bottom: .3rem; }
    .scroll { overflow-x: auto; max-width: 100%; }
    table { border-collapse: collapse; margin: .8rem 0; font-size: .9rem; }
    th, td { border: 1px solid #ddd; padding: .3rem .6rem; text-align: right; white-space: nowrap; }
    th:first-child, td:first-child, td.text { text-align: left; }
    thead th { background: #f4f4f6; }
    figure { margin: 1rem 0; min-width: 0; } figure svg { display: block; width: 100%; height: auto; max-width: 760px; }
    .chart-wide { display: block; } .chart-narrow { display: none; } .chart-narrow svg { max-width: 480px; }
    @media (max-width: 600px) { .chart-wide { display: none; } .chart-narrow { display: block; } }
    figcaption { color: #555; font-size: .85rem; }
    code { background: #f4f4f6; padding: 0 .25rem; border-radius: 3px; }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); gap: .7rem; margin: .8rem 0; }
    .card { border: 1px solid #d5d5da; border-radius: 8px; padding: .5rem .8rem; min-width: 0; }
    .card h3 { margin: 0 0 .3rem; font-size: 1.1rem; }
    .card dl { margin: 0; font-size: .85rem; overflow-wrap: break-word; }
    .card dl div { display: flex; flex-wrap: wrap; column-gap: .6rem; border-top: 1px solid #eee; padding: .1rem 0; }
    .card dt { color: #555; flex: 1 1 8rem; } .card dd { margin: 0 0 0 auto; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
    nav.contents { margin: 2rem 0 0; padding: .5rem .8rem; background: #f4f4f6; border-radius: 6px; }
    nav.page-contents { margin: 1rem 0; padding: .5rem .8rem; background: #f4f4f6; border-radius: 6px; }
    nav.page-contents > ol { columns: 2 20rem; column-gap: 2rem; margin: .3rem 0; padding-left: 1.4rem; }
    nav.page-contents li { break-inside: avoid-column; } nav.page-contents ol ol { font-size: .9em; padding-left: 1.1rem; }
    .tally { display: flex; flex-wrap: wrap; gap: .4rem; padding: 0; list-style: none; }
    .tally li, .matrix li { border-left: .4rem solid; border-radius: 4px; padding: .15rem .5rem; }
    .matrix { list-style: none; padding: 0; columns: 2 30rem; column-gap: 1rem; font-size: .9rem; }
    .matrix li { break-inside: avoid; display: flex; justify-content: space-between; gap: .6rem; margin: 0 0 .25rem; }
    .matrix a { color: inherit; } .matrix .verdict { white-space: nowrap; font-weight: 600; }
    .matrix li.is-fragile { border-left-style: dashed; } .matrix .fragile { font-weight: 400; font-size: .85em; }
    .robustness-line { font-size: .9rem; margin: .2rem 0 .6rem; }
    .v-supported { background: #e6f4ea; border-color: #2e7d32 !important; } .v-supported .verdict { color: #1b5e20; }
    .v-contradicted { background: #fdeaea; border-color: #c62828 !important; } .v-contradicted .verdict { color: #a51d1d; }
    .v-inconclusive { background: #fff5d6; border-color: #b7791f !important; } .v-inconclusive .verdict { color: #7a4f00; }
    .v-not-measured { background: #f0f0f2; border-color: #8a8a8e !important; } .v-not-measured .verdict { color: #48484c; }
    .not-claims { border: 1px dashed #aaa; border-radius: 6px; padding: .3rem .8rem; font-size: .9rem; }
    .not-claims ul { display: flex; flex-wrap: wrap; gap: .2rem 1.2rem; padding: 0; margin: .3rem 0; list-style: none; }
    .key-charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 32rem), 1fr)); gap: 0 1rem; }
    .compare label { margin-right: .8rem; } .compare select { font: inherit; }
    .compare th, .compare td { white-space: normal; min-width: 4rem; } .compare tbody th { min-width: 7rem; }
    .compare td a { white-space: nowrap; }
    nav.top { position: sticky; top: 0; z-index: 2; display: flex; align-items: center; gap: .6rem; background: #fff; border-bottom: 1px solid #ddd; margin: 0 -1rem; padding: .35rem 1rem; font-size: .9rem; }
    nav.top .links { display: flex; gap: .9rem; overflow-x: auto; scrollbar-width: none; white-space: nowrap; flex: 1 1 auto; min-width: 0; }
    nav.top details { position: relative; flex: none; } nav.top summary { cursor: pointer; white-space: nowrap; }
    nav.top details ul { position: absolute; right: 0; top: 1.6rem; width: min(22rem, 80vw); max-height: 70vh; overflow-y: auto; background: #fff; border: 1px solid #ccc; border-radius: 6px; padding: .4rem .8rem; margin: 0; list-style: none; box-shadow: 0 4px 12px rgba(0,0,0,.15); }
    h2[id], h3[id] { scroll-margin-top: 3rem; }
    table.tradeoffs td { font-variant-numeric: tabular-nums; color: #111; }
    table.tradeoffs th[scope=row] { white-space: normal; min-width: 8rem; position: sticky; left: 0; background: #fff; z-index: 1; }
    .tradeoffs .way { display: block; font-weight: normal; font-size: .75rem; color: #555; } .tradeoffs th a { color: inherit; }
    .tradeoffs td.weight { white-space: nowrap; background: #f8f8fa; } .tradeoffs td.weight input { width: 4.5rem; vertical-align: middle; }
    .tradeoffs td.weight output { display: inline-block; width: .8rem; text-align: right; }
    .tradeoffs tr.rank td, .tradeoffs tr.rank th { font-weight: 700; border-bottom: 2px solid #999; background: #fff; }
    .tradeoffs td.shared { font-size: .75rem; color: #555; } .tradeoffs a.why { font-size: .75rem; color: #111; }
    .answer { margin: .4rem 0; } .answer fieldset.toolkit { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .2rem 1rem; align-items: center; }
    .answer legend { float: left; font-weight: 600; margin-right: .4rem; } .answer p { margin: .3rem 0; }
    .answer .unit { font-size: .85rem; color: #444; }
    .answer ol.ranking { display: flex; flex-wrap: wrap; gap: .2rem 1.4rem; margin: .3rem 0; padding: 0; list-style: none; }
    .answer ol.ranking b.r { display: inline-block; min-width: 1.6rem; color: #555; } .answer ol.ranking span { color: #444; font-size: .9rem; }
    dl.glossary div { margin: .3rem 0; } dl.glossary dt { font-weight: 600; display: inline; } dl.glossary dt::after { content: ": "; } dl.glossary dd { display: inline; margin: 0; }
    a.term { color: inherit; text-decoration: underline dotted; } dt[id] { scroll-margin-top: 3rem; }
    ul.outliers { font-size: .85rem; margin: .3rem 0; padding-left: 1.2rem; }
    @media print { nav.top, .answer fieldset, td.weight, th.weight { display: none !important; } body { max-width: none; font-size: 11pt; } .scroll { overflow: visible; } a { color: inherit; } }
    .legend { font-size: .85rem; color: #444; margin: .3rem 0; } .swatch { display: inline-block; width: .9rem; height: .9rem; vertical-align: middle; border: 1px solid #999; }
    dl.measures { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr)); gap: 0 1.2rem; }
    dl.measures div { display: flex; gap: .4rem; } dl.measures dt { font-weight: 600; white-space: nowrap; } dl.measures dd { margin: 0; }
    .weigh { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr)); gap: 0 2rem; }
    .weigh > p { grid-column: 1 / -1; } .weigh .ranking { margin: 0; padding-left: 1.8rem; } .weigh .ranking span { color: #444; font-size: .9rem; }
    .weigh ul { font-size: .9rem; padding-left: 1.2rem; }
    .compare tr.group th { background: #f4f4f6; text-align: left; font-weight: 600; }
    #reliability + p + .scroll td.text:last-child { white-space: normal; min-width: 16rem; }
    @media (max-width: 600px) {
      body { font-size: 15px; padding: .6rem; } h1 { font-size: 1.2rem; } th, td { padding: .2rem .35rem; }
      .cards { grid-template-columns: none; grid-auto-flow: column; grid-auto-columns: minmax(15rem, 85%); overflow-x: auto; scroll-snap-type: x mandatory; padding-bottom: .3rem; }
      .card { scroll-snap-align: start; }
      nav.top { margin: 0 -.6rem; padding: .35rem .6rem; }
      .answer ol.ranking { display: block; }
    }
    """
}
