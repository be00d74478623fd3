"""A genre's part of the import layer (``gridhunt.paste``): its puzz.link links, Tatham's IDs and its text picture.

Every genre read from puzz.link has the same importer, made here from the genre's own
``decode`` and ``encode``: its share string is already the puzz.link URL, so a pasted link
(any name pzprjs accepts for the genre, on any of pzprjs's hosts, ``_edit`` and the like cut by
``links``), the URL's query alone (``nurikabe/5/5/...``) and the share string all read the same
way. A genre Simon Tatham's collection has too (``tatham.PZPR``: Light Up, Rectangles,
Filling...) also reads that game's ID and link, through the puzz.link URL of its puzzle. A genre
puzz.link does not have (Futoshiki: ``PUZZLINK`` empty) names its Tatham game (``tatham_game``):
its share string is that game's ID, read by its own ``decode``, and its export is the ID. A text
with no ``/`` is read as the genre's text picture (``puzzlink/picture.py``), when it has one; a
picture whose header names no genre is read only where the genre is chosen (``Reading.kindless``).
"""

from dataclasses import replace

from .. import tatham
from ..reading import Reading
from . import picture as pictures
from .url import ALIASES


def plain(name: str) -> str:
    """A genre's name as a picture's header may write it: "Star Battle", "starbattle" and "star-battle" alike."""
    return "".join(ch for ch in name.lower() if ch.isalnum())


class GenreImports:
    """The ``imports`` of a genre kind: ``read``, ``LINKS``, ``FORMS`` and ``exports`` as ``paste`` asks."""

    BLANK_LINES_INSIDE = False
    FORMS = (("puzzlink", "puzz.link URL"),)

    def __init__(self, name: str, genres: tuple[str, ...], decode, encode, picture: pictures.Picture | None = None,
                 tatham_game: str | None = None):
        self.name, self.decode, self.encode, self.picture = name, decode, encode, picture
        names = set(genres) | {alias for alias, genre in ALIASES.items() if genre in genres}
        self.LINKS = {("pzpr", genre): self.read_link for genre in sorted(names)}
        self.names = {plain(name)} | {plain(genre) for genre in names}
        self.tatham_games = tuple(game for game, pid in tatham.PZPR.items() if pid in names) + ((tatham_game,) if tatham_game else ())
        self.own_id = tatham_game  # the share string is this game's ID, not a puzz.link URL
        if tatham_game:
            self.FORMS = (("tatham", f"Tatham {tatham.NAMES[tatham_game]} game ID"),)
        self.LINKS.update({("tatham", game): self.read_tatham_link for game in self.tatham_games})

    def is_picture(self, text) -> bool:
        """Whether the text is shaped as this genre's picture (a picture of its own may say: KenKen's ``/``)."""
        return getattr(self.picture, "is_picture", pictures.is_picture)(text)

    def read(self, text: str) -> Reading:
        # a picture of several rows first: its first row may start as a Tatham ID does ("0#", a wall after a 0)
        if self.picture and self.is_picture(text) and "\n" in text.strip():
            return self.read_picture(text)
        if self.tatham_games and tatham.looks_like_id(text):
            return self.read_tatham(self.tatham_games[0], text)
        if self.picture and self.is_picture(text):
            return self.read_picture(text)
        return Reading(self.decode(text), f"a puzz.link {self.name} puzzle")

    def read_tatham(self, game: str, text: str) -> Reading:
        """A Tatham game ID of this genre (``7x7:b1f2iB2g1Bi2fBb``), read through its puzz.link URL."""
        puzzle = self.decode(text if game == self.own_id else tatham.puzzlink_url(tatham.read(game, text)))
        return Reading(puzzle, f"a Tatham {tatham.NAMES[game]} game ID")

    def read_tatham_link(self, link) -> Reading:
        reading = self.read_tatham(link.game, link.body)
        return replace(reading, recognised=f"a Tatham {tatham.NAMES[link.game]} link")

    def named_by(self, text) -> bool:
        """Whether a picture's header names this genre."""
        named = pictures.header(text) if isinstance(text, str) else None
        return bool(named) and plain(named[0]) in self.names

    def names_other(self, text) -> bool:
        """Whether a picture's header names a genre other than this one."""
        named = pictures.header(text) if isinstance(text, str) else None
        return bool(named) and plain(named[0]) not in self.names

    def read_picture(self, text: str) -> Reading:
        named = pictures.header(text)
        if named and plain(named[0]) not in self.names:
            raise ValueError(f"This picture's header names '{named[0][:20]}', not {self.name}")
        puzzle, _ = self.picture.read(text)
        return Reading(puzzle, f"a {self.name} text picture", kindless=not named)

    def read_link(self, link) -> Reading:
        return Reading(self.decode(f"{link.game}/{link.body}"), f"a {link.site} {self.name} URL")

    def exports(self, puzzle) -> list[dict]:
        return [{"id": form, "label": label, "text": self.encode(puzzle)} for form, label in self.FORMS]
