#!/usr/bin/env python3
"""Checks that a fresh run gives the committed report's verdicts: every claim's and judged
question's verdict in the second metrics.json must be the first's. A claim whose block in
Docs/Claims.md declares it machine-dependent (`machineDependent:`, recorded in metrics.json)
may differ; the check says so and passes. Anything else that changed is named, and the
check fails: a verdict must not move from one machine to another."""
import json
import sys


def verdicts(path):
    with open(path) as f:
        metrics = json.load(f)
    records = metrics.get("claims", []) + (metrics.get("questions") or [])
    return {r["claim"].split(" ")[0]: r for r in records}


committed, fresh = verdicts(sys.argv[1]), verdicts(sys.argv[2])
changed, allowed = [], []
for cid in sorted(set(committed) | set(fresh)):
    a, b = committed.get(cid), fresh.get(cid)
    if a is None or b is None:
        changed.append(f"{cid}: {'missing from ' + sys.argv[1] if a is None else 'missing from ' + sys.argv[2]}")
        continue
    if a["verdict"] == b["verdict"]:
        continue
    line = f"{cid}: {a['verdict']} in {sys.argv[1]}, {b['verdict']} in {sys.argv[2]}"
    why = b.get("machineDependent") or a.get("machineDependent")
    (allowed if why else changed).append(line + (f" (declared machine-dependent: {why})" if why else ""))
for line in allowed:
    print("allowed, " + line)
if changed:
    for line in changed:
        print("verdict changed, " + line)
    print(f"{len(changed)} verdict(s) differ from the committed report's: a verdict must be the same on every machine "
          "(or its claim declared machine-dependent in Docs/Claims.md, with the reason).")
    sys.exit(1)
print(f"{sys.argv[2]} gives the {len(committed)} verdicts of {sys.argv[1]}.")
