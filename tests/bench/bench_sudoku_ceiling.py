"""How far stronger logic could cut the 9x9 engine's search, if that logic cost nothing.

    python tests/bench/bench_sudoku_ceiling.py                          # forum_hardest, first 60
    python tests/bench/bench_sudoku_ceiling.py magictour_top1465.txt 200

The engine (``puzzles/sudoku/bits.py``) propagates singles and locked
candidates, then branches. Before building a stronger propagation into it, this
measures the best it could do: the same search, but at every state where the
engine stops, a slow list-based pass also applies more of the logic people use:
minirow triples ("triads": the three cells where a row or column meets a box hold
exactly three digits), naked and hidden pairs, then triples, then X-wings, until
nothing more follows. It prints propagations (search
states) a puzzle, each searched to a second solution, for each mix. The work a
state costs is left out on purpose: if even free logic saves too few states, no
implementation of it can pay.
"""

import sys
from functools import reduce
from itertools import combinations
from operator import or_
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "pysrc"))
from gridhunt.puzzles.sudoku import bits  # noqa: E402  (found through the line above)
from gridhunt.puzzles.sudoku.grid import geometry  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "sudoku"
UNITS, _, SEGMENTS = geometry(9, 3, 3)
MIXES = ((), ("triads",), ("pairs",), ("triads", "pairs"), ("triads", "pairs", "triples"),
         ("triads", "pairs", "triples", "x-wings"))


def options(x: int) -> list[int]:
    """Each cell's options (bit v for value v + 1), read from the engine's cells layout."""
    return [(x >> (bits.W * i)) & 511 for i in range(81)]


def triads(cands: list[int]):
    """(cells, values) to strike: a minirow with three digits left owns them; one that must hold three owns it."""
    for inside, line_rest, box_rest in SEGMENTS:
        here, line, box = (reduce(or_, (cands[i] for i in cells), 0) for cells in (inside, line_rest, box_rest))
        if here.bit_count() == 3:
            yield line_rest + box_rest, here
        must = here & ~(line & box)  # digits that line or box can put only here
        if must.bit_count() == 3:
            yield inside, 511 ^ must


def subsets(size: int):
    """The rule for naked and hidden subsets of `size` cells (pairs, triples) in every unit."""

    def rule(cands: list[int]):
        for cells in UNITS:
            open_cells = [c for c in cells if cands[c].bit_count() > 1]
            for group in combinations(open_cells, size):
                values = 0
                for c in group:
                    values |= cands[c]
                if values.bit_count() == size:  # naked: these cells hold these values
                    yield tuple(c for c in cells if c not in group), values
            for values in combinations(range(9), size):
                where = {c for c in cells for v in values if cands[c] >> v & 1}
                if len(where) == size:  # hidden: these values have only these cells
                    yield tuple(where), 511 ^ sum(1 << v for v in values)

    return rule


def fish(cands: list[int]):
    """(cells, values) to strike: X-wings, a value in two rows (columns) confined to the same two columns (rows)."""
    for across in (lambda line, k: 9 * line + k, lambda line, k: 9 * k + line):  # rows, then columns
        for v in range(9):
            spots: dict[tuple[int, ...], list[int]] = {}
            for line in range(9):
                where = tuple(k for k in range(9) if cands[across(line, k)] >> v & 1)
                if len(where) == 2:
                    spots.setdefault(where, []).append(line)
            for where, found in spots.items():
                if len(found) == 2:
                    yield tuple(across(line, k) for k in where for line in range(9) if line not in found), 1 << v


RULES = {"triads": triads, "pairs": subsets(2), "triples": subsets(3), "x-wings": fish}


def strengthen(state, mix):
    """The engine's propagated state after the mix's logic and the engine's own again, until neither finds more."""
    rules = [rule for name, rule in RULES.items() if name in mix]
    while state is not None and rules:
        x = state[0]
        if not x & bits.G:
            return state
        cands = options(x)
        gone = {(i, v) for rule in rules for cells, values in rule(cands) for i in cells
                for v in range(9) if (cands[i] & values) >> v & 1}
        if not gone:
            return state
        state = bits.propagate(x & (bits.EVERYTHING ^ bits._mask((i // 9, i % 9, v) for i, v in gone)))
    return state


def states(cells, mix) -> int:
    """Propagations the search to a second solution takes, with the mix applied at every state.

    Every puzzle of the sets has one solution, so finding any other count means a rule is unsound.
    """
    x = bits.EVERYTHING
    for i, v in enumerate(cells):
        x &= bits.GIVEN_KEEP[i][v]
    stack, count, found = [(strengthen(bits.propagate(x), mix), 0)], 0, 0
    while stack and found < 2:
        state, old = stack.pop()
        count += 1
        if state is None:
            continue
        if not state[0] & bits.G:
            found += 1
            continue
        stack.extend((strengthen(kid, mix), pair_fields) for kid, pair_fields in bits._branches(*state, old))
    if found != 1:
        raise SystemExit(f"{' + '.join(mix)} found {found} solutions: a rule struck a true candidate")
    return count


def main(argv: list[str]) -> None:
    name = argv[0] if argv else "forum_hardest_1106.txt"
    count = int(argv[1]) if len(argv) > 1 else 60
    puzzles = [tuple(0 if c in ".0" else int(c) for c in line) for line in (DATA / name).read_text().split()[:count]]
    print(f"{name}, first {len(puzzles)}: propagations a puzzle, searched to a second solution")
    plain = None
    for mix in MIXES:
        mean = sum(states(p, mix) for p in puzzles) / len(puzzles)
        plain = plain or mean
        print(f"  {' + '.join(mix) or 'the engine alone':<36}{mean:8.1f}   {plain / mean:.2f}x fewer")


if __name__ == "__main__":
    main(sys.argv[1:])
