"""Tracks as Simon Tatham's game writes it, both ways.

Read: Tatham game IDs and our extended share string (``tracks`` reads both), and Tatham Tracks
links (``.../js/tracks.html#8x8:...``). Write: ``exports(p)`` gives the Tatham game ID and link
when the puzzle is one Tatham's Tracks can hold (stations, no split rows, every count known, no
message), and the reason otherwise.

>>> read("8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1").recognised
'a Tatham Tracks game ID'
"""

from dataclasses import replace

from ...reading import Reading
from .codec import Puzzle, decode, encode

TRACKS_LINK = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/tracks.html#"
FORMS = (("tatham", "Tatham Tracks ID"), ("tatham-link", "Tatham Tracks link"))
NOT_TATHAM = "Tatham's Tracks has station ends, whole rows, every count given and no message grid"


def read(text: str) -> Reading:
    puzzle = decode(text)
    return Reading(puzzle, "a Tatham Tracks game ID" if _is_tatham(puzzle) else "a Tracks share string")


def _is_tatham(p: Puzzle) -> bool:
    share = encode(p)
    return not any(mark in share for mark in ";?/")


def exports(p: Puzzle) -> list[dict]:
    if not _is_tatham(p):
        return [{"id": form_id, "label": label, "text": None, "reason": NOT_TATHAM} for form_id, label in FORMS]
    texts = {"tatham": encode(p), "tatham-link": TRACKS_LINK + encode(p)}
    return [{"id": form_id, "label": label, "text": texts[form_id]} for form_id, label in FORMS]


LINKS = {("tatham", "tracks"): lambda link: replace(read(link.body), recognised="a Tatham Tracks link")}
BLANK_LINES_INSIDE = False  # a blank line ends a picture
