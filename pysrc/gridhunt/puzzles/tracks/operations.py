"""Tracks' requests beyond solving: counting tracks, reading the message (and its tablature), generating puzzles."""

from itertools import islice

from ...fields import limit, seed, whole
from .codec import Puzzle, Solution, encode
from .generator import GENERATED_SIDES, generate
from .solver import solutions

STRINGS = "eBGDAE"  # guitar strings from the top line of a tablature down
OPEN_STRINGS = (64, 59, 55, 50, 45, 40)  # their MIDI notes in standard tuning


def message_lines(p: Puzzle, solution: Solution) -> list[str]:
    """The message grid read through the track: symbols on it kept, every other cell '-'."""
    on = set(solution)
    return ["".join(ch if (r, c) in on and ch != "." else "-" for c, ch in enumerate(row)) for r, row in enumerate(p.message)]


def count_request(p: Puzzle, request: dict) -> dict:
    """{limit=100} -> {paths, cellSets, complete}: tracks, and how many distinct sets of cells they use."""
    most = limit(request, default=100)
    found = list(islice(solutions(p), most))
    return {"paths": len(found), "cellSets": len({frozenset(s) for s in found}), "complete": len(found) < most}


def message_request(p: Puzzle, request: dict) -> dict:
    """{limit=100} -> {solved, lines, same, tab, tablature, notes}: the message, and whether every track agrees.

    ``notes`` lists ``[column, string, fret]`` for a tablature (string 0 is the top line,
    high e), with ``openStrings`` the MIDI note of each open string, so a page can play it.
    """
    if not p.message:
        raise ValueError("This puzzle has no message grid")
    most = limit(request, default=100)
    messages = {tuple(message_lines(p, s)) for s in islice(solutions(p), most)}
    if not messages:
        return {"solved": False, "lines": [], "same": True, "tab": False}
    lines = list(min(messages))
    symbols = {ch for line in lines for ch in line} - {"-"}
    tab = len(lines) == 6 and bool(symbols) and all(ch.isdigit() for ch in symbols)
    reply = {"solved": True, "lines": lines, "same": len(messages) == 1, "tab": tab}
    if tab:
        reply["tablature"] = [f"{name}|{line}|" for name, line in zip(STRINGS, lines)]
        reply["notes"] = [[c, s, int(line[c])] for c in range(p.w) for s, line in enumerate(lines) if line[c] != "-"]
        reply["openStrings"] = list(OPEN_STRINGS)
    return reply


def generate_request(p: Puzzle, request: dict) -> dict:
    """{w, h, seed} (size defaults to the puzzle's) -> {share}: a new puzzle with a unique track."""
    w = whole(request.get("w", p.w), "the width", GENERATED_SIDES[0], GENERATED_SIDES[-1])
    h = whole(request.get("h", p.h), "the height", GENERATED_SIDES[0], GENERATED_SIDES[-1])
    return {"share": encode(generate(w, h, seed(request, 0)))}
