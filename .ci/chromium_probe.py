"""Loads a page in headless Chromium with a probe script and reads what the probe wrote.

The page is copied beside itself (its relative links still hold) with the probe
script just before </body>; on load the script appends an element named `tag`
whose data-* attributes carry what it measured; Chromium's --dump-dom prints
the DOM, and the attributes are returned as a dict. Used by check-width.py and
check-length.py."""
import html
import os
import re
import subprocess
import sys


def probe(page, script, tag, width, height=900):
    """The data-* attributes of the `tag` element `script` appended to `page` at width × height."""
    with open(page, encoding="utf-8") as f:
        text = f.read()
    if "</body>" not in text:
        sys.exit(f"{page}: no </body> to put the probe before")
    copy = os.path.join(os.path.dirname(os.path.abspath(page)), f".{tag}-" + os.path.basename(page))
    with open(copy, "w", encoding="utf-8") as f:
        f.write(text.replace("</body>", script + "</body>", 1))
    try:
        dom = subprocess.run(
            ["chromium-headless-shell", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             f"--window-size={width},{height}", "--dump-dom", "file://" + copy],
            capture_output=True, text=True, timeout=120).stdout
    finally:
        os.remove(copy)
    found = re.search(rf"<{tag} ([^>]*)>", dom)
    if not found:
        sys.exit(f"{page} at {width} px: the probe did not run (Chromium printed {len(dom)} characters)")
    return {key: html.unescape(value) for key, value in re.findall(r'data-([a-z-]+)="([^"]*)"', found.group(1))}
