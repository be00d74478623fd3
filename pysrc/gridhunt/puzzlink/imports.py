"""A genre's part of the import layer (``gridhunt.paste``): its puzz.link and pzv.jp links.

Every genre read from puzz.link has the same importer, made here from the genre's own
``decode`` and ``encode``: its share string is already the puzz.link URL, so a pasted link
(any name pzprjs accepts for the genre, ``_edit`` and the like cut by ``links``), the URL's
query alone (``nurikabe/5/5/...``) and the share string all read the same way.
"""

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

    def read(self, text: str) -> Reading:
        return Reading(self.decode(text), f"a puzz.link {self.name} puzzle")

    def read_link(self, link) -> Reading:
        return Reading(self.decode(f"{link.game}/{link.body}"), f"a {link.site} {self.name} URL")

    def exports(self, puzzle) -> list[dict]:
        return [{"id": "puzzlink", "label": "puzz.link URL", "text": self.encode(puzzle)}]
