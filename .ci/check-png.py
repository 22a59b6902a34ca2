#!/usr/bin/env python3
"""Checks that each screenshot is a real PNG of the expected width with
something drawn on it (not a blank page)."""
import struct
import sys
import zlib

for path in sys.argv[1:]:
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    chunks, offset = b"", 8
    while offset < len(data):
        length = struct.unpack(">I", data[offset:offset + 4])[0]
        kind = data[offset + 4:offset + 8]
        if kind == b"IDAT":
            chunks += data[offset + 8:offset + 8 + length]
        offset += 12 + length
    raw = zlib.decompress(chunks)
    distinct = len(set(raw[: min(len(raw), 2_000_000)]))
    assert distinct > 16, f"{path} looks blank ({distinct} distinct byte values)"
    print(f"{path}: {width}x{height}, {len(data)} bytes, drawn")
