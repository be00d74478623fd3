"""Sliding tiles as other tools write them, both ways.

Read: our share string (which, without a goal, is also a Tatham Fifteen game ID,
``4x4:1,2,...,0``), Tatham Fifteen links, the original digit notation and Korf's lines (see
``sliding``). A Tatham Sixteen ID (the numbers 1 to W*H, no hole) is a different game and is
refused with that sentence, as is a random-seed ID (``4x4#...``).
Write: ``exports(p)`` gives the Tatham Fifteen game ID; Fifteen's goal is always 1, 2, ... with
the hole last, so a puzzle with another goal is renumbered (the tile that belongs in the k-th
place is called k), which is the same puzzle under other names.

>>> read("4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15").recognised
'a share string, also a Tatham Fifteen game ID'
>>> exports(read("3x3:1,2,3,4,5,6,7,8,0/2,1,3,4,5,6,7,8,0").puzzle)[0]["text"]
'3x3:2,1,3,4,5,6,7,8,0'
"""

import re
from dataclasses import replace

from ...reading import Reading
from .codec import Puzzle, decode, default_goal

SIXTEEN = (
    "This looks like a Tatham Sixteen ID (the numbers 1 to {n} and no hole): in Sixteen whole rows "
    "and columns slide. Gridhunt solves Fifteen, whose IDs have 0 for the hole"
)
FIFTEEN_LINK = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/fifteen.html#"
FORMS = (("fifteen", "Tatham Fifteen ID"), ("fifteen-link", "Tatham Fifteen link"))


def read(text: str) -> Reading:
    line = text.strip()
    if re.match(r"^\d+x\d+#", line):
        raise ValueError("This is a random-seed Fifteen ID (with '#'); copy the game ID with ':' instead (Game > Specific)")
    sixteen = re.fullmatch(r"(\d+)x(\d+):([\d,\s]+)", line)
    if sixteen:
        n = int(sixteen[1]) * int(sixteen[2])
        labels = [item.strip() for item in sixteen[3].split(",")]
        if len(labels) == n and all(item.isdigit() for item in labels) and sorted(map(int, labels)) == list(range(1, n + 1)):
            raise ValueError(SIXTEEN.format(n=n))
    puzzle = decode(line)
    if ":" in line:
        plain = puzzle.goal == default_goal(len(puzzle.start))
        return Reading(puzzle, "a share string, also a Tatham Fifteen game ID" if plain else "a share string with a goal")
    if set(line) <= set("0123456789/"):
        return Reading(puzzle, "the original digit notation, the highest digit the hole")
    return Reading(puzzle, "a line of Korf's, whose goal has the hole first")


def fifteen_id(p: Puzzle) -> str:
    """The Fifteen game ID: tiles renamed by the goal place they belong in, the hole 0."""
    place = {label: k + 1 for k, label in enumerate(p.goal) if label}
    return f"{p.width}x{p.height}:" + ",".join(str(place[label]) if label else "0" for label in p.start)


def exports(p: Puzzle) -> list[dict]:
    note = {"note": "tiles renumbered by their goal places"} if p.goal != default_goal(len(p.start)) else {}
    texts = {"fifteen": fifteen_id(p), "fifteen-link": FIFTEEN_LINK + fifteen_id(p)}
    return [{"id": form_id, "label": label, "text": texts[form_id], **note} for form_id, label in FORMS]


LINKS = {("tatham", "fifteen"): lambda link: replace(read(link.body), recognised="a Tatham Fifteen link")}
BLANK_LINES_INSIDE = False  # a blank line ends a picture
