"""The import layer: what a user pasted or typed, read for one kind, with what it was recognised as.

The page's ``parse`` and every request's ``puzzle`` go through ``read``, and so does each line or
picture of the command line, so a form works everywhere or nowhere.

>>> read("sudoku", "https://example.org/gridhunt/sudoku/#4003000020000104").recognised
'a Gridhunt link'
>>> read("sudoku", "https://example.org/gridhunt/tracks/#8x8:d9s5c6zgAa,1,4")
Traceback (most recent call last):
gridhunt.paste.Elsewhere: This is a Tracks link; open it on the Tracks page
>>> read("sudoku", "8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1")
Traceback (most recent call last):
gridhunt.paste.Elsewhere: This looks like a Tracks puzzle (a Tatham Tracks game ID); open it on the Tracks page
>>> genre_of("https://example.org/gridhunt/genres/#https://puzz.link/p?akari/6/6/nekcakbl")
'akari'
>>> read("sudoku", "Try this one: https://puzz.link/p?sudoku/4/4/g1k23k3g.").recognised
'a puzz.link Sudoku URL'

A link is cut by ``links.cut``; our own links carry the share string after ``#`` (read as if
typed; the genres page's links carry a genre's puzz.link URL, read as if pasted); other tools'
links go to the kind whose importer lists them in its ``LINKS`` (``(tool, game) -> reader``).
Plain text goes to the kind's importer ``read``. A text that is no puzzle as a whole but holds one
link among other words (a chat message, Markdown, a link a sentence's full stop follows) is read as
that link (``_or_the_link_inside``). Each importer module (``puzzles/<kind>/imports.py``,
shown on the kind's face as ``imports``) also says what the puzzle is in other tools' forms
(``exports``). A kind without one reads its share string only.

The genres page shows every kind whose ``PAGE`` is ``"genres"``; ``genre_of`` finds which of
them a pasted text belongs to (its link, or a text picture's header: ``Nurikabe:``), so that page
needs no list of its own. A genre's picture without a header names no genre (it reads as any of
them: ``Reading.kindless``), so it is read only where the genre is chosen, never guessed.
"""

import re
from dataclasses import replace

from . import fields, penpa, penpa_genres, tatham
from .links import cut
from .puzzlink.picture import is_picture
from .puzzles import KINDS
from .puzzlink import files
from .reading import Reading


class ShareStringOnly:
    """The importer of a kind that has no ``imports`` module: its share string, nothing else."""

    LINKS: dict = {}
    FORMS: tuple = ()
    BLANK_LINES_INSIDE = False

    def __init__(self, kind):
        self.kind = kind

    def read(self, text: str) -> Reading:
        return Reading(self.kind.decode(text), "a share string")

    def exports(self, puzzle) -> list[dict]:
        return []


class Elsewhere(ValueError):
    """Text another of Gridhunt's pages reads: the sentence that says so, and ``page``, that page's id
    (the api's reply carries it, so the page offers to open the text there). Made by ``elsewhere``, it
    also keeps what the text is (``what``: "This is a Tracks link") and whose it is (``kind``), for the
    command line to say where to solve it its own way."""

    def __init__(self, sentence: str, page: str, what: str | None = None, kind: str | None = None) -> None:
        super().__init__(sentence)
        self.page, self.what, self.kind = page, what, kind


def elsewhere(what: str, kind_id: str) -> Elsewhere:
    """The error for text of another kind: what it is, then where to open it.

    >>> str(elsewhere("This is a Tracks link", "tracks"))
    'This is a Tracks link; open it on the Tracks page'
    """
    return Elsewhere(f"{what}; {where(kind_id)}", page_of(kind_id), what, kind_id)


class WhichGenre(Elsewhere):
    """A penpa-edit board that names no genre: the sentence asking which, the genres its clues fit
    (``genres``, kind ids) and the board as read (``board``, drawn as a genre's board is), for the
    genres page to show and offer the choice."""

    def __init__(self, board) -> None:
        self.genres = penpa_genres.fitting(board)
        self.board = penpa_genres.drawing(board)
        names = " or ".join(KINDS[genre].NAME for genre in self.genres)
        super().__init__(f"This penpa-edit board names no genre; it fits {names}: choose one (on the Genres page, "
                         f"or on the command line: gridhunt solve {self.genres[0]} LINK)", GENRES_PAGE)


GENRES_PAGE = "genres"
SHARED_PAGES = {GENRES_PAGE: "Genres"}  # the pages several kinds share, by the name people see
GENRES = [kind_id for kind_id, kind in KINDS.items() if getattr(kind, "PAGE", kind_id) == GENRES_PAGE]
IMPORTERS = {kind_id: getattr(kind, "imports", None) or ShareStringOnly(kind) for kind_id, kind in KINDS.items()}
PLAIN_READERS = {kind_id: importer.read_plain for kind_id, importer in IMPORTERS.items() if hasattr(importer, "read_plain")}
TOOL_GAMES = {  # how people call another tool's game, for sentences
    ("tatham", "solo"): "Tatham Solo", ("tatham", "tracks"): "Tatham Tracks", ("tatham", "fifteen"): "Tatham Fifteen",
    ("pzpr", "sudoku"): "puzz.link Sudoku", ("sudokuwiki", "sudoku"): "SudokuWiki",
}
DIFFERENT_GAMES = {
    ("tatham", "sixteen"): "in Sixteen whole rows and columns slide; Gridhunt's Sliding tiles page solves Fifteen",
    ("tatham", "netslide"): "Netslide slides rows of a network; Gridhunt solves Fifteen-style sliding tiles",
}


# A link among other words (at the text's start, after a space or an opening bracket or quote; not
# a link inside another's fragment), and what may stick to its end there: a full stop, a bracket.
LINK_INSIDE = re.compile(r"(?<![^\s(<\[\"'`])(?:https?://|www\.)\S+", re.IGNORECASE)
STUCK_TO_A_LINK = ".,;:!?)]}>'\""
# A piece of a link broken over lines: the characters of links' puzzle parts, and not a link itself.
LINK_PIECE = re.compile(r"(?!https?:|www\.)[A-Za-z0-9._~+\-/%=&?#:$]+", re.IGNORECASE)


def _or_the_link_inside(read_text, text):
    """``read_text(text)``; when that fails and the text holds one link (a chat message that says
    "try this: https://...", ``[name](https://...)``, a link a full stop follows), ``read_text`` of
    that link instead: its reading, or its own sentence, which is about what the user meant to paste;
    with several links, a sentence asking for one. Only what fails as a whole is looked into, so no
    text read before reads otherwise now, but for a link broken over lines (``_rejoined``)."""
    joined = _rejoined(text)
    if joined is not None:
        try:
            return read_text(joined)
        except ValueError:
            pass  # its pieces were not one link after all: read as before
    try:
        return read_text(text)
    except ValueError as error:
        links = LINK_INSIDE.findall(text) if isinstance(text, str) else []
        if len(links) > 1:
            raise ValueError(f"The text holds {len(links)} links: paste just the puzzle's") from None
        if not links:
            raise
        errors = [error] if links[0] == text.strip() else []
        for link in _unstuck(links[0]):
            if link == text.strip():
                continue
            try:
                return read_text(link)
            except ValueError as link_error:
                errors.append(link_error)
        raise errors[0] from None


def _rejoined(text) -> str | None:
    """A link a PDF, a mail or a chat broke over lines (or spaces) joined again, when the text is a
    link and nothing but pieces of one after it; else None. Read alone, its first line is a puzzle
    cut short, with no word of what was left out.

    >>> _rejoined("https://puzz.link/p?nurikabe/5/5/g5k2\\no1k3g")
    'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g'
    >>> _rejoined("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g nice one!") is None
    True
    """
    words = text.split() if isinstance(text, str) else []
    if len(words) < 2:
        return None
    first, *pieces = words
    if not LINK_INSIDE.fullmatch(first) or not all(LINK_PIECE.fullmatch(p) for p in pieces):
        return None
    return first + "".join(pieces)


def _unstuck(link: str):
    """The link, then without one, two or three of the characters a sentence may have stuck to its
    end ("...)."; one at a time: a share string may end in one itself, a Sudoku's '.' an empty cell)."""
    yield link
    for _ in range(3):
        if link[-1] not in STUCK_TO_A_LINK:
            return
        link = link[:-1]
        yield link


def read(kind_id: str, text) -> Reading:
    """The puzzle in ``text`` for this kind; ValueError with one sentence when it cannot be read.

    A kind's quick reader of plain lines (``read_plain``) goes first: a batch of thousands of
    Sudoku lines on the command line would otherwise spend longer reading than solving.
    """
    quick = PLAIN_READERS.get(kind_id)
    reading = quick(text) if quick and isinstance(text, str) else None
    return reading or _or_the_link_inside(lambda t: _read(kind_id, t), text)


def _read(kind_id: str, text) -> Reading:
    if not isinstance(text, str):
        raise ValueError("Expected the puzzle as text")
    if not text.strip():
        raise ValueError("Nothing to read: paste a puzzle, its share string or a link")
    importer = IMPORTERS[kind_id]
    link = cut(text)
    if link is not None and link.tool == "gridhunt" and not link.game and kind_id in GENRES and is_picture(text):
        link = None  # a genre's picture whose first cell is '#' (a wall, a black pearl), not a link's #fragment
    if link is None:
        try:
            return importer.read(text)
        except ValueError:
            other = _other_kind(kind_id, text)
            if other:
                raise other from None
            raise  # its own sentence (and the cells it is about, if any)
    if link.tool == "gridhunt":
        if link.game and link.game not in (kind_id, page_of(kind_id)):
            raise _link_elsewhere_error(link.game)
        if not link.body:
            raise ValueError("The link's '#' is followed by nothing: copy the whole link again")
        # the shared page's fragment is a genre's own link, read as if pasted
        reading = _read(kind_id, link.body) if link.game in SHARED_PAGES else importer.read(link.body)
        return replace(reading, recognised="a Gridhunt link" if link.game else "a link's #fragment")
    if link.tool == "penpa":
        return _read_penpa(kind_id, link)
    if link.tool == "pzprv3":
        return _read_pzprv3(kind_id, link)
    reader = importer.LINKS.get((link.tool, link.game))
    if reader:
        return reader(link)
    raise _elsewhere_error(link)


def _pzprv3_kind(link) -> str:
    """The genre of a pzprv3 file in a puzz.link link (its second line names it)."""
    owner = next((kind_id for kind_id in GENRES if link.game in KINDS[kind_id].PUZZLINK), None)
    if owner is None:
        raise ValueError(f"This {link.site} link holds a pzprv3 file of a '{fields.quoted(link.game, 20)}' puzzle, a genre Gridhunt does not read")
    return owner


def _read_pzprv3(kind_id: str, link) -> Reading:
    owner = _pzprv3_kind(link)
    if owner != kind_id:
        raise elsewhere(f"This is a {link.site} {KINDS[owner].NAME} file link", owner)
    kind = KINDS[kind_id]
    if getattr(kind, "EDITOR", None) is None:
        raise ValueError(f"A {kind.NAME} puzzle in a pzprv3 file is not read here: on puzz.link, use File > Export URL and paste that link")
    model = files.question(link.game, link.body, kind.EDITOR, getattr(kind, "PZPRV3", None))
    return Reading(kind.from_model(model), f"a {link.site} {kind.NAME} link holding a pzprv3 file")


def _penpa_kind(link) -> str:
    """The kind a penpa-edit link opens on: its genre tag's, or a classic Sudoku's; WhichGenre when
    it names none and some genre fits its clues, a sentence when none does."""
    board = penpa.read(link.body)
    kind_id = penpa_genres.genre_of_tags(board)
    if kind_id:
        return kind_id
    fits = penpa_genres.fitting(board)
    if len(fits) == 1 and penpa_genres.opens_alone(fits[0]):  # no question to ask
        return fits[0]
    if not fits:
        clues = ", ".join(sorted(penpa_genres.LAYER_NAMES.get(x) or board.unread.get(x, x) for x in board.layers()))
        raise ValueError(f"This penpa-edit board ({board.w}x{board.h}, {clues or 'empty'}) fits none of the genres Gridhunt solves")
    raise WhichGenre(board)


def _read_penpa(kind_id: str, link) -> Reading:
    """A penpa-edit link read as this kind (a genre, or Sudoku): its tag's genre must be this one;
    a board without a tag is read as the genre the user chose."""
    board = penpa.read(link.body)
    tagged = penpa_genres.genre_of_tags(board)
    if tagged and tagged != kind_id:
        raise elsewhere(f"This is a penpa-edit {KINDS[tagged].NAME} puzzle", tagged)
    if not penpa_genres.reads(kind_id):
        raise Elsewhere("This is a penpa-edit link; Gridhunt reads penpa's square grids as its genres "
                        "(on the Genres page) and as Sudoku", GENRES_PAGE)
    kind = KINDS[kind_id]
    if penpa_genres.not_read(kind_id):
        raise ValueError(penpa_genres.not_read(kind_id))
    extra = penpa_genres.not_held(kind_id, board)
    if extra:
        variant = " (a variant Sudoku), which Gridhunt does not read from penpa-edit yet" if kind_id == "sudoku" else ""
        listed = ", ".join(extra[:-1]) + " and " + extra[-1] if len(extra) > 1 else extra[0]
        raise ValueError(f"This penpa-edit board has {listed}{variant or f', which {kind.NAME} has no place for'}")
    model = penpa_genres.model(kind_id, board)
    puzzle = kind.decode(model) if isinstance(model, str) else kind.from_model(model)
    why = (" (its genre tag)" if penpa_genres.tags_of(board) else " (penpa's Sudoku grid)" if tagged
           else " (no genre tag; the one genre its clues fit)" if penpa_genres.fitting(board) == [kind_id] else "")
    return Reading(puzzle, f"a penpa-edit {kind.NAME} link{why}")


def _other_kind(kind_id: str, text: str) -> Elsewhere | None:
    """When this kind cannot read the text and another kind can, the error that says whose it is."""
    for other, importer in IMPORTERS.items():
        if other == kind_id:
            continue
        try:
            reading = importer.read(text)
        except (ValueError, RecursionError):
            continue
        if reading.kindless:  # a picture that names no genre reads as many: it is nobody's in particular
            continue
        return elsewhere(f"This looks like a {KINDS[other].NAME} puzzle ({reading.recognised})", other)
    return None


def page_of(kind_id: str) -> str:
    """The page that shows a kind: its own (its id), or the page it shares (a genre's ``"genres"``)."""
    return getattr(KINDS[kind_id], "PAGE", kind_id)


def page_name(page: str) -> str:
    """A page's name as people see it: its kind's name, or a shared page's."""
    return SHARED_PAGES.get(page) or KINDS[page].NAME


def _link_elsewhere_error(page: str) -> ValueError:
    """The error for a link to another of Gridhunt's pages (a kind's id or a shared page's)."""
    if page in SHARED_PAGES:
        return Elsewhere(f"This is a link to the {SHARED_PAGES[page]} page; open it there", page)
    return elsewhere(f"This is a {KINDS[page].NAME} link", page)


def where(kind_id: str) -> str:
    """Where the user can solve a kind: the page that shows it."""
    return f"open it on the {page_name(page_of(kind_id))} page"


def genre_of(text, chosen=None) -> str:
    """The genre (a kind on the genres page) that a pasted text names; ValueError with a sentence if none.

    A puzz.link or pzv.jp URL names it, and so does its part after ``?`` alone and a link to
    the genres page; whether the rest of the text is a good puzzle is ``read``'s business. ``chosen``
    (the genre chosen on the page) reads a text picture whose header names no genre.
    """
    if chosen in GENRES and IMPORTERS[chosen].is_picture(text) and not IMPORTERS[chosen].names_other(text):
        return chosen  # a picture that names no genre (or this one) is the genre chosen on the page
    return _or_the_link_inside(_genre_of, text)


def _genre_of(text) -> str:
    if not isinstance(text, str):
        raise ValueError("Expected the puzzle as text")
    if not text.strip():
        raise ValueError("Nothing to read: paste a puzz.link URL")
    link = cut(text)
    if link is None:
        named = next((k for k in GENRES if IMPORTERS[k].named_by(text)), None)
        if named:  # a text picture whose header names its genre ("Nurikabe:")
            return named
        tatham_kind = _tatham_kind(text)
        if tatham_kind in GENRES:
            return tatham_kind
        pid = text.strip().lstrip("?").partition("/")[0].lower()
        owner = next((k for k in GENRES if ("pzpr", pid.split("_")[0]) in IMPORTERS[k].LINKS), None)
        if owner:
            return owner
        other = _other_kind(GENRES_PAGE, text)
        picture = "; a text picture names its genre on its first line ('Nurikabe:')" if is_picture(text) else ""
        raise other or ValueError(f"Paste a puzz.link URL of one of the {len(GENRES)} genres Gridhunt reads "
                                  f"(the genres page and `gridhunt kinds` list them){picture}")
    if link.tool == "pzprv3":
        return _pzprv3_kind(link)
    if link.tool == "penpa":
        kind_id = _penpa_kind(link)
        if kind_id in GENRES:
            return kind_id
        _read_penpa(kind_id, link)  # a board its page cannot read either says why here
        raise elsewhere(f"This is a penpa-edit {KINDS[kind_id].NAME} puzzle", kind_id)
    if link.tool == "gridhunt":
        if link.game in ("", GENRES_PAGE) and link.body:
            return _genre_of(link.body)
        if link.game in GENRES:
            return link.game
        if not link.body:
            raise ValueError("The link's '#' is followed by nothing: copy the whole link again")
        raise _link_elsewhere_error(link.game)
    owner = next((k for k, importer in IMPORTERS.items() if (link.tool, link.game) in importer.LINKS), None)
    if owner in GENRES:
        return owner
    raise _elsewhere_error(link)


def identify(text) -> tuple[str, Reading]:
    """The kind that reads a text pasted where no kind is chosen yet (the home page's box), and its
    reading; ValueError with a sentence when no kind does.

    The reading is the one that kind's page gives the same text (``read``), which the home page then
    hands it: the two ways may part on nonsense around a link ("...#ripple a": the kind was found from
    the link inside, "...#ripple", but ``read`` joins the two words as a link broken over lines)."""
    kind_id, reading = _or_the_link_inside(_identify, text)
    try:
        return kind_id, read(kind_id, text)
    except ValueError:
        return kind_id, reading


def _identify(text) -> tuple[str, Reading]:
    if not isinstance(text, str):
        raise ValueError("Expected the puzzle as text")
    if not text.strip():
        raise ValueError("Nothing to read: paste a puzzle's link or text")
    link = cut(text)
    if link is None:
        try:
            tatham_kind, tatham_error = _tatham_kind(text), None
        except ValueError as error:  # a game not solved here, or several: other kinds may still read it
            tatham_kind, tatham_error = None, error
        if tatham_kind:
            return tatham_kind, _read(tatham_kind, text)
        for kind_id, importer in IMPORTERS.items():
            if tatham_error and getattr(importer, "tatham_games", ()):
                continue
            try:
                reading = importer.read(text)
            except (ValueError, RecursionError):
                continue
            if not reading.kindless:
                return kind_id, reading
        named = next((k for k in GENRES if IMPORTERS[k].named_by(text)), None)
        if named:  # a genre's picture whose header names it, read again for its own sentence
            return named, _read(named, text)
        if tatham_error:
            raise tatham_error
        try:  # a genre's puzz.link URL without its address ("nurikabe/5/5/...")
            kind_id = _genre_of(text)
        except ValueError:
            if tatham.looks_like_id(text):  # no game Gridhunt reads has this ID's format: Net, Loopy...
                raise ValueError("This looks like a Tatham game ID of a game Gridhunt cannot tell from the ID "
                                 "alone: paste the game's link (.../js/net.html#...) or write its name first "
                                 "(net:5x5:...)") from None
            raise ValueError("Gridhunt finds no puzzle in this text; paste it on its kind's page to see what is wrong") from None
        return kind_id, _read(kind_id, text)
    if link.tool == "gridhunt":
        if link.game in KINDS:
            return link.game, _read(link.game, text)
        if link.game in SHARED_PAGES or not link.game:
            kind_id = _genre_of(text) if link.game else _genre_of(link.body)
            return kind_id, _read(kind_id, text if link.game else link.body)
    if link.tool in ("penpa", "pzprv3"):
        kind_id = _penpa_kind(link) if link.tool == "penpa" else _pzprv3_kind(link)
        return kind_id, _read(kind_id, text)
    kind_id = next((k for k, importer in IMPORTERS.items() if (link.tool, link.game) in importer.LINKS), None)
    if kind_id is None:
        raise ValueError(_elsewhere(link))
    return kind_id, _read(kind_id, text)


def _tatham_kind(text: str) -> str | None:
    """The kind that solves the game of a Tatham game ID pasted alone (``7x7:...``, no link to say
    which game), or None when no game's format reads it; ValueError with a sentence when it is a
    game Gridhunt has no genre for yet or reads as several."""
    owners = {game: kind_id for kind_id, importer in IMPORTERS.items() for tool, game in importer.LINKS if tool == "tatham"}
    game = tatham.game_of_id(text, set(owners))
    return owners[game] if game else None


def kind_of_link(text: str) -> str | None:
    """The kind that reads this link (another tool's, such as puzz.link, or the genres page's with the
    genre's URL after ``#``), or None when none does or it is no link."""
    try:
        link = cut(text)
    except ValueError:
        return None
    if link is None:
        return None
    if link.tool == "gridhunt":
        if link.game != GENRES_PAGE:
            return None
        try:
            return _genre_of(link.body)
        except ValueError:
            return None
    if link.tool in ("penpa", "pzprv3"):
        try:
            return _penpa_kind(link) if link.tool == "penpa" else _pzprv3_kind(link)
        except ValueError:
            return None
    return next((kind_id for kind_id, importer in IMPORTERS.items() if (link.tool, link.game) in importer.LINKS), None)


def _elsewhere_error(link) -> ValueError:
    """The error for another tool's link this kind does not read (naming the page that does, if any)."""
    key = (link.tool, link.game)
    owner = next((kind_id for kind_id, importer in IMPORTERS.items() if key in importer.LINKS), None)
    if owner:
        game = TOOL_GAMES.get(key) or f"{link.site} {KINDS[owner].NAME}"
        return elsewhere(f"This is a {game} link", owner)
    return ValueError(_elsewhere(link))


def _some_names(names: list[str], room: int = 180) -> str:
    """As many of the names as fit in ``room`` characters, then how many more: a sentence stays short
    however many genres there are (``Akari, Balance Loop, ... and 9 more (the Genres page lists them)``)."""
    shown: list[str] = []
    for name in names:
        if len(", ".join(shown + [name])) > room:
            return f"{', '.join(shown)} and {len(names) - len(shown)} more (the Genres page lists them)"
        shown.append(name)
    return ", ".join(shown)


def _elsewhere(link) -> str:
    """The sentence for another tool's link that no kind of Gridhunt reads."""
    key = (link.tool, link.game)
    if key in DIFFERENT_GAMES:
        return f"This is a Tatham {link.game.capitalize()} link, a different game: {DIFFERENT_GAMES[key]}"
    if link.tool == "tatham" and link.game in tatham.READERS:
        return tatham.not_solved(link.game, link.body)  # or the ID's own sentence, when it is no puzzle
    if link.tool == "tatham":
        return f"This is a link to Tatham's {link.game.capitalize()}, a game Gridhunt does not solve"
    if link.tool == "pzpr":
        genres = sorted({KINDS[k].NAME for k, importer in IMPORTERS.items() for tool, _ in importer.LINKS if tool == "pzpr"})
        return f"This is a {link.site} '{fields.quoted(link.game, 20)}' puzzle; Gridhunt reads {link.site}'s {_some_names(genres)}"
    return f"This is a {link.site} link, which this page does not read"


def forms(kind_id: str) -> list[dict]:
    """The other tools' forms this kind can copy a puzzle out in: ``{"id", "label"}`` (for the page's menu)."""
    return [{"id": form_id, "label": label} for form_id, label in IMPORTERS[kind_id].FORMS]


def exports(kind_id: str, puzzle) -> list[dict]:
    """The puzzle in other tools' forms (``{"id", "label", "text"}``; text None and a reason when it cannot be)."""
    return IMPORTERS[kind_id].exports(puzzle)
