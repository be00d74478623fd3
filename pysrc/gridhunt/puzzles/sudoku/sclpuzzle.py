"""SudokuPad's own puzzle JSON (``scl`` links): read in the next step."""


def read_scl(body: str):
    raise ValueError("SudokuPad's own puzzle format (scl, ctc) is not read yet: use the puzzle's f-puzzles link")
