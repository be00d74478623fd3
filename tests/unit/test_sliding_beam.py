"""The beam search of the quick mode: every answer replayed to the goal, never longer than the reducer's."""

import random

import pytest

from gridhunt.puzzles import sliding
from gridhunt.puzzles.sliding.beam import beam_moves
from gridhunt.puzzles.sliding.codec import Puzzle, Solution, default_goal
from gridhunt.puzzles.sliding.fast import Reducer, fast
from gridhunt.puzzles.sliding.solver import relabelled
from paths import SHARED

STEP = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}


def replayed(width, height, board, hole_goal, moves):
    """The board after the hole's moves (an independent replay); None when a move leaves the board."""
    board = list(board)
    hole = board.index(hole_goal)
    for m in moves:
        r, c = divmod(hole, width)
        r, c = r + STEP[m][0], c + STEP[m][1]
        if not (0 <= r < height and 0 <= c < width):
            return None
        board[hole], board[r * width + c] = board[r * width + c], hole_goal
        hole = r * width + c
    return board


def korf_felner(number):
    line = [list(map(int, text.split())) for text in (SHARED / "data" / "sliding" / "korf_felner_24puzzle50.txt").read_text().splitlines() if text.strip()][number - 1]
    return line[:25], line[25]


@pytest.mark.parametrize("number", [1, 50])
def test_korf_felner_24_puzzles_get_short_answers_that_reach_the_goal(number):
    board, optimal = korf_felner(number)
    moves = fast(5, 5, board, 0)
    assert replayed(5, 5, board, 0, moves) == list(range(25))
    assert optimal <= len(moves) < len(Reducer(5, 5, board, 0).solve())


@pytest.mark.parametrize("width, height", [(2, 2), (3, 2), (3, 3), (4, 3), (2, 8), (4, 4), (5, 4), (6, 4), (5, 5)])
def test_random_boards_up_to_25_cells_reach_any_goal(width, height):
    rng = random.Random(width * 100 + height)
    for _ in range(3):
        goal = list(range(width * height))
        rng.shuffle(goal)
        base = Puzzle(width, height, tuple(goal), tuple(goal))
        puzzle = sliding.decode(sliding.scramble(base, {"seed": rng.randrange(10**6)})["share"])
        board, hole_goal = relabelled(puzzle)
        moves = fast(width, height, board, hole_goal)
        assert replayed(width, height, board, hole_goal, moves) == list(range(width * height))
        assert len(moves) <= len(Reducer(width, height, board, hole_goal).solve())
        assert sliding.is_solution(puzzle, Solution(moves, False))


def test_the_solved_board_needs_no_move():
    assert beam_moves(5, 5, tuple(range(25)), 0) == "" == fast(5, 5, tuple(range(25)), 0)


def test_an_unreachable_board_dies_out_or_runs_out_of_rounds():
    assert beam_moves(2, 2, (0, 2, 1, 3), 3) is None  # two tiles swapped: the 12 positions seen, none the goal
    assert beam_moves(3, 3, (1, 0, 2, 3, 4, 5, 6, 7, 8), 8, rounds=40) is None


def test_a_board_beyond_25_cells_keeps_the_reducer():
    base = sliding.decode("6x5:" + ",".join(map(str, default_goal(30))))
    puzzle = sliding.decode(sliding.scramble(base, {"seed": 4})["share"])
    board, hole_goal = relabelled(puzzle)
    assert fast(6, 5, board, hole_goal) == Reducer(6, 5, board, hole_goal).solve()
