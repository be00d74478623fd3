"""pzprjs's codes for clue numbers in a URL's body, one cell after another, row by row.

Clues are ints, ``QUESTION`` (-2) for a "?" clue, None for a blank cell.

>>> decode_number16("g5k2o1k3g", 25)[0][:8]
[None, 5, None, None, None, None, None, 2]
>>> encode_number16(decode_number16("g5k2o1k3g", 25)[0])
'g5k2o1k3g'
>>> decode_4cell("nekcakbl", 36)[0][6:9]
[None, None, 4]

number16: a hex digit is 0-15, ``-xx`` 16-255, ``+xxx`` 256-4095, ``=xxx`` 4096+,
``%xxx`` / ``@xxx`` 8192+, ``.`` a "?"; ``g``-``z`` skip 1-20 blank cells. 4cell (clues
0-4): ``0``-``4`` a clue, ``5``-``9`` a clue and one blank, ``a``-``e`` a clue and two
blanks, ``.`` a "?", ``g``-``z`` 1-20 blanks. Each decoder returns the clues and the body
left over after the last cell.
"""

QUESTION = -2
Clue = int | None


def decode_number16(body: str, n: int) -> tuple[list[Clue], str]:
    """n cells' clues from the body's start, and the rest of the body."""
    clues: list[Clue] = []
    i = 0
    widths = {"-": (2, 0), "+": (3, 0), "=": (3, 4096), "%": (3, 8192), "@": (3, 8192)}
    while i < len(body) and len(clues) < n:
        ch = body[i]
        if ch in "0123456789abcdef":
            clues.append(int(ch, 16))
            i += 1
        elif ch in widths:
            width, base = widths[ch]
            digits = body[i + 1 : i + 1 + width]
            if len(digits) != width or any(d not in "0123456789abcdef" for d in digits):
                raise ValueError(f"The URL has a bad number after '{ch}'")
            clues.append(base + int(digits, 16))
            i += 1 + width
        elif ch == ".":
            clues.append(QUESTION)
            i += 1
        elif "g" <= ch <= "z":
            clues.extend([None] * (int(ch, 36) - 15))
            i += 1
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
    if len(clues) > n:
        raise ValueError("The URL has more cells than its grid")
    return clues + [None] * (n - len(clues)), body[i:]


def number16_cells(body: str, n: int) -> list[Clue]:
    """A body that is n cells' number16 clues and nothing more (Nurikabe's, Shikaku's...)."""
    clues, rest = decode_number16(body, n)
    if rest:
        raise ValueError("The URL has more cells than its grid")
    return clues


def number16(clue: int) -> str:
    if clue == QUESTION:
        return "."
    if 0 <= clue < 16:
        return format(clue, "x")
    if clue < 256:
        return "-" + format(clue, "02x")
    if clue < 4096:
        return "+" + format(clue, "03x")
    if clue < 8192:
        return "=" + format(clue - 4096, "03x")
    if clue < 12288:
        return "%" + format(clue - 8192, "03x")
    raise ValueError(f"A clue of {clue} is too large for a URL")


def runs(codes: list[str | None], longest: int, first: str) -> str:
    """Codes joined, each run of blank cells (None) as letters from ``first`` (one blank) on."""
    out, blank = [], 0
    for code in codes + [""]:
        if code is None:
            blank += 1
            if blank == longest:
                out.append(chr(ord(first) + blank - 1))
                blank = 0
            continue
        if blank:
            out.append(chr(ord(first) + blank - 1))
            blank = 0
        out.append(code)
    return "".join(out)


def encode_number16(clues: list[Clue]) -> str:
    """The body for these clues (the inverse of ``decode_number16``)."""
    return runs([None if c is None else number16(c) for c in clues], 20, "g")


def decode_4cell(body: str, n: int) -> tuple[list[Clue], str]:
    """n cells' clues (0-4) from the body's start, and the rest of the body."""
    clues: list[Clue] = []
    i = 0
    while i < len(body) and len(clues) < n:
        ch = body[i]
        if ch in "01234":
            clues.append(int(ch))
        elif ch in "56789":
            clues += [int(ch) - 5, None]
        elif ch in "abcde":
            clues += [int(ch, 16) - 10, None, None]
        elif ch == ".":
            clues.append(QUESTION)
        elif "g" <= ch <= "z":
            clues.extend([None] * (int(ch, 36) - 15))
        else:
            raise ValueError(f"The URL has a stray character {ch!r}")
        i += 1
    if len([c for c in clues[n:] if c is not None]):
        raise ValueError("The URL has more cells than its grid")
    return (clues + [None] * n)[:n], body[i:]


def encode_4cell(clues: list[Clue]) -> str:
    """The body for clues 0-4 (the inverse of ``decode_4cell``), folding blanks after a clue in as pzprjs does."""
    codes: list[str | None] = []
    i = 0
    while i < len(clues):
        clue = clues[i]
        if clue is None:
            codes.append(None)
        elif clue == QUESTION:
            codes.append(".")
        else:
            if not 0 <= clue <= 4:
                raise ValueError(f"A clue of {clue} does not fit this genre's URL")
            if i + 1 < len(clues) and clues[i + 1] is not None:
                gap = 0
            elif i + 2 < len(clues) and clues[i + 2] is not None:
                gap = 1
            else:  # two blanks folded in, even past the grid's end, as pzprjs writes it
                gap = 2
            codes.append(format(clue + 5 * gap, "x"))
            i += gap
        i += 1
    return runs(codes, 20, "g")
