"""Human-style Sudoku steps: every technique on a puzzle where it comes up, and never a wrong step."""

import json
from itertools import islice

import pytest

from paths import SHARED
from gridhunt import api
from gridhunt.puzzles import sudoku
from gridhunt.puzzles.sudoku import logic
from gridhunt.puzzles.sudoku.board import Board
from gridhunt.puzzles.sudoku.grid import Puzzle

DATA = SHARED / "data" / "sudoku"

# a puzzle (from ../shared/data/sudoku) whose logical solution uses the technique
KNOWN = {
    "Full house": "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
    "Hidden single": "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
    "Naked single": "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
    "Pointing": "100920000524010000000000070050008102000000000402700090060000000000030945000071006",
    "Claiming": "043080250600000000000001094900004070000608000010200003820500000000000005034090710",
    "Naked pair": "043080250600000000000001094900004070000608000010200003820500000000000005034090710",
    "X-wing": "043080250600000000000001094900004070000608000010200003820500000000000005034090710",
    "Hidden pair": "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
    "XY-wing": "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
    "W-wing": "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
    "Naked triple": "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
    "XYZ-wing": "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
    "X-chain": "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
    "Alternating inference chain": ".524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........",
    "Unique rectangle type 4": "6..3.2....5.....1..........7.26............543.........8.15........4.2........7..",
    "Unique rectangle type 1": "..5...987.4..5...1..7......2...48....9.1.....6..2.....3..6..2.......9.7.......5..",
    "Simple colouring": "..5...987.4..5...1..7......2...48....9.1.....6..2.....3..6..2.......9.7.......5..",
    "XY-chain": "3.6.7...........518.........1.4.5...7.....6.....2......2.....4.....8.3.....5.....",
    "Hidden triple": "..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56",
    "Swordfish": ".47.8...1............6..7..6....357......5....1..6....28..4.....9.1...4.....2.69.",
    "Unique rectangle type 2": "..........5724...98....947...9..3...5..9..12...3.1.9...6....25....56.....7......6",
    "Naked quad": "12......9.5..9.2.3........4.3.........18.........246......67.5...2.41.7.9........",
}


def solution_of(puzzle):
    (solution,) = islice(sudoku.solutions(puzzle), 2)
    return solution


def assert_consistent(step, solution):
    """A step never places a wrong value and never removes the right one."""
    for i, v in step["placements"]:
        assert solution[i] == v, step["message"]
    for i, v in step["eliminations"]:
        assert solution[i] != v, step["message"]
    assert step["placements"] or step["eliminations"], step["message"]


@pytest.mark.parametrize("technique", sorted(KNOWN))
def test_each_technique_comes_up_and_is_right(technique):
    puzzle = sudoku.decode(KNOWN[technique])
    solution = solution_of(puzzle)
    board = Board.of(puzzle)
    while (step := logic.next_step(board)) is not None:
        assert_consistent(step, solution)
        if step["technique"] == technique:
            assert step["message"].startswith(technique.split(" type")[0])
            assert step["cells"] and step["candidates"]
            return
        board.apply(step)
    pytest.fail(f"{technique} never came up")


def pencil_marks(remove: dict) -> list[int]:
    """An empty 9x9 board's candidate masks, all values but those removed per cell."""
    marks = [511] * 81
    for i, values in remove.items():
        for v in values:
            marks[i] &= ~(1 << (v - 1))
    return marks


def test_jellyfish_on_edited_candidates():
    # value 1 in rows 1, 4, 6, 8 only within columns 1, 2, 4, 7 (three places each, never confined to a box)
    keep = {0: (0, 3, 6), 3: (1, 3, 6), 5: (0, 1, 6), 7: (0, 1, 3)}
    marks = pencil_marks({r * 9 + c: (1,) for r, cols in keep.items() for c in range(9) if c not in cols})
    step = logic.next_step(Board.of(sudoku.decode("0" * 81), marks))
    assert step["technique"] == "Jellyfish"
    assert [9, 1] in step["eliminations"] and [0, 1] not in step["eliminations"]
    assert all(i // 9 not in keep and i % 9 in (0, 1, 3, 6) for i, _ in step["eliminations"])


def test_hidden_quad_on_edited_candidates():
    # in row 1, values 1-4 fit only the first four cells
    marks = pencil_marks({c: (1, 2, 3, 4) for c in range(4, 9)})
    step = logic.next_step(Board.of(sudoku.decode("0" * 81), marks))
    assert step["technique"] == "Hidden quad"
    assert sorted({i for i, _ in step["eliminations"]}) == [0, 1, 2, 3]
    assert sorted({v for _, v in step["eliminations"]}) == [5, 6, 7, 8, 9]


@pytest.mark.parametrize("name, count", [("top95.txt", 12), ("magictour_top1465.txt", 10), ("easy50.txt", 5)])
def test_every_step_of_benchmark_puzzles_agrees_with_the_solution(name, count):
    for line in (DATA / name).read_text().split()[:count]:
        puzzle = sudoku.decode(line)
        solution = solution_of(puzzle)
        result = logic.all_steps(Board.of(puzzle))
        for step in result["steps"]:
            assert_consistent(step, solution)
        if result["solved"]:
            assert tuple(result["grid"]) == solution


def test_rating_and_stuck():
    easy = logic.all_steps(Board.of(sudoku.decode(KNOWN["Full house"])))
    assert easy["solved"] and easy["rating"]["level"] == "Easy"
    hardest = (DATA / "forum_hardest_1106.txt").read_text().split()[0]
    stuck = logic.all_steps(Board.of(sudoku.decode(hardest)))
    assert not stuck["solved"] and stuck["rating"] == {"level": "Beyond logic", "score": None}


def ask(**request):
    return json.loads(api.handle(json.dumps({"kind": "sudoku", **request})))


def test_operations_through_the_api():
    share = sudoku.EXAMPLES[0][1]
    hint = ask(op="hint", puzzle=share)
    assert hint["ok"] and hint["step"]["technique"] in {"Full house", "Hidden single", "Naked single"}
    steps = ask(op="steps", puzzle=share)
    assert steps["solved"] and steps["rating"]["level"] == "Easy"
    marks = ask(op="candidates", puzzle=share)["candidates"]
    assert len(marks) == 81 and marks[2] == 1 << 3
    assert ask(op="picture", puzzle=share)["text"] == sudoku.render(sudoku.decode(share))
    full = ask(op="hint", puzzle=solution_text(share))
    assert full["solved"] and full["step"] is None


def solution_text(share):
    puzzle = sudoku.decode(share)
    return sudoku.encode(Puzzle(9, 3, 3, solution_of(puzzle)))


def test_user_candidates_are_used_and_checked():
    share = "0" * 81
    marks = [511] * 81
    marks[40] = 0
    reply = ask(op="hint", puzzle=share, candidates=marks)
    assert reply["stuck"] and reply["message"] == "r5c5 has no candidates left"
    assert ask(op="hint", puzzle=share, candidates=[1] * 80)["error"] == "The candidates must be a list of 81 bitmasks"
    bad = ask(op="steps", puzzle=share, candidates=[1024] * 81)
    assert bad["error"] == "Each candidate bitmask must be a whole number from 0 to 511"


def test_logic_works_on_other_sizes():
    for _, share in sudoku.EXAMPLES[1:3]:
        puzzle = sudoku.decode(share)
        result = logic.all_steps(Board.of(puzzle))
        assert result["solved"] and tuple(result["grid"]) == solution_of(puzzle)
