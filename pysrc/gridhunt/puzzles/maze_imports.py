"""Mazes as people hold them: the share string, or the text picture of ``maze_picture``.

>>> read("3x2:Rred,Bblue:RB:s.g.3:_.._:RB_").recognised
'a share string'
"""

from ..reading import Reading
from . import maze

LINKS: dict = {}


def read(text: str) -> Reading:
    picture = "\n" in text.strip()
    return Reading(maze.decode(text), "a maze picture" if picture else "a share string")


def exports(p: maze.Puzzle) -> list[dict]:
    return []
