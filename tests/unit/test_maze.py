"""Colour-gated mazes through the contract: Cat Walk, known counts, formats, errors."""

import json
import random
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from catwalk import catwalk_model, expected
from maze_random import STYLES, random_maze
from mutations import near
from gridhunt.api import handle
from gridhunt.puzzles import maze
from gridhunt.puzzles.maze.codec import edge_between, message
from gridhunt.puzzles.maze.solver import graph
from gridhunt.search.cyclewalks import FREE, Graph, distances, live_states, phase_steps, simple_walks, usable_neighbours


def walks(puzzle, limit=1000):
    return list(islice(maze.solutions(puzzle), limit))


def messages(puzzle, limit=1000):
    return [message(puzzle, w) for w in walks(puzzle, limit)]


@pytest.mark.parametrize(
    "rule, key", [(["gray"], "gray pass message"), (["red", "blue", "green"], "red-blue-green pass message")]
)
def test_cat_walk_each_pass_has_exactly_one_walk_spelling_its_message(rule, key):
    puzzle = maze.from_model(catwalk_model(rule))
    (walk,) = walks(puzzle)
    assert message(puzzle, walk) == expected()[key]
    assert maze.is_solution(puzzle, walk)


def test_cat_walk_examples_are_the_shared_data():
    assert maze.decode(maze.EXAMPLES[0][1]) == maze.from_model(catwalk_model(["gray"]))
    assert maze.decode(maze.EXAMPLES[1][1]) == maze.from_model(catwalk_model(["red", "blue", "green"]))
    assert len(maze.EXAMPLES[1][1]) < 600  # fits in a link


@pytest.mark.parametrize("title, share", maze.EXAMPLES)
def test_every_example_has_exactly_one_walk(title, share):
    puzzle = maze.decode(share)
    (walk,) = walks(puzzle, 2)
    assert maze.is_solution(puzzle, walk)


@pytest.mark.parametrize("title, share", maze.EXAMPLES)
def test_the_share_string_is_written_back_verbatim_and_the_picture_reads_back(title, share):
    puzzle = maze.decode(share)
    assert maze.encode(puzzle) == share
    assert maze.decode(maze.render(puzzle)) == puzzle
    walk = walks(puzzle)[0]
    assert maze.decode(maze.render(puzzle, walk)) == puzzle  # a drawn walk reads back as the bare maze


def open_grid(w, h, start, goal):
    """A w x h maze with every edge open, one start and one goal (row, col)."""
    rows = [["+"] + ["-+"] * w]
    for r in range(h):
        rows.append(["|"] + [{start: "S", goal: "E"}.get((r, c), " ") + (" " if c < w - 1 else "|") for c in range(w)])
        rows.append(["+"] + [(" +" if r < h - 1 else "-+")] * w)
    return maze.decode("rule:\n" + "\n".join("".join(row) for row in rows))


@pytest.mark.parametrize("n, count", [(2, 2), (3, 12), (4, 184)])
def test_open_square_has_the_known_number_of_corner_to_corner_walks(n, count):
    puzzle = open_grid(n, n, (0, 0), (n - 1, n - 1))
    found = walks(puzzle)
    assert len(found) == count == len(set(found))
    assert all(maze.is_solution(puzzle, w) for w in found)


GATED = """\
colours: R=red B=blue
rule: {rule}
+-+-+-+
|SR   |
+-+-+B+
|EB   |
+-+-+-+
"""


@pytest.mark.parametrize("rule, found", [("R B B", ["C"]), ("R B B B", ["C"]), ("R B", []), ("B R", []), ("R", []), ("", [])])
def test_gates_must_come_in_the_rule_s_order(rule, found):
    # the only walk crosses red sideways, blue down column C (read: C), then blue sideways
    assert messages(maze.decode(GATED.format(rule=rule))) == found


def test_row_letters_and_gate_labels_are_read_in_walk_order():
    puzzle = maze.decode(GATED.format(rule="R B B"))
    data = maze.model(puzzle)
    data["rowLetters"] = ["X", "Y"]
    data["labels"] = [{"side": "down", "row": 0, "col": 2, "letter": "q"}, {"side": "right", "row": 0, "col": 0, "letter": ""}]
    labelled = maze.from_model(data)
    assert messages(labelled) == ["qY"]
    share = maze.encode(labelled)
    assert ":r=XY:l=" in share and maze.decode(share) == labelled


def test_a_phase_changing_detour_is_possible_only_when_revisiting():
    # to pass the blue gate the walk must first cross red twice in the dead end (there and back)
    picture = """\
colours: R=red B=blue
rule: R R B
+-+-+-+
|S  BE|
+R+-+-+
| |   |
+-+-+-+
"""
    puzzle = maze.decode(picture)
    assert walks(puzzle) == []
    reply = maze.shortest(puzzle, {})
    assert reply["status"] == "solved" and reply["revisits"] and reply["unique"]
    assert reply["walk"] == [[0, 0], [1, 0], [0, 0], [0, 1], [0, 2]] and reply["message"] == "AA"


def test_shortest_walk_of_cat_walk_pass_one_is_its_only_walk():
    puzzle = maze.decode(maze.EXAMPLES[0][1])
    reply = maze.shortest(puzzle, {})
    assert reply["message"] == expected()["gray pass message"] and reply["unique"] and not reply["revisits"]


def test_two_equally_short_walks_are_not_unique():
    reply = maze.shortest(open_grid(2, 2, (0, 0), (1, 1)), {})
    assert reply["steps"] == 2 and not reply["unique"]


def brute_force(puzzle):
    """Every simple walk by plain depth-first search, no pruning."""
    found = []

    def extend(walk, gates):
        i = walk[-1]
        if i in puzzle.goals:
            found.append(tuple(walk))
            return
        r, c = divmod(i, puzzle.w)
        for j, ok in ((i - 1, c > 0), (i + 1, c < puzzle.w - 1), (i - puzzle.w, r > 0), (i + puzzle.w, r < puzzle.h - 1)):
            e = edge_between(puzzle, i, j)[0] if ok and j not in walk else 0
            if e == 1:
                extend(walk + [j], gates)
            elif e >= 2 and puzzle.rule and puzzle.rule[gates % len(puzzle.rule)] == e - 2:
                extend(walk + [j], gates + 1)

    for start in puzzle.starts:
        extend([start], 0)
    return sorted(found)


def test_search_finds_exactly_the_walks_of_a_brute_force_search():
    rng = random.Random(2026)
    for _ in range(400):
        w, h = rng.randint(1, 5), rng.randint(2, 5)
        puzzle = maze.from_model(random_maze(rng, w, h, rng.choice(STYLES)))
        assert sorted(walks(puzzle, 10**6)) == brute_force(puzzle), maze.encode(puzzle)


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "The puzzle is empty: expected a share string or a picture of a maze"),
        (":", "A share string has at least 6 parts separated by ':' (size, colours, rule, cells, right, down)"),
        ("3x:R:R:s.g.3:_.._:RB_", "The size '3x' should be written like 26x21 (width x height)"),
        ("99x2:Rred:R:s.g.3:_.._:RB_", "A maze is 1 to 60 cells each way and has at least 2 cells"),
        ("3x2:Rred,Bblue:RX:s.g.3:_.._:RB_", "The rule uses 'X', which is not a colour symbol"),
        ("3x2:Rred,Bblue:RB:s.g.4:_.._:RB_", "The cells section describes more than 6 places"),
        ("3x2:Rred,Bblue:RB:s.g..:_.._:RB_", "The cells section describes 5 places, expected 6"),
        ("3x2:Rred,Bblue:RB:s.q.3:_.._:RB_", "The cells section uses 'q'; cells are . x s g"),
        ("3x2:Rred,Bblue:RB:..g.3:_.._:RB_", "The maze needs at least one start"),
        ("3x2:Rred,Bblue:RB:s.g.3:_.._:RG_", "The edge section uses 'G', which is not a colour symbol"),
        ("3x2:Rred,Rblue:R:s.g.3:_.._:R__", "Two colours share the symbol R or the name blue"),
        ("3x2:rred:r:s.g.3:_.._:__r", "The colour symbol 'r' should be one capital letter"),
        ("3x2:RRed:R:s.g.3:_.._:R__", "The colour name 'Red' should be lower-case letters, digits or -, up to 20"),
        ("3x2:Rred,Bblue:RB:s.g.3:_.._:RB_:c=AB", "The column-letter section describes 2 places, expected 3"),
        ("3x2:Rred,Bblue:RB:s.g.3:_.._:RB_:c=A*C", "A letter should be one of A-Z or a-z, or empty, not '*'"),
        ("3x2:Rred,Bblue:RB:s.g.3:_.._:RB_:z=1", "Unknown section 'z=1': expected c=, r= or l="),
        ("3x2:Rred,Bblue:RB:s.g.3:_.._:RB_:l=***", "The label section describes more than 2 places"),
        ("3x2:Rred,Bblue:RB:5s.g.3:_.._:RB_", "The cells section starts with a count instead of a character"),
        ("3x2:Rred,Bblue:RB:s0.g.3:_.._:RB_", "The cells section repeats a character 0 times"),
        ("2x1:R:R:s99999999999::", "The cells section describes more than 2 places"),
    ],
)
def test_bad_share_strings_name_the_problem(text, message):
    with pytest.raises(ValueError) as error:
        maze.decode(text)
    assert str(error.value) == message


@pytest.mark.parametrize(
    "text, message",
    [
        ("hello\n+-+-+\n|S E|\n+-+-+", "Line 1 should be a header (colours:, rule:, columns:, rows:) or the grid's top border"),
        ("rule: R\n+-+-+\n|S E|\n+-+-+", "The rule uses 'R', which is not the symbol of a colour in the colours: line"),
        ("colours: red\n+-+-+\n|S E|\n+-+-+", "The colour 'red' should be written symbol=name, like R=red"),
        ("+-+-+\n|S Q|\n+-+-+", "Row 1, column 2: 'Q' is not a cell (space, S, E or #)"),
        ("+-+-+\n|S E|", "The grid should have an odd number of lines: a border, then a line per row and a line below it"),
        ("+-+-+\n|S E  |\n+-+-+", "Grid line 2 is longer than the top border"),
        ("+-+-+\n|SRE|\n+-+-+", "The edge at row 1, column 1 uses 'R', which is not the symbol of a colour in the colours: line"),
        ("columns: AB C\n+-+-+\n|S E|\n+-+-+", "The columns: line has 3 letters for 2 columns"),
        ("+-+-+\n|S S|\n+-+-+", "The maze needs at least one goal"),
        ("colours: R=red\n", "The picture has no grid: it should start with a border line like +-+-+"),
    ],
)
def test_bad_pictures_name_the_problem(text, message):
    with pytest.raises(ValueError) as error:
        maze.decode(text)
    assert str(error.value) == message


def test_a_cell_cannot_be_both_start_and_goal():
    data = maze.model(maze.decode(maze.EXAMPLES[2][1]))
    data["goals"].append([0, 0])
    with pytest.raises(ValueError, match="^Row 1, column 1 is both a start and a goal$"):
        maze.from_model(data)


def test_edges_beside_outside_cells_become_walls():
    puzzle = maze.decode("3x1:Rred:R:sg.:..:")
    assert maze.encode(puzzle) == "3x1:Rred:R:sg.:..:"
    outside = maze.decode("3x1:Rred:R:sgx:..:")
    assert maze.encode(outside) == "3x1:Rred:R:sgx:._:"


ALPHABET = "0123456789x:_.,=+-| \nRBGYsgcrlSE#*abAB"




PICTURE = maze.render(maze.decode(maze.EXAMPLES[3][1]))


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(ALPHABET, max_size=60), near([share for _, share in maze.EXAMPLES[2:]] + [PICTURE], ALPHABET, piece=1)))
def test_solve_and_shortest_answer_every_text_with_a_result_or_a_sentence(text):
    for op in ("solve", "shortest"):
        reply = json.loads(handle(json.dumps({"op": op, "kind": "maze", "puzzle": text, "limit": 2})))
        assert reply.get("status") in ("solved", "unsolvable", "invalid")
        assert "Internal error" not in reply.get("error", "")


def test_check_request_accepts_the_walk_and_rejects_a_broken_one():
    share = maze.EXAMPLES[2][1]
    good = {"walk": [[0, 0], [1, 0], [1, 1], [0, 1], [0, 2]]}
    bad = {"walk": [[0, 0], [0, 1], [0, 2]]}  # through a wall
    for solution, correct in ((good, True), (bad, False)):
        reply = json.loads(handle(json.dumps({"op": "check", "kind": "maze", "puzzle": share, "solution": solution})))
        assert (reply["ok"], reply["correct"], reply["share"]) == (True, correct, share)


def test_search_checking_at_every_node_still_finds_exactly_the_brute_force_walks():
    # patience 1 runs the dead-state checks (blocks, dominators, remembered failures) nearly everywhere
    rng = random.Random(606)
    for _ in range(300):
        w, h = rng.randint(1, 5), rng.randint(2, 5)
        puzzle = maze.from_model(random_maze(rng, w, h, rng.choice(STYLES)))
        found = sorted(tuple(walk) for walk in simple_walks(graph(puzzle), patience=1))
        assert found == brute_force(puzzle), maze.encode(puzzle)


def test_a_phase_change_that_needs_a_loop_through_a_used_node_is_ruled_out():
    # start 0 reaches 1 by 5 or by 6; the goal 4 is behind 1 =B= 4, and blue needs red first: only the
    # loop 1 =R= 2 - 3 - 1 gives it, which passes 1 twice. The green gates 2 =G= 4 and 5 =G= 3 never open
    # in time but keep 1 from cutting the maze in two, so neither the walk's blocks nor its phases rule
    # out 0 5 1 2 3 1 4 (revisiting 1): only the dominator rule proves the start dead.
    red, blue, green = 0, 1, 2
    adjacency = [((5, FREE), (6, FREE)), ((5, FREE), (6, FREE), (2, red), (3, FREE), (4, blue)),
                 ((1, red), (3, FREE), (4, green)), ((2, FREE), (1, FREE), (5, green)), ((1, blue), (2, green)),
                 ((0, FREE), (1, FREE), (3, green)), ((0, FREE), (1, FREE))]
    graph = Graph(adjacency, (0,), (4,), (red, blue, green))
    steps = phase_steps(graph.rule)
    assert distances(graph, steps)[0] == 6
    visited, goal = bytearray([1, 0, 0, 0, 0, 0, 0]), bytearray([0, 0, 0, 0, 1, 0, 0])
    usable = usable_neighbours(graph)
    live, _ = live_states(0, graph, steps, usable, visited, goal, set())
    assert not live[0]
    assert list(simple_walks(graph, patience=1)) == []
