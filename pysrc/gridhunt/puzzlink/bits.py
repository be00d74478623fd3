"""pzprjs's binary code: one flag a cell (or a wall), five to a base-32 digit, the first in the highest bit.

Barns' and Icebarn's icy cells are written so, and the walls of ``borders.py`` too.

>>> flags, rest = decode_bits("06ec080000100", 25)
>>> "".join("#" if x else "." for x in flags), rest
('.......##..###..##.......', '80000100')
>>> encode_bits(flags)
'06ec0'
"""

DIGITS = "0123456789abcdefghijklmnopqrstuv"


def decode_bits(body: str, n: int, what: str = "icy cells") -> tuple[list[bool], str]:
    """n flags from the body's start, and the rest of the body; ``what`` names them in the sentence."""
    count = (n + 4) // 5
    digits = body[:count]
    if len(digits) < count or any(ch not in DIGITS for ch in digits):
        raise ValueError(f"The URL's {what} are cut short or garbled")
    flags = [bool(int(ch, 32) >> (4 - k) & 1) for ch in digits for k in range(5)]
    return flags[:n], body[count:]


def encode_bits(flags: list[bool]) -> str:
    """The code of the flags (the inverse of ``decode_bits``)."""
    out = []
    for k in range(0, len(flags), 5):
        chunk = list(flags[k : k + 5])
        out.append(DIGITS[sum(1 << (4 - j) for j, on in enumerate(chunk) if on)])
    return "".join(out)
