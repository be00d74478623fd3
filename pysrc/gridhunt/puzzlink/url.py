"""puzz.link URLs: ``https://puzz.link/p?<genre>/[<flag>/]<cols>/<rows>/<body>``.

>>> link = parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
>>> link.genre, link.cols, link.rows, link.body
('nurikabe', 5, 5, 'g5k2o1k3g')
>>> parse("pzv.jp/p.html?akari/6/6/nekcakbl").genre
'lightup'
>>> build("slither", 5, 5, "cbcbcddad")
'https://puzz.link/p?slither/5/5/cbcbcddad'

Options a genre has go in the body after the size (Star Battle: ``6/6/1/...``, one star);
pzprjs's flags stand before the size. The genre is pzprjs's own name for it; the other names puzz.link accepts are read as it.
"""

import re
from dataclasses import dataclass

SITE = "https://puzz.link/p?"
MAX_SIDE = 100

# Other names pzprjs accepts in a URL for the genres read here, and the one it means.
ALIASES = {
    "akari": "lightup", "bijutsukan": "lightup", "slitherlink": "slither", "masyu": "mashu", "pearl": "mashu",
    "yajirin": "yajilin", "heyawacky": "heyawake", "numberlink": "numlin", "hitorinishitekure": "hitori",
    "fillomino01": "fillomino",
}
ALIASES.update({"building": "skyscrapers", "skyscraper": "skyscrapers"})
ALIASES.update({"hashikake": "hashi", "bridges": "hashi"})  # puzz.link writes Hashiwokakero as hashi


@dataclass(frozen=True)
class Link:
    genre: str
    cols: int
    rows: int
    body: str
    flags: tuple[str, ...] = ()  # what stood between the genre and the size (pzprjs's pflag)


def genre_of(text: str) -> str | None:
    """pzprjs's name of the genre a puzz.link URL names, or None when the text is no such URL."""
    match = re.match(r"\s*(?:https?://)?(?:puzz\.link/p|pzv\.jp/p(?:\.html)?|[\w.-]+/p(?:\.html)?)\?([\w-]+)/", text)
    if not match:
        return None
    return ALIASES.get(match.group(1).lower(), match.group(1).lower())


def parse(text: str) -> Link:
    """The parts of a puzz.link URL (or of its query alone, ``nurikabe/5/5/...``)."""
    if not isinstance(text, str):
        raise ValueError("Expected the puzzle as text (a puzz.link URL)")
    text = text.strip()
    if any(ch.isspace() for ch in text):
        raise ValueError("A puzz.link URL holds no spaces or line breaks: copy it again in one piece")
    query = text.split("?", 1)[1] if "?" in text else text
    parts = query.split("/")
    if len(parts) < 3 or not re.fullmatch(r"[\w-]+", parts[0]):
        raise ValueError("This is not a puzz.link URL (expected p?genre/cols/rows/...)")
    genre = ALIASES.get(parts[0].lower(), parts[0].lower())
    rest = parts[1:]
    if rest and rest[0].startswith("v:"):  # pzprjs's variant marker: no genre read here has variants
        raise ValueError("This puzz.link variant is not supported")
    flags = []
    while rest and not rest[0].isdigit():
        flags.append(rest.pop(0))
    if len(rest) < 2 or not (rest[0].isdigit() and rest[1].isdigit()):
        raise ValueError("The URL does not give the grid's size as cols/rows")
    cols, rows = int(rest[0]), int(rest[1])
    if not (1 <= cols <= MAX_SIDE and 1 <= rows <= MAX_SIDE):
        raise ValueError(f"The grid must be 1 to {MAX_SIDE} cells a side")
    body = "/".join(rest[2:]).rstrip("/")
    return Link(genre, cols, rows, body, tuple(flags))


def build(genre: str, cols: int, rows: int, body: str, flags: tuple[str, ...] = ()) -> str:
    """The puzz.link URL of a puzzle (the flags stand before the size)."""
    return SITE + "/".join([genre, *flags, str(cols), str(rows)] + ([body] if body else []))


def model_grid(data, name: str, key: str, what: str) -> tuple[int, int, list]:
    """A genre's model's size and its list ``key`` of one value a cell, checked (``what``: the values, for the sentence).

    ``name`` is the genre with its article ("An Akari"); ValueError with a sentence when the
    model is not a JSON object, its size is not 1 to MAX_SIDE a side, or the list is not w * h long.
    """
    if not isinstance(data, dict):
        raise ValueError(f"{name} model is a JSON object")
    w, h, values = data.get("w"), data.get("h"), data.get(key)
    if not (type(w) is int and type(h) is int and 1 <= w <= MAX_SIDE and 1 <= h <= MAX_SIDE):
        raise ValueError(f"The grid must be 1 to {MAX_SIDE} cells a side")
    if not isinstance(values, list) or len(values) != w * h:
        raise ValueError(f"The model needs {w * h} {what}")
    return w, h, values


def model_edges(data: dict, w: int, h: int, what: str) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """A genre's model's ``beside`` and ``below`` lists (an ``edges`` layer: 1 or 0 between side-by-side and
    between stacked cells; a list left out is all 0), checked (``what``: the edges, for the sentence)."""
    found = []
    for key, count in (("beside", (w - 1) * h), ("below", w * (h - 1))):
        given = data.get(key, [0] * count)
        if not isinstance(given, list) or len(given) != count or any(x not in (0, 1) or type(x) is not int for x in given):
            raise ValueError(f"The model's '{key}' {what} are {count} values 0 or 1")
        found.append(tuple(x == 1 for x in given))
    return found[0], found[1]
