"""Answers that are a digit a cell of a square grid (Skyscrapers, Futoshiki, KenKen): their JSON
(rows of digits), their one line and the rule every Latin square keeps, written once; and of any
grid, 0 where a cell holds none (``NumberRows``: San-Anko, Number Rope).

>>> as_rows(2, (1, 2, 2, 1))
[[1, 2], [2, 1]]
>>> from_rows(2, [[1, 2], [2, 1]], "digits")
(1, 2, 2, 1)
>>> one_line(2, (1, 2, 2, 1))
'12/21'
>>> is_latin((1, 2, 2, 1), 2), is_latin((1, 2, 1, 2), 2)
(True, False)
"""


def solution_json(puzzle, digits) -> list[list[int]]:
    """A genre's solution JSON: rows of digits (the face's ``solution_json``)."""
    return as_rows(puzzle.w, digits)


def solution_from_json(puzzle, data) -> tuple[int, ...]:
    return from_rows(puzzle.w, data, "digits")


def solution_text(puzzle, digits) -> str:
    """Rows joined by ``/``: digits, or numbers and commas past 9."""
    return one_line(puzzle.w, digits)


def as_rows(n: int, digits) -> list[list[int]]:
    """Rows of digits."""
    return [list(digits[r * n : (r + 1) * n]) for r in range(n)]


def from_rows(n: int, data, what: str) -> tuple[int, ...]:
    """The digits of rows given as JSON; ValueError naming ``what`` they are ("heights") when they are not n rows of 1 to n."""
    if not isinstance(data, list) or len(data) != n or not all(isinstance(row, list) and len(row) == n for row in data):
        raise ValueError(f"A solution is {n} rows of {n} {what}")
    if any(type(x) is not int or not 1 <= x <= n for row in data for x in row):
        raise ValueError(f"A solution's {what} are 1 to {n}")
    return tuple(x for row in data for x in row)


def one_line(n: int, digits) -> str:
    """Rows joined by ``/``: digits, or numbers and commas past 9."""
    between = "," if n > 9 else ""
    return "/".join(between.join(str(x) for x in row) for row in as_rows(n, digits))


def answer_cells(n: int, answer, what: str) -> list:
    """An answer to draw (a solution, or a ``certain`` reply with ``?``) cell by cell, checked like a solution."""
    if not isinstance(answer, list) or len(answer) != n or not all(isinstance(row, list) and len(row) == n for row in answer):
        raise ValueError(f"An answer is {n} rows of {n} {what}")
    if any(x != "?" and (type(x) is not int or not 1 <= x <= n) for row in answer for x in row):
        raise ValueError(f"An answer's {what} are 1 to {n}, or '?'")
    return [x for row in answer for x in row]


def is_latin(digits, n: int) -> bool:
    """Whether every row and column holds 1 to n once each."""
    if len(digits) != n * n:
        return False
    lines = [digits[r * n : (r + 1) * n] for r in range(n)] + [digits[c::n] for c in range(n)]
    return all(sorted(line) == list(range(1, n + 1)) for line in lines)


class NumberRows:
    """A genre's answer of a number 0 to ``top`` a cell of a w x h grid (0: none written): its JSON
    (rows), its one line, and the rows of an answer to draw (``?`` where solutions differ).

    >>> rows = NumberRows(3)
    >>> from types import SimpleNamespace
    >>> puzzle = SimpleNamespace(w=2, h=1)
    >>> rows.solution_json(puzzle, (3, 0)), rows.solution_text(puzzle, (3, 0))
    ([[3, 0]], '30')
    >>> rows.solution_from_json(puzzle, [[4, 0]])
    Traceback (most recent call last):
    ...
    ValueError: A solution's numbers are 0 to 3
    """

    def __init__(self, top: int) -> None:
        self.top = top

    def solution_json(self, puzzle, found) -> list[list[int]]:
        return [list(found[r * puzzle.w : (r + 1) * puzzle.w]) for r in range(puzzle.h)]

    def rows_of(self, puzzle, data, what: str, unknown: bool) -> list:
        """The rows' values joined, checked: h rows of w numbers 0 to top, and ``?`` when ``unknown``."""
        w, h = puzzle.w, puzzle.h
        if not isinstance(data, list) or len(data) != h or not all(isinstance(row, list) and len(row) == w for row in data):
            raise ValueError(f"{what} is {h} rows of {w} numbers")
        values = [x for row in data for x in row]
        if any(not (type(x) is int and 0 <= x <= self.top) and not (unknown and x == "?") for x in values):
            raise ValueError(f"{what}'s numbers are 0 to {self.top}" + (" and '?'" if unknown else ""))
        return values

    def solution_from_json(self, puzzle, data) -> tuple[int, ...]:
        return tuple(self.rows_of(puzzle, data, "A solution", False))

    def solution_text(self, puzzle, found) -> str:
        return "/".join("".join(str(x) for x in row) for row in self.solution_json(puzzle, found))
