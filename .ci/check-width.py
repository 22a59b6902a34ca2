#!/usr/bin/env python3
"""Checks, in headless Chromium, that a page is wider than nothing and no wider
than the window: at each width given, the page's scroll width must equal the
viewport's (tables and charts scroll inside their own boxes, never the page).

    check-width.py PAGE.html WIDTH [WIDTH ...]

A screenshot cannot show the scroll width, so the page is copied beside itself
(its relative links still hold) with a probe script at the end of its body that
writes document.documentElement.scrollWidth, window.innerWidth and the length of
the page's visible text into the DOM on load; Chromium's --dump-dom prints it.
When the page is too wide, the outermost elements that stick out are named."""
import html
import os
import re
import subprocess
import sys

PROBE = """<script>
addEventListener("load", function () {
  var root = document.documentElement, width = window.innerWidth, culprits = [];
  // The outermost elements past the right edge that no scrolling box of theirs clips.
  function sticksOut(element) {
    if (element.getBoundingClientRect().right <= width + 0.5) return false;
    for (var box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== "visible") return false;
    }
    return true;
  }
  document.querySelectorAll("body *").forEach(function (element) {
    if (culprits.length < 5 && sticksOut(element) && !sticksOut(element.parentElement)) {
      var name = typeof element.className === "string" && element.className ? "." + element.className : "";
      culprits.push(element.tagName.toLowerCase() + (element.id ? "#" + element.id : "") + name
        + " (" + Math.round(element.getBoundingClientRect().right) + " px)");
    }
  });
  var probe = document.createElement("archlab-width-probe");
  probe.setAttribute("data-scroll-width", root.scrollWidth);
  probe.setAttribute("data-inner-width", width);
  probe.setAttribute("data-text", document.body.innerText.trim().length);
  probe.setAttribute("data-culprits", culprits.join(", "));
  document.body.appendChild(probe);
});
</script>"""


def measure(page, width):
    """Loads the probed copy of `page` at `width` px; returns the probe's attributes."""
    with open(page, encoding="utf-8") as f:
        text = f.read()
    if "</body>" not in text:
        sys.exit(f"{page}: no </body> to put the probe before")
    copy = os.path.join(os.path.dirname(os.path.abspath(page)), ".width-probe-" + os.path.basename(page))
    with open(copy, "w", encoding="utf-8") as f:
        f.write(text.replace("</body>", PROBE + "</body>", 1))
    try:
        dom = subprocess.run(
            ["chromium-headless-shell", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             f"--window-size={width},900", "--dump-dom", "file://" + copy],
            capture_output=True, text=True, timeout=120).stdout
    finally:
        os.remove(copy)
    probe = re.search(r"<archlab-width-probe ([^>]*)>", dom)
    if not probe:
        sys.exit(f"{page} at {width} px: the probe did not run (Chromium printed {len(dom)} characters)")
    return {key: html.unescape(value) for key, value in re.findall(r'data-([a-z-]+)="([^"]*)"', probe.group(1))}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    page, failures = sys.argv[1], []
    for width in map(int, sys.argv[2:]):
        found = measure(page, width)
        scroll, inner, text = int(found["scroll-width"]), int(found["inner-width"]), int(found["text"])
        line = f"{page} at {width} px: scroll width {scroll}, viewport {inner}, {text} characters of text"
        if inner != width:
            failures.append(f"{line}: the window is not {width} px wide")
        elif scroll != inner:
            failures.append(f"{line}: wider than the viewport; sticking out: {found['culprits'] or 'unknown'}")
        elif text == 0:
            failures.append(f"{line}: blank")
        else:
            print(line + ": fits")
    for failure in failures:
        print(failure)
    sys.exit(1 if failures else 0)


main()
