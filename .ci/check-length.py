#!/usr/bin/env python3
"""Checks, in headless Chromium, that a page is no longer than a number of
screens: its scroll height divided by the window's inner height, at the width
and height given (a screen is what the reader sees at once).

    check-length.py PAGE.html WIDTH HEIGHT MAX_SCREENS

As check-width.py does, the page is copied beside itself with a probe script
that writes document.documentElement.scrollHeight and window.innerHeight into
the DOM on load; Chromium's --dump-dom prints it. Exits 1 when the page is
longer, or when the probe cannot be read."""
import os
import re
import subprocess
import sys

page, width, height, limit = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
probe = (
    '<script>addEventListener("load", function () { var p = document.createElement("x-length");'
    ' p.setAttribute("data-height", document.documentElement.scrollHeight);'
    ' p.setAttribute("data-screen", innerHeight); document.body.appendChild(p); });</script>'
)
copy = os.path.join(os.path.dirname(os.path.abspath(page)), ".length-" + os.path.basename(page))
with open(page, encoding="utf-8") as source:
    text = source.read()
with open(copy, "w", encoding="utf-8") as target:
    target.write(text.replace("</body>", probe + "</body>", 1))
try:
    dom = subprocess.run(
        ["chromium-headless-shell", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         f"--window-size={width},{height}", "--dump-dom", "file://" + copy],
        capture_output=True, text=True, timeout=120).stdout
finally:
    os.remove(copy)
found = re.search(r'data-height="(\d+)" data-screen="(\d+)"', dom)
if not found:
    print(f"{page}: the probe did not report (is chromium-headless-shell installed?)")
    sys.exit(1)
total, screen = int(found.group(1)), int(found.group(2))
screens = total / screen
verdict = "at most" if screens <= limit else "MORE than"
print(f"{page} at {width}×{height}: {total} px, {screens:.1f} screens of {screen} px, {verdict} {limit:g}")
sys.exit(0 if screens <= limit else 1)
