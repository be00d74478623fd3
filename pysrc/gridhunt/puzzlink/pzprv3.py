"""pzprv3 files, the answer format puzz.link opens: a header, then grids of space-separated tokens.

>>> text("nurikabe", 1, 3, [[["#", "2", "+"]]])
'pzprv3/nurikabe/1/3/# 2 + /'

A real file has newlines where this one-line form has ``/``; pzprjs reads both, and the
one-line form fits in a JSON reply. The header gives rows before columns (a URL gives
columns first).
"""


def text(pid: str, rows: int, cols: int, grids: list[list[list[str]]], header: tuple[str, ...] = ()) -> str:
    """The file: ``pzprv3/<pid>/<rows>/<cols>/``, any further header lines, then each grid row by row."""
    lines = ["pzprv3", pid, str(rows), str(cols), *header]
    for grid in grids:
        lines += ["".join(token + " " for token in row) for row in grid]
    return "/".join(lines) + "/"
