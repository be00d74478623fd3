"""lz-string, the compression f-puzzles and SudokuPad put in their links, both ways, in plain Python.

lz-string (Pieroxy's JavaScript library) is LZW over the string's UTF-16 code units, written as
a stream of bits packed into characters of a URL-friendly alphabet: six bits a character for
``compressToBase64`` (``A-Z a-z 0-9 + /``, padded with ``=`` to a multiple of four) and for
``compressToEncodedURIComponent`` (the same with ``-`` for ``/`` and ``$`` in place of padding).

>>> text = '{"size":9,"grid":[]}'
>>> packed = compress_base64(text)
>>> decompress_base64(packed) == text
True
>>> decompress_uri(compress_uri("abababab"))
'abababab'
>>> decompress_base64("N4Ig")
Traceback (most recent call last):
ValueError: The compressed text is cut short: its end marker is missing

The stream: each code is written low bit first in as many bits as the dictionary's size needs
(``bits``, from 2 when writing, 3 after the first code when reading). Codes 0 and 1 bring a new
character (8 or 16 bits follow), 2 ends the stream, and 3 upwards name dictionary entries, each
entry being an earlier entry plus the first character of the next. The width grows by one bit
each time the dictionary doubles (``enlarge`` counts down to that moment).

Glossary: a unit is a UTF-16 code unit (an int below 65536), a code a number in the stream,
``w`` the phrase being matched, ``entry`` the phrase a code stands for.
"""

BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
URI = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-"
CHAR_BITS = 6  # bits carried by one character of either alphabet


# ---------------------------------------------------------------- writing


def compress_base64(text: str) -> str:
    """lz-string's ``compressToBase64``: the characters, padded with ``=`` to a multiple of four."""
    out = _compress(_units(text), BASE64)
    return out + "=" * (-len(out) % 4)


def compress_uri(text: str) -> str:
    """lz-string's ``compressToEncodedURIComponent`` (no padding)."""
    return _compress(_units(text), URI)


def _units(text: str) -> list[int]:
    """The UTF-16 code units JavaScript sees in the string (worked out here: the browser's Python
    ships without the UTF-16 codec)."""
    units = []
    for ch in text:
        code = ord(ch)
        if code < 0x10000:
            units.append(code)
        else:
            code -= 0x10000
            units += [0xD800 | code >> 10, 0xDC00 | code & 0x3FF]
    return units


class _BitWriter:
    def __init__(self, alphabet: str) -> None:
        self.alphabet, self.chars, self.value, self.count = alphabet, [], 0, 0

    def write(self, code: int, bits: int) -> None:
        for _ in range(bits):
            self.value = self.value << 1 | code & 1
            code >>= 1
            self.count += 1
            if self.count == CHAR_BITS:
                self.chars.append(self.alphabet[self.value])
                self.value = self.count = 0

    def text(self) -> str:
        # lz-string always ends with one more character, zeros filling its unused low bits (a whole
        # character of them when the stream ended on a boundary)
        self.chars.append(self.alphabet[self.value << (CHAR_BITS - self.count)])
        return "".join(self.chars)


def _compress(units: list[int], alphabet: str) -> str:
    out = _BitWriter(alphabet)
    dictionary: dict[tuple[int, ...], int] = {}
    fresh: set[tuple[int, ...]] = set()  # single units in the dictionary but not yet written out
    size, bits, enlarge = 3, 2, 2
    w: tuple[int, ...] = ()

    def emit(phrase: tuple[int, ...]) -> None:
        nonlocal bits, enlarge
        if phrase in fresh:
            unit = phrase[0]
            wide = unit >= 256
            out.write(1 if wide else 0, bits)
            out.write(unit, 16 if wide else 8)
            fresh.discard(phrase)
            enlarge -= 1
            if not enlarge:
                enlarge, bits = 1 << bits, bits + 1
        else:
            out.write(dictionary[phrase], bits)
        enlarge -= 1
        if not enlarge:
            enlarge, bits = 1 << bits, bits + 1

    for unit in units:
        c = (unit,)
        if c not in dictionary:
            dictionary[c] = size
            size += 1
            fresh.add(c)
        wc = w + c
        if wc in dictionary:
            w = wc
            continue
        emit(w)
        dictionary[wc] = size
        size += 1
        w = c
    if w:
        emit(w)
    out.write(2, bits)
    return out.text()


# ---------------------------------------------------------------- reading


def decompress_base64(text: str) -> str:
    """lz-string's ``decompressFromBase64``; a space is read as the ``+`` a form may have turned into one."""
    return _decompress(text.strip().rstrip("=").replace(" ", "+"), BASE64)


def decompress_uri(text: str) -> str:
    """lz-string's ``decompressFromEncodedURIComponent``."""
    return _decompress(text.strip().replace(" ", "+"), URI)


class _BitReader:
    def __init__(self, text: str, alphabet: str) -> None:
        index = {ch: k for k, ch in enumerate(alphabet)}
        bad = next((ch for ch in text if ch not in index), None)
        if bad is not None:
            shown = repr(bad) if bad.isprintable() else "an unprintable character"
            raise ValueError(f"The compressed text holds {shown}, which lz-string never writes")
        self.values = [index[ch] for ch in text]
        self.position = 0  # bits read so far

    def read(self, bits: int) -> int:
        code = 0
        for k in range(bits):
            char, bit = divmod(self.position, CHAR_BITS)
            if char >= len(self.values):
                raise ValueError("The compressed text is cut short: its end marker is missing")
            code |= (self.values[char] >> (CHAR_BITS - 1 - bit) & 1) << k
            self.position += 1
        return code


def _decompress(text: str, alphabet: str) -> str:
    if not text:
        raise ValueError("The compressed text is empty")
    data = _BitReader(text, alphabet)
    entries: list[list[int]] = [[], [], []]  # codes 0-2 are commands, not phrases
    bits, enlarge = 3, 4
    first = data.read(2)
    if first == 2:
        return ""
    if first not in (0, 1):
        raise ValueError("The compressed text does not start as lz-string does")
    w = [data.read(8 if first == 0 else 16)]
    entries.append(w)
    result = list(w)
    while True:
        code = data.read(bits)
        if code == 2:
            return _text(result)
        if code in (0, 1):
            entries.append([data.read(8 if code == 0 else 16)])
            code = len(entries) - 1
            enlarge -= 1
            if not enlarge:
                enlarge, bits = 1 << bits, bits + 1
        if 3 <= code < len(entries):
            entry = entries[code]
        elif code == len(entries):
            entry = w + w[:1]
        else:
            raise ValueError("The compressed text is not lz-string: it names a phrase it never made")
        result += entry
        entries.append(w + entry[:1])
        enlarge -= 1
        w = entry
        if not enlarge:
            enlarge, bits = 1 << bits, bits + 1


def _text(units: list[int]) -> str:
    """The string of UTF-16 code units: pairs of surrogates joined, a lone one kept as it is (as in JavaScript)."""
    chars, k = [], 0
    while k < len(units):
        unit = units[k]
        if 0xD800 <= unit < 0xDC00 and k + 1 < len(units) and 0xDC00 <= units[k + 1] < 0xE000:
            chars.append(chr(0x10000 + ((unit - 0xD800) << 10) + units[k + 1] - 0xDC00))
            k += 2
        else:
            chars.append(chr(unit))
            k += 1
    return "".join(chars)
