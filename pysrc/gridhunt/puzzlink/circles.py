"""pzprjs's circle code: three cells to a base-27 digit, each 0 (none), 1 or 2 (Masyu's pearls, Moon or Sun's marks).

>>> decode_circles("1063000i3000", 36)[0][:9]
[0, 0, 1, 0, 0, 0, 0, 2, 0]
>>> encode_circles(decode_circles("1063000i3000", 36)[0])
'1063000i3000'
"""

DIGITS = "0123456789abcdefghijklmnopq"


def decode_circles(body: str, n: int) -> tuple[list[int], str]:
    """n cells' values from the body's start, and the rest of the body."""
    digits = body[: (n + 2) // 3]
    bad = next((ch for ch in digits if ch not in DIGITS), None)
    if bad is not None:
        raise ValueError(f"The URL has a stray character {bad!r}")
    values = [int(ch, 27) // k % 3 for ch in digits for k in (9, 3, 1)]
    return (values + [0] * n)[:n], body[len(digits) :]


def encode_circles(values: list[int]) -> str:
    """The code of the values (the inverse of ``decode_circles``)."""
    cells = list(values) + [0] * (-len(values) % 3)
    return "".join(DIGITS[cells[k] * 9 + cells[k + 1] * 3 + cells[k + 2]] for k in range(0, len(cells), 3))
