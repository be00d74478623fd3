"""pzprjs's piece bank: the polyominoes a puzzle gives (Battleships' fleet, Statue Park's pieces).

A piece is written ``<w><h><bits>``: its width and height as base-36 digits, then its
cells row by row as bits (1: in the piece), five to a base-32 digit, trailing zero digits
cut (``31s``: three cells in a row; ``23bg``: an L of four). pzprjs also reads ``<w>:<bits>``.
A bank in a URL's tail is ``/<count>/<piece>/<piece>...``, or ``//<key>`` for one of the
genre's presets (Battleships: ``c`` 3-2-2-1-1-1, ``d`` the 4-ship fleet of ten, ``e`` fifteen,
``t`` the tetrominoes, ``p`` the pentominoes).

>>> cells_of("23bg")
((0, 1), (1, 1), (2, 0), (2, 1))
>>> code_of(cells_of("23bg"))
'23bg'
>>> decode_bank("/2/11g/31s", {})
(('11g', '31s'), '')
"""

from collections.abc import Iterable

BASE32 = "0123456789abcdefghijklmnopqrstuv"
BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"
MAX_PIECES = 200
MAX_SIDE = 35  # a side is one base-36 digit

TETROMINOES = ("14u", "23bg", "22u", "23f", "23eg")
PENTOMINOES = ("337k", "15v", "24as", "24bo", "23fg", "337i", "23rg", "334u", "335s", "33bk", "24bk", "337o")


def cells_of(code: str) -> tuple[tuple[int, int], ...]:
    """The (r, c) cells of a piece's code, in order; ValueError when the code is no piece."""
    if not isinstance(code, str) or len(code) < 2:
        raise ValueError(f"A piece's code {code!r} is too short")
    if ":" in code:
        width, _, bits = code.partition(":")
        if not width.isdigit() or int(width) < 1 or not bits or len(bits) % int(width) or set(bits) - {"0", "1"}:
            raise ValueError(f"A piece's code {code!r} is garbled")
        w = int(width)
    else:
        if len(code) < 3 or code[0] not in BASE36 or code[1] not in BASE36 or any(ch not in BASE32 for ch in code[2:]):
            raise ValueError(f"A piece's code {code!r} is garbled")
        w, h = int(code[0], 36), int(code[1], 36)
        if not w or not h:
            raise ValueError(f"A piece's code {code!r} has no size")
        # Bits past the size are dropped, as pzprjs does.
        bits = "".join(format(int(ch, 32), "05b") for ch in code[2:])[: w * h].ljust(w * h, "0")
    cells = tuple(divmod(k, w) for k, bit in enumerate(bits) if bit == "1")
    if not cells:
        raise ValueError(f"A piece's code {code!r} has no cell")
    return trimmed(cells)


def trimmed(cells: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    cells = list(cells)
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


def code_of(cells: Iterable[tuple[int, int]]) -> str:
    """pzprjs's code of a piece (its cells as given, moved to the top left)."""
    cells = set(trimmed(cells))
    h = max(r for r, _ in cells) + 1
    w = max(c for _, c in cells) + 1
    if w > MAX_SIDE or h > MAX_SIDE:
        raise ValueError(f"A piece is at most {MAX_SIDE} cells a side")
    bits = "".join("1" if (r, c) in cells else "0" for r in range(h) for c in range(w))
    digits = "".join(BASE32[int(bits[k : k + 5].ljust(5, "0"), 2)] for k in range(0, len(bits), 5)).rstrip("0")
    return BASE36[w] + BASE36[h] + digits


def decode_bank(tail: str, presets: dict[str, tuple[str, ...]]) -> tuple[tuple[str, ...], str]:
    """The pieces' codes (as the URL wrote them, a preset's spelt out) and what follows the bank."""
    if tail.startswith("//"):
        key, rest = tail[2:3], tail[3:]
        if key not in presets:
            raise ValueError(f"The URL names a set of pieces {key!r} this genre does not know")
        return presets[key], rest.lstrip("/")
    parts = tail[1:].split("/") if tail.startswith("/") else [""]
    if not parts[0].isdigit():
        raise ValueError("The URL does not say how many pieces there are (…/count/piece/piece…)")
    count = int(parts[0])
    if count > MAX_PIECES:
        raise ValueError(f"A puzzle gives at most {MAX_PIECES} pieces")
    codes = tuple(parts[1 : 1 + count])
    if len(codes) < count:
        raise ValueError(f"The URL promises {count} pieces but gives {len(codes)}")
    for code in codes:
        cells_of(code)
    return codes, "/".join(parts[1 + count :])


def encode_bank(codes: tuple[str, ...], presets: dict[str, tuple[str, ...]]) -> str:
    """The bank as pzprjs writes it: a preset's key when the pieces are one, else the count and the codes."""
    for key, preset in presets.items():
        if tuple(codes) == preset:
            return "//" + key
    return "/" + "/".join([str(len(codes)), *codes])


def bank_lines(codes: tuple[str, ...], presets: dict[str, tuple[str, ...]]) -> list[str]:
    """The bank as a pzprv3 file writes it: a preset's key, or the count then a code a line."""
    for key, preset in presets.items():
        if tuple(codes) == preset:
            return [key]
    return [str(len(codes)), *codes]
