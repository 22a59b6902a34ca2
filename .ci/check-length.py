#!/usr/bin/env python3
"""Checks, in headless Chromium, that a page is no longer than a number of
screens: its scroll height divided by the window's inner height, at the width
and height given (a screen is what the reader sees at once).

    check-length.py PAGE.html WIDTH HEIGHT MAX_SCREENS

The probe (chromium_probe.py) writes document.documentElement.scrollHeight and
window.innerHeight into the DOM on load. Exits 1 when the page is longer."""
import sys

from chromium_probe import probe

PROBE = (
    '<script>addEventListener("load", function () { var p = document.createElement("archlab-length-probe");'
    ' p.setAttribute("data-height", document.documentElement.scrollHeight);'
    ' p.setAttribute("data-screen", innerHeight); document.body.appendChild(p); });</script>'
)

if len(sys.argv) != 5:
    sys.exit(__doc__)
page, width, height, limit = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
found = probe(page, PROBE, "archlab-length-probe", width, height)
total, screen = int(found["height"]), int(found["screen"])
screens = total / screen
verdict = "at most" if screens <= limit else "MORE than"
print(f"{page} at {width}×{height}: {total} px, {screens:.1f} screens of {screen} px, {verdict} {limit:g}")
sys.exit(0 if screens <= limit else 1)
