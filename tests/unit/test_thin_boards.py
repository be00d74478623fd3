"""Boards one cell wide or high, of every genre: in a one-column grid the cell after cell i (i + 1) is the
one below it, which code reading "i + 1" as "beside" once got wrong (an IndexError for a 1x5 Pentominous,
Barns, Castle Wall or Hotaru Beam; Country Road's check skipped its rooms' borders). Each genre's model is
emptied to such a size, its layers cleared or all marked (walls, ice...) where its model accepts it, or
given clues drawn from its corpus puzzle's; solving and ``certain`` then answer or say a sentence, and
every solution found passes the genre's own check."""

import json
import random
from itertools import product
from pathlib import Path

import pytest

from boards import resized
from gridhunt import api, paste
from gridhunt.puzzles import KINDS

SIZES = [(1, 1), (1, 2), (1, 4), (1, 5), (2, 1), (4, 1), (5, 1), (2, 2), (2, 4), (4, 2), (2, 5), (5, 2)]
CORPUS: dict[str, str] = {}  # each genre's first corpus puzzle: its model is the one resized
for line in (Path(__file__).parents[1] / "pzpr" / "corpus.txt").read_text().splitlines():
    if line.strip() and not line.startswith("#"):
        kind_id, url = line.split()[:2]
        CORPUS.setdefault(kind_id, url)


def ask(request: dict) -> dict:
    return json.loads(api.handle(json.dumps(request)))


def answered(kind_id: str, board: dict) -> None:
    """Solve and ``certain`` answer the board or say a sentence, every solution passes the genre's check,
    and the two counts agree when both finished."""
    request = {"kind": kind_id, "model": board, "timeout": 5}
    solved = ask({**request, "op": "solve", "limit": 2})
    assert solved["ok"] or "Internal" not in solved["error"], (board, solved)
    for solution in solved.get("solutions", []):
        assert ask({**request, "op": "check", "solution": solution})["correct"], (board, solution)
    shared = ask({**request, "op": "certain"})
    assert shared["ok"] or "Internal" not in shared["error"], (board, shared)
    if solved["ok"] and shared["ok"] and not solved.get("timedOut") and not shared.get("timedOut"):
        assert min(shared["count"], 2) == solved["count"], (board, solved["count"], shared["count"])


@pytest.mark.parametrize("kind_id", sorted(paste.GENRES))
def test_one_cell_wide_or_high_boards_answer_and_their_answers_pass_the_check(kind_id):
    kind = KINDS[kind_id]
    model = kind.model(paste.read(kind_id, CORPUS[kind_id]).puzzle)
    tried = 0
    for (width, height), fills in product(SIZES, ((None, 0), (1, True))):
        board = resized(kind, model, width, height, fills)
        if board is None:
            continue
        tried += 1
        answered(kind_id, board)
    if not tried:
        pytest.skip(f"{kind.NAME} takes no board one or two cells wide (a square grid, or a fixed size)")


@pytest.mark.parametrize("kind_id", sorted(paste.GENRES))
def test_small_boards_with_clues_from_the_corpus_answer_and_their_answers_pass_the_check(kind_id):
    """Boards of 1x1 to 4x4, each list of the model given values its corpus puzzle has (three in ten of
    its entries, the rest cleared): a Castle Wall of one column with an arrow raised an IndexError."""
    kind = KINDS[kind_id]
    model = kind.model(paste.read(kind_id, CORPUS[kind_id]).puzzle)
    rnd = random.Random(kind_id)
    for _ in range(30):
        width, height = rnd.choice((1, 1, 2, 3, 4)), rnd.choice((1, 2, 3, 4))  # one column most often
        board = resized(kind, model, width, height, (None, 0))
        if board is None:
            continue
        for name, value in model.items():
            if isinstance(value, list) and value:
                board[name] = [rnd.choice(value) if rnd.random() < 0.3 else x for x in board[name]]
        answered(kind_id, board)
