"""The command line: one result per line, JSON records, counting, exit status."""

import json
import subprocess
import sys

from gridhunt import paste
from gridhunt.cli import solve_line
from paths import ROOT

EXAMPLE = "004006079000000602056092300078061030509000406020540890007410920105000000840600100"


def gridhunt(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "gridhunt", *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, env={"PYTHONPATH": str(ROOT / "pysrc"), "PATH": ""})


def test_text_mode_prints_one_line_per_puzzle_and_fails_on_invalid_lines():
    done = gridhunt("solve", "sudoku", stdin=f"# a comment\n{EXAMPLE}\n\n55{'0' * 79}\n12345678.........9{'.' * 63}\n")
    assert done.stdout.splitlines() == [
        "284136579913754682756892341478961235539287416621543897367415928195328764842679153",
        "invalid: Row 1 has two 5s",
        "unsolvable",
    ]
    assert done.returncode == 1


def test_json_mode_with_count_reports_uniqueness(tmp_path):
    puzzles = tmp_path / "p.txt"
    puzzles.write_text(f"{EXAMPLE}\n{'0' * 16}\n")
    done = gridhunt("solve", "sudoku", str(puzzles), "--count", "--json")
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert (first["status"], first["count"], first["unique"]) == ("solved", 1, True)
    assert (second["count"], second["unique"]) == (2, False)
    assert done.returncode == 0


def test_count_text_marks_a_count_that_reached_the_limit():
    assert gridhunt("solve", "sudoku", "--count", "--limit", "5", stdin="0" * 16).stdout == "5+\n"


def test_render_draws_the_grid():
    out = gridhunt("solve", "sudoku", "--render", stdin=EXAMPLE).stdout
    assert out.splitlines()[0] == " 2 8 4 | 1 3 6 | 5 7 9 "


def test_render_decodes_each_line_once(monkeypatch):
    calls = []
    read = paste.read
    monkeypatch.setattr(paste, "read", lambda kind, text: calls.append(text) or read(kind, text))
    result = solve_line("sudoku", EXAMPLE, 1, draw=True)
    assert calls == [EXAMPLE] and result["picture"].splitlines()[0] == " 2 8 4 | 1 3 6 | 5 7 9 "


def test_help_and_usage_errors():
    assert "--json" in gridhunt("solve", "--help").stdout
    assert gridhunt("solve", "chess").returncode == 2
    assert gridhunt("solve", "sudoku", "/no/such/file").returncode == 2
