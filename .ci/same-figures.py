#!/usr/bin/env python3
"""Checks that two metrics.json files give the same size, complexity, coupling,
test, coverage, case-book and mutation figures, and the same growth series and grown app: the committed Reports/ must be what `archlab report`
writes for this commit. Dates, timings, provenance and benchmarks may differ."""
import json
import sys

def figures(path):
    with open(path) as f:
        metrics = json.load(f)
    keep = []
    for a in metrics["architectures"]:
        size = dict(a["size"])
        keep.append({
            "architecture": a["architecture"],
            "size": size,
            "unitCoverage": a.get("unitCoverage"),
            "acceptanceCoverage": a.get("acceptanceCoverage"),
            # The case book's counts and lines, not its timing (the median, the rounds); the mutation scores.
            "caseBook": {k: v for k, v in (a.get("caseBook") or {}).items()
                         if k not in ("unitTestSeconds", "unitTestRounds")},
            "mutation": (a.get("mutation") or {}).get("summary"),
        })
    grown = metrics.get("grownApp") or {}
    return {"schema": metrics["schemaVersion"], "architectures": keep, "acceptance": metrics["acceptanceSuite"],
            "costOfChange": metrics.get("costOfChange"),
            # The growth series' sizes per step and change, and the grown app's coverage and mutation scores.
            "growth": {k: (metrics.get("growth") or {}).get(k) for k in ("steps", "changes")},
            "grownApp": {"coverage": (grown.get("figures") or {}).get("coverage"), "mutation": grown.get("mutation")}}

committed, fresh = figures(sys.argv[1]), figures(sys.argv[2])
if committed != fresh:
    for a, b in zip(committed["architectures"], fresh["architectures"]):
        for key in a:
            if a[key] != b[key]:
                print(f"{a['architecture']}: {key} differs between {sys.argv[1]} and {sys.argv[2]}")
    if committed["acceptance"] != fresh["acceptance"]:
        print("acceptance suite size differs")
    if committed["schema"] != fresh["schema"]:
        print(f"metrics.json schema version differs: {committed['schema']} → {fresh['schema']}")
    if committed["costOfChange"] != fresh["costOfChange"]:
        print("the cost of change (workshop reference solutions) differs")
    if committed["growth"] != fresh["growth"]:
        print("the growth series' figures differ")
    if committed["grownApp"] != fresh["grownApp"]:
        print("the grown app's coverage or mutation scores differ")
    print("The committed report is stale: run `swift run archlab report` and commit Reports/.")
    sys.exit(1)
print(f"{sys.argv[1]} matches this commit's figures.")
