"""Draw the app icons (a 3x3 grid with a track through it) as PNGs, with the standard library only.

    python site/tools/make_icons.py docs/images
"""

import struct
import sys
import zlib
from pathlib import Path

INDIGO, WHITE, AMBER = (63, 81, 181), (255, 255, 255), (255, 193, 7)


def icon(size: int) -> list[list[tuple[int, int, int]]]:
    pixels = [[INDIGO] * size for _ in range(size)]
    margin, cell = size // 8, (size - size // 4) // 3
    line = max(2, size // 48)
    path = [(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)]  # cells the track visits, (row, col)
    centre = lambda rc: (margin + rc[1] * cell + cell // 2, margin + rc[0] * cell + cell // 2)
    for a, b in zip(path, path[1:]):
        (x0, y0), (x1, y1) = centre(a), centre(b)
        for y in range(min(y0, y1) - 2 * line, max(y0, y1) + 2 * line + 1):
            for x in range(min(x0, x1) - 2 * line, max(x0, x1) + 2 * line + 1):
                pixels[y][x] = AMBER
    for k in range(4):
        offset = margin + k * cell
        for t in range(-line // 2, line - line // 2):
            for i in range(margin - line // 2, margin + 3 * cell + line // 2):
                pixels[offset + t][i] = WHITE
                pixels[i][offset + t] = WHITE
    return pixels


def png(pixels) -> bytes:
    height, width = len(pixels), len(pixels[0])
    raw = b"".join(b"\x00" + bytes(v for p in row for v in p) for row in pixels)
    chunk = lambda tag, data: struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for size in (192, 512):
        (out / f"icon-{size}.png").write_bytes(png(icon(size)))
