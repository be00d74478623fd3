"""Links people paste: which tool made one, which game it names, and the puzzle text it carries.

>>> cut("https://example.org/hunt/tools/sudoku/#0040060790")
Link(tool='gridhunt', game='sudoku', body='0040060790', site='Gridhunt')
>>> cut("https://puzz.link/p?sudoku/4/4/g1k23k3g")
Link(tool='pzpr', game='sudoku', body='4/4/g1k23k3g', site='puzz.link')
>>> cut("8x8:d9s5c6zgAa,1,4") is None
True

Recognised (a link may be percent-encoded, wrapped in <> or quotes):

- Gridhunt's own pages from any host and sub-path, ``https://HOST/any/path/KIND/#SHARE``
  (``KIND/index.html#`` too), the page the genres share, ``.../genres/#URL`` (its fragment is a
  genre's puzz.link URL; a genre's id in its place is read the same), and the fragment alone, ``#SHARE``;
- Simon Tatham's puzzles, ``.../puzzles/js/GAME.html#ID`` (any mirror: the page name says the game);
- pzprjs's hosts: puzz.link, pzv.jp, pzprxs.vercel.app, pzplus.tck.mn and its first home
  indi.s58.xrea.com, ``https://puzz.link/p?PID/COLS/ROWS/BODY`` (``p.html?``, ``PID_edit``,
  ``?type=editor&`` and other ``NAME=VALUE&`` options first, a trailing ``/``, a messenger's ``&fbclid=``), and the old
  applet's ``http://indi.s58.xrea.com/PID/sa/q.html?FLAG/COLS/ROWS/BODY``, and a whole pzprv3 file
  in a link (``?pzprv3/GENRE/ROWS/COLS/...``: tool ``pzprv3``, its body the file); puzz.link's
  database pages are refused with a sentence;
- SudokuWiki, ``https://www.sudokuwiki.org/sudoku.htm?bd=BOARD``;
- penpa-edit on any host (``.../penpa-edit/#m=solve&p=...``, the older ``?m=solve&p=...``): the
  body is its ``name=value`` part, read by ``penpa``;
- f-puzzles, ``https://f-puzzles.com/?load=LZSTRING``;
- SudokuPad, ``https://sudokupad.app/PUZZLE`` (and ``/sudoku/PUZZLE``, ``?puzzleid=PUZZLE``, Cracking the
  Cryptic's ``https://app.crackingthecryptic.com/sudoku/PUZZLE``): the body is the puzzle or its short id.

Anything else that looks like a web address is refused with a sentence saying so, never read
as a puzzle. Which kind reads which tool's game is the business of ``paste``.
"""

import re
from dataclasses import dataclass
from urllib.parse import unquote

from .puzzles import KINDS
from .puzzlink.url import ALIASES

# Gridhunt's pages: a kind's own, or the page several kinds share (a genre's PAGE, "genres").
PAGES = set(KINDS) | {kind.PAGE for kind in KINDS.values() if hasattr(kind, "PAGE")}

TATHAM_GAMES = (
    "blackbox bridges cube dominosa fifteen filling flip flood galaxies guess inertia keen lightup loopy "
    "magnets map mines mosaic net netslide palisade pattern pearl pegs range rect samegame signpost singles "
    "sixteen slant solo tents towers tracks twiddle undead unequal unruly untangle"
).split()
SUDOKUPAD_HOSTS = ("sudokupad.app", "beta.sudokupad.app", "app.crackingthecryptic.com")  # "www." is cut off before
PZPR_HOSTS = ("puzz.link", "pzv.jp", "pzprxs.vercel.app", "pzplus.tck.mn", "indi.s58.xrea.com")
PZPR_SUFFIXES = ("_edit", "_test", "_play")
PZPR_OPTION = re.compile(r"^\w+=\w*&")  # pzprjs skips "type=editor&" and the like before the puzzle id
# What a messenger or a mail adds to a link it passes on ("&fbclid=..."): no pzprjs body holds '&'.
TRACKING = re.compile(r"(?:&(?:fbclid|gclid|mc_eid|si|utm_\w+)=[^&]*)+$", re.IGNORECASE)
# The old applet's link (indi.s58.xrea.com/lits/sa/q.html?c/4/4/...): its flag before the size.
# pzprjs's Encode: for LITS (and Creek, Gokigen) the applet's "c" code is v3's plain one, and
# the applet without "c" is v3's "d" (the old code); other genres' flags mean the same in both.
APPLET_PATH = re.compile(r"^([a-z0-9]+)/s[ac]/", re.IGNORECASE)
APPLET_OLD_CODE = ("lits",)
# A game ID written after its game's name ("lightup:7x7:b1f2..."), as the collection's own tools
# and many hunt pages write one: read as the game's link (its name tells the game, as a link does).
NAMED_TATHAM_ID = re.compile(r"^([a-z]+):(\d+(?:x\d+)?[a-z0-9.]*[:#]\S*)$", re.IGNORECASE)
URL_START = re.compile(r"^(?:[a-z][a-z0-9+.-]*:/+|www\.|(?:[a-z0-9-]+(?:\.[a-z0-9-]+)+|localhost)(?::\d+)?/)", re.IGNORECASE)
NOT_READ = (
    "This looks like a link, but not one Gridhunt reads: paste a link to a Gridhunt page, "
    "a Tatham puzzle, puzz.link (or pzv.jp, pzprxs, pzplus), penpa-edit, SudokuWiki, f-puzzles or SudokuPad, "
    "or the puzzle itself"
)


@dataclass(frozen=True)
class Link:
    tool: str  # "gridhunt", "tatham", "pzpr", "pzprv3" (a file in a puzz.link link), "sudokuwiki", "penpa", "fpuzzles" or "sudokupad"
    game: str  # a Gridhunt page (a kind id, "genres"; "" for a bare fragment), a Tatham game, a pzprjs puzzle id, or "sudoku"
    body: str  # the puzzle's text inside the link, percent-decoding done
    site: str  # what people call the tool: "Gridhunt", "Tatham's puzzles", "puzz.link", "pzv.jp", "SudokuWiki"


def cut(text: str) -> Link | None:
    """The link in ``text``, or None when it is no link; ValueError for a link Gridhunt cannot read."""
    text = _unwrapped(text)
    if text.startswith("#") and "\n" not in text:  # several lines: a picture with a comment line
        return Link("gridhunt", "", _decoded(text[1:]), "Gridhunt")
    if re.match(r"^https?%3a", text, re.IGNORECASE) or ("#" not in text and "%23" in text and "pzprv3" not in text):
        text = unquote(text)
    named = NAMED_TATHAM_ID.match(text)
    if named and named.group(1).lower() in TATHAM_GAMES:
        return Link("tatham", named.group(1).lower(), _decoded(named.group(2)), "Tatham's puzzles")
    if not URL_START.match(text) or "\n" in text:
        return None
    address, hash_mark, fragment = text.partition("#")
    address, question, query = address.partition("?")
    host, _, path = re.sub(r"^[a-z][a-z0-9+.-]*:/+", "", address, flags=re.IGNORECASE).partition("/")
    host = host.lower().split("@")[-1].split(":")[0].removeprefix("www.")
    segments = [s for s in path.split("/") if s]
    page = segments[-1].lower() if segments else ""
    if "penpa" in host or "penpa" in path.lower():
        body = fragment if re.search(r"(?:^|&)p=", fragment) else query
        if not re.search(r"(?:^|&)p=", body):
            raise ValueError("This penpa-edit link holds no puzzle (no 'p=' part): copy the puzzle's own link")
        inner = re.search(r"(?:^|&)p=(https?(?::|%3A)[^&]*)", body, re.IGNORECASE)
        if inner:  # penpa-edit opening another tool's link (p=https://puzz.link/...): that link is the puzzle
            return cut(unquote(inner.group(1)))
        return Link("penpa", "", body.strip(), "penpa-edit")
    if "sudokuwiki" in host or re.search(r"(?:^|&)bd=", query):
        return _sudokuwiki(query)
    if host.removeprefix("www.") == "f-puzzles.com":
        return _fpuzzles(query)
    if host in SUDOKUPAD_HOSTS:
        return _sudokupad(path, query)
    if host in PZPR_HOSTS or (question and re.match(r"^[a-z0-9]+(?:_[a-z]+)?(?:/|$)", query) and page in ("p", "p.html")):
        return _pzpr(query, host, path)
    game = page[: -len(".html")] if page.endswith(".html") else ""
    if game in TATHAM_GAMES:
        if not hash_mark or not fragment.strip():
            raise ValueError(f"This link opens Tatham's {game.capitalize()} but names no puzzle: copy the link with a game ID after '#'")
        return Link("tatham", game, _decoded(fragment), "Tatham's puzzles")
    if page in ("index.html", "index.htm"):
        segments, page = segments[:-1], segments[-2].lower() if len(segments) > 1 else ""
    if page in PAGES:
        if not hash_mark or not fragment.strip():
            raise ValueError(f"This link opens Gridhunt's {page} page but names no puzzle: the puzzle follows '#' in a copied link")
        return Link("gridhunt", page, _decoded(fragment), "Gridhunt")
    raise ValueError(NOT_READ)


def _unwrapped(text: str) -> str:
    text = text.strip()
    while len(text) > 1 and text[0] + text[-1] in ("<>", '""', "''", "()", "[]", "``"):
        text = text[1:-1].strip()
    return text


def _decoded(text: str) -> str:
    """Percent-decoding, once (a share string never holds '%')."""
    return unquote(text).strip() if "%" in text else text.strip()


def _pzpr(query: str, host: str, path: str = "") -> Link:
    site = host if host in PZPR_HOSTS else "puzz.link"
    query = TRACKING.sub("", _decoded(query))
    # pzprjs ends a URL whose body ends in anything but a letter or digit with '/', so what stands
    # after a last letter or digit is a sentence's ("see https://puzz.link/p?...3h.")
    query = re.sub(r"(?<=[A-Za-z0-9])[.,;:!?)\]}>'\"]+$", "", query)
    while PZPR_OPTION.match(query) and "/" in query:
        query = query[query.index("&") + 1 :]
    applet = APPLET_PATH.match(path)
    if applet:  # the old applet: the puzzle id is in the path, the query is [flag]/cols/rows/body
        pid, query = applet.group(1).lower(), query.lstrip("?")
        flag, _, rest = query.partition("/")
        if pid in APPLET_OLD_CODE:
            flag = "" if "c" in flag else "d"
        return Link("pzpr", pid, "/".join(filter(None, (flag, rest))), site)
    if re.match(r"^db(?:/|$)", path, re.IGNORECASE) or not query:
        raise ValueError(f"This is a {site} page, not a puzzle: open the puzzle there and copy its own link")
    pid, _, body = query.partition("/")
    pid = pid.lower()
    if pid == "v:" and body.startswith("pzprv"):
        raise ValueError(f"This {site} link holds a variant's pzprv3 file; Gridhunt reads no puzz.link variant")
    if re.match(r"^pzprv[\d.]*$", pid):  # a whole file in the link: its genre is its second line
        genre = body.partition("/")[0].lower()
        return Link("pzprv3", ALIASES.get(genre, genre), query, site)
    for suffix in PZPR_SUFFIXES:
        pid = pid.removesuffix(suffix)
    if not pid:
        raise ValueError(f"This {site} link names no puzzle: expected {site}/p?sudoku/9/9/...")
    return Link("pzpr", pid, body, site)


def _sudokuwiki(query: str) -> Link:
    match = re.search(r"(?:^|&)bd=([^&]*)", query)
    if not match or not match.group(1).strip():
        raise ValueError("This SudokuWiki link holds no board: expected ...sudoku.htm?bd= and the 81 cells")
    return Link("sudokuwiki", "sudoku", _decoded(match.group(1)), "SudokuWiki")


def _fpuzzles(query: str) -> Link:
    match = re.search(r"(?:^|&)load=([^&]*)", query)
    if not match or not match.group(1).strip():
        raise ValueError("This f-puzzles link holds no puzzle: expected f-puzzles.com/?load= and the puzzle")
    return Link("fpuzzles", "sudoku", _decoded(match.group(1)), "f-puzzles")


def _sudokupad(path: str, query: str) -> Link:
    match = re.search(r"(?:^|&)puzzleid=([^&]*)", query)
    body = match.group(1) if match else re.sub(r"^(?:sudoku/)+", "", path.strip("/"), flags=re.IGNORECASE)
    if not body.strip():
        raise ValueError("This SudokuPad link names no puzzle: copy the link SudokuPad's Share gives")
    return Link("sudokupad", "sudoku", _decoded(body), "SudokuPad")
