"""Mazes as people hold them: the share string, or the text picture of ``maze_picture``.

>>> read("3x2:Rred,Bblue:RB:s.g.3:_.._:RB_").recognised
'a share string'
"""

from ...reading import Reading
from .codec import Puzzle, decode

LINKS: dict = {}
FORMS: tuple = ()  # no other tool writes this kind
BLANK_LINES_INSIDE = False  # a blank line ends a picture


def read(text: str) -> Reading:
    picture = "\n" in text.strip()
    return Reading(decode(text), "a maze picture" if picture else "a share string")


def exports(p: Puzzle) -> list[dict]:
    return []
