"""Tilings as people hold them: the share string, or grids as lines of text (see ``tiling``).

>>> read("s2:ggrg/yyrr/yygr").recognised
'a share string'
"""

from ..reading import Reading
from . import tiling

LINKS: dict = {}


def read(text: str) -> Reading:
    lines = "\n" in text.strip()
    return Reading(tiling.decode(text), "grids as text" if lines else "a share string")


def exports(p: tiling.Puzzle) -> list[dict]:
    return []
