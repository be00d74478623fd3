"""Dominion's rules of the letters' areas, on a whole board (``rules``) or one cut short (``band``)."""

from ...puzzlink import cells
from ...puzzlink.numbers import QUESTION
from ...search.constraints import Problem


def areas(p: Problem, clues: tuple, shaded: list[int], w: int, h: int, joins: list[tuple[int, int, int]] = ()) -> None:
    """The letters' rules on a w x h board: clued cells unshaded, every unshaded cell one letter's, as its
    unshaded neighbours are, and each letter's cells joined, side by side or along ``joins`` (two cells and a
    literal: joined while it holds, as through a part of the board left out, see ``band``)."""
    letters = sorted({x for x in clues if x is not None and x != QUESTION})
    owner = [{x: p.new_var() for x in letters} for _ in range(w * h)]
    for i, clue in enumerate(clues):
        if clue is not None:
            p.clause([-shaded[i]])
        if clue is not None and clue != QUESTION:
            p.clause([owner[i][clue]])
        p.clause([shaded[i], *owner[i].values()])
        p.at_most([shaded[i], *owner[i].values()], 1)
    for i, j in cells.links(w, h):
        for x in letters:
            p.clause([-owner[i][x], shaded[j], owner[j][x]])
            p.clause([-owner[j][x], shaded[i], owner[i][x]])
    for i, j, lit in joins:
        for x in letters:
            p.clause([-lit, -owner[i][x], owner[j][x]])
            p.clause([-lit, owner[i][x], -owner[j][x]])
    for x in letters:
        p.connected({i: owner[i][x] for i in range(w * h)},
                    [(i, j, None) for i, j in cells.links(w, h)] + [(i, j, lit) for i, j, lit in joins])
