#!/usr/bin/env python3
"""Checks, in headless Chromium, that a page is wider than nothing, no wider
than the window, and cuts nothing off: at each width given,

- the page's scroll width must equal the viewport's (tables and charts scroll
  inside their own boxes, never the page);
- no element and no text may stick out of the box that clips it, unless that
  box scrolls sideways. The box that clips an element is its nearest ancestor
  whose overflow-x is not `visible` (for an absolutely positioned element, the
  nearest such ancestor from its containing block up; for a fixed one, and for
  an element no ancestor clips, the viewport). Inside a box with overflow-x
  `auto` or `scroll` an element may be as wide as it likes: the reader scrolls
  to it. A box with overflow-x `hidden` or `clip` (the viewport too, when the
  page's root or body hides its overflow) cuts whatever passes its visible
  width: refused. Content left of a box's scroll origin (or left of the page)
  can never be scrolled to: refused in any box.

    check-width.py PAGE.html WIDTH [WIDTH ...]

A screenshot cannot show the scroll width, so the page is copied beside itself
(its relative links still hold) with a probe script at the end of its body that
writes document.documentElement.scrollWidth, window.innerWidth, the length of
the page's visible text and what is cut off into the DOM on load; Chromium's
--dump-dom prints it. When the page is too wide, the outermost elements that
stick out are named; so are the outermost elements and texts cut off."""
import sys

from chromium_probe import probe

PROBE = """<script>
addEventListener("load", function () {
  var root = document.documentElement, body = document.body, width = window.innerWidth, culprits = [];
  var styles = new Map();
  function style(element) {
    if (!styles.has(element)) styles.set(element, getComputedStyle(element));
    return styles.get(element);
  }
  function name(element) {
    var classes = typeof element.className === "string" && element.className.trim()
      ? "." + element.className.trim().split(/\\s+/).join(".") : "";
    return element.tagName.toLowerCase() + (element.id ? "#" + element.id : "") + classes;
  }
  // The outermost elements past the right edge that no scrolling box of theirs clips.
  function sticksOut(element) {
    if (element.getBoundingClientRect().right <= width + 0.5) return false;
    for (var box = element.parentElement; box && box !== body; box = box.parentElement) {
      if (style(box).overflowX !== "visible") return false;
    }
    return true;
  }
  document.querySelectorAll("body *").forEach(function (element) {
    if (culprits.length < 5 && sticksOut(element) && !sticksOut(element.parentElement)) {
      culprits.push(name(element) + " (" + Math.round(element.getBoundingClientRect().right) + " px)");
    }
  });

  // The box that clips `element` (`text`: a text node's parent, which clips its own text), or null for
  // the viewport. An absolutely positioned box is clipped only from its containing block up; a fixed one
  // only by the viewport.
  function clipper(element, text) {
    var position = text ? "static" : style(element).position;
    for (var box = text ? element : element.parentElement; box && box !== body && box !== root;
         box = box.parentElement) {
      if (position === "fixed") return null;
      var s = style(box);
      if (position === "absolute" && s.position === "static" && s.transform === "none") continue;
      if (s.overflowX !== "visible") return box;
      position = s.position;
    }
    return null;
  }
  var viewportHides = [root, body].some(function (e) { return /hidden|clip/.test(style(e).overflowX); });
  // What of `rect` its box cuts off or no one can scroll to: a reason, or null.
  function cut(rect, box) {
    if (!box) {
      if (rect.left < -0.5) return "left of the page, out of reach";
      if (viewportHides && rect.right > root.clientWidth + 0.5) {
        return "past the page's right edge, which hides its overflow (" + root.clientWidth + " px)";
      }
      return null;
    }
    var s = style(box), outer = box.getBoundingClientRect();
    var left = outer.left + box.clientLeft, right = left + box.clientWidth;
    var scrolls = s.overflowX === "auto" || s.overflowX === "scroll";
    var where = name(box) + " (overflow-x " + s.overflowX + ", " + box.clientWidth + " px visible)";
    if (rect.left + box.scrollLeft < left - 0.5) return "left of where " + where + " can scroll";
    if (!scrolls && (rect.left < left - 0.5 || rect.right > right + 0.5)) return "cut by " + where;
    return null;
  }
  var cutOff = [], count = 0, flagged = new Set();
  function check(node, rect, text) {
    if (rect.width === 0 || rect.height === 0) return;
    var element = text ? node.parentElement : node, box = clipper(element, text), reason = cut(rect, box);
    if (!reason) return;
    flagged.add(node);
    // Only the outermost: an element or text whose parent is cut by the same box is not named again.
    var parent = text ? element : element.parentElement;
    if (text ? flagged.has(element) && clipper(element, false) === box
             : flagged.has(parent) && clipper(parent, false) === box) return;
    count += 1;
    if (cutOff.length < 8) {
      cutOff.push((text ? "text in " : "") + name(element) + " (" + Math.round(rect.left) + " to "
        + Math.round(rect.right) + " px, " + reason + ")");
    }
  }
  var walker = document.createTreeWalker(body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      if (node.tagName === "SCRIPT" || node.tagName === "STYLE") continue;
      check(node, node.getBoundingClientRect(), false);
    } else if (node.data.trim() && node.parentElement) {
      var range = document.createRange();
      range.selectNodeContents(node);
      check(node, range.getBoundingClientRect(), true);
    }
  }

  var probe = document.createElement("archlab-width-probe");
  probe.setAttribute("data-scroll-width", root.scrollWidth);
  probe.setAttribute("data-inner-width", width);
  probe.setAttribute("data-text", body.innerText.trim().length);
  probe.setAttribute("data-culprits", culprits.join(", "));
  probe.setAttribute("data-cut-count", count);
  probe.setAttribute("data-cut", cutOff.join("; "));
  body.appendChild(probe);
});
</script>"""


def measure(page, width):
    """Loads the probed copy of `page` at `width` px; returns the probe's attributes."""
    return probe(page, PROBE, "archlab-width-probe", width)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    page, failures = sys.argv[1], []
    for width in map(int, sys.argv[2:]):
        found = measure(page, width)
        scroll, inner, text = int(found["scroll-width"]), int(found["inner-width"]), int(found["text"])
        cut = int(found["cut-count"])
        line = f"{page} at {width} px: scroll width {scroll}, viewport {inner}, {text} characters of text"
        if inner != width:
            failures.append(f"{line}: the window is not {width} px wide")
            continue
        if scroll != inner:
            failures.append(f"{line}: wider than the viewport; sticking out: {found['culprits'] or 'unknown'}")
        if cut:
            failures.append(f"{line}: {cut} cut off outside any scroll box: {found['cut']}"
                            + (", …" if cut > 8 else ""))
        if text == 0:
            failures.append(f"{line}: blank")
        if scroll == inner and not cut and text:
            print(line + ": fits")
    for failure in failures:
        print(failure)
    sys.exit(1 if failures else 0)


main()
