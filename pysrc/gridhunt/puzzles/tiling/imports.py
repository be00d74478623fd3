"""Tilings as people hold them: the share string, or grids as lines of text (see ``tiling``).

>>> read("s2:ggrg/yyrr/yygr").recognised
'a share string'
"""

from ...reading import Reading
from .codec import Puzzle, decode

LINKS: dict = {}
FORMS: tuple = ()  # no other tool writes this kind
BLANK_LINES_INSIDE = True  # its text form separates one puzzle's grids by blank lines


def read(text: str) -> Reading:
    lines = "\n" in text.strip()
    return Reading(decode(text), "grids as text" if lines else "a share string")


def exports(p: Puzzle) -> list[dict]:
    return []
