"""A genre's part of the import layer (``gridhunt.paste``): its puzz.link links and Tatham's IDs.

Every genre read from puzz.link has the same importer, made here from the genre's own
``decode`` and ``encode``: its share string is already the puzz.link URL, so a pasted link
(any name pzprjs accepts for the genre, on any of pzprjs's hosts, ``_edit`` and the like cut by
``links``), the URL's query alone (``nurikabe/5/5/...``) and the share string all read the same
way. A genre Simon Tatham's collection has too (``tatham.PZPR``: Light Up, Rectangles,
Filling...) also reads that game's ID and link, through the puzz.link URL of its puzzle.
"""

from dataclasses import replace

from .. import tatham
from ..reading import Reading
from .url import ALIASES


class GenreImports:
    """The ``imports`` of a genre kind: ``read``, ``LINKS``, ``FORMS`` and ``exports`` as ``paste`` asks."""

    BLANK_LINES_INSIDE = False
    FORMS = (("puzzlink", "puzz.link URL"),)

    def __init__(self, name: str, genres: tuple[str, ...], decode, encode):
        self.name, self.decode, self.encode = name, decode, encode
        names = set(genres) | {alias for alias, genre in ALIASES.items() if genre in genres}
        self.LINKS = {("pzpr", genre): self.read_link for genre in sorted(names)}
        self.tatham_games = tuple(game for game, pid in tatham.PZPR.items() if pid in genres)
        self.LINKS.update({("tatham", game): self.read_tatham_link for game in self.tatham_games})

    def read(self, text: str) -> Reading:
        if self.tatham_games and tatham.looks_like_id(text):
            return self.read_tatham(self.tatham_games[0], text)
        return Reading(self.decode(text), f"a puzz.link {self.name} puzzle")

    def read_tatham(self, game: str, text: str) -> Reading:
        """A Tatham game ID of this genre (``7x7:b1f2iB2g1Bi2fBb``), read through its puzz.link URL."""
        puzzle = self.decode(tatham.puzzlink_url(tatham.read(game, text)))
        return Reading(puzzle, f"a Tatham {tatham.NAMES[game]} game ID")

    def read_tatham_link(self, link) -> Reading:
        reading = self.read_tatham(link.game, link.body)
        return replace(reading, recognised=f"a Tatham {tatham.NAMES[link.game]} link")

    def read_link(self, link) -> Reading:
        return Reading(self.decode(f"{link.game}/{link.body}"), f"a {link.site} {self.name} URL")

    def exports(self, puzzle) -> list[dict]:
        return [{"id": "puzzlink", "label": "puzz.link URL", "text": self.encode(puzzle)}]
