"""The yardstick for the Sudoku benchmark: a propagation solver in the style of Peter Norvig's essay.

Written for this project from the essay's description ("Solving Every Sudoku
Puzzle"), not copied: the grid is a dict from square names ("A1" to "I9") to
strings of the digits still possible there; ``assign`` keeps one digit by
eliminating the others; ``eliminate`` strikes a digit and follows the two rules
(a square left with one digit takes it away from its peers: naked singles; a
unit left with one place for a digit puts it there: hidden singles); ``search``
copies the dict and tries each digit of a square with the fewest, depth first,
and stops at the first solution. The benchmark states its speed against this.

>>> solve("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
'417369825632158947958724316825437169791586432346912758289643571573291684164875293'
>>> solve("11" + "." * 79) is None
True
"""

DIGITS = "123456789"
ROWS = "ABCDEFGHI"
SQUARES = [r + c for r in ROWS for c in DIGITS]
UNITS_LIST = (
    [[r + c for c in DIGITS] for r in ROWS]
    + [[r + c for r in ROWS] for c in DIGITS]
    + [[r + c for r in rows for c in cols] for rows in ("ABC", "DEF", "GHI") for cols in ("123", "456", "789")]
)
UNITS = {s: [u for u in UNITS_LIST if s in u] for s in SQUARES}
PEERS = {s: set(sum(UNITS[s], [])) - {s} for s in SQUARES}


def solve(grid: str) -> str | None:
    """The first solution of an 81-character grid (digits, '.' or '0' for empty), or None when it has none."""
    values = {s: DIGITS for s in SQUARES}
    for s, d in zip(SQUARES, grid):
        if d in DIGITS and not assign(values, s, d):
            return None
    found = search(values)
    return "".join(found[s] for s in SQUARES) if found else None


def assign(values: dict, s: str, d: str) -> dict | bool:
    """Keep only digit d in square s; the dict, or False on a contradiction."""
    for other in values[s].replace(d, ""):
        if not eliminate(values, s, other):
            return False
    return values


def eliminate(values: dict, s: str, d: str) -> dict | bool:
    """Strike digit d from square s and follow the consequences; the dict, or False on a contradiction."""
    if d not in values[s]:
        return values
    left = values[s] = values[s].replace(d, "")
    if not left:
        return False
    if len(left) == 1:  # a naked single: its digit leaves every peer
        for peer in PEERS[s]:
            if not eliminate(values, peer, left):
                return False
    for unit in UNITS[s]:  # d lost a place in each of s's units: one place left is a hidden single
        places = [t for t in unit if d in values[t]]
        if not places:
            return False
        if len(places) == 1 and not assign(values, places[0], d):
            return False
    return values


def search(values: dict | bool) -> dict | bool:
    """Depth first on a square with the fewest digits; the first solution, or False."""
    if not values:
        return False
    if all(len(values[s]) == 1 for s in SQUARES):
        return values
    _, s = min((len(values[s]), s) for s in SQUARES if len(values[s]) > 1)
    for d in values[s]:
        found = search(assign(dict(values), s, d))
        if found:
            return found
    return False
