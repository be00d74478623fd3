"""The command line reads every form its pages read: links, #fragments, IDs, pictures, batches."""

import json
import subprocess
import sys

from paths import ROOT
from samples import MAZE_PICTURE, SS_PICTURE

WORKED = "004006079000000602056092300078061030509000406020540890007410920105000000840600100"
SOLVED = "284136579913754682756892341478961235539287416621543897367415928195328764842679153"
TIMES_1 = "8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1"


def gridhunt(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "gridhunt", *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, env={"PYTHONPATH": str(ROOT / "pysrc"), "PATH": ""})


def solve(kind, stdin, *args):
    done = gridhunt("solve", kind, *args, stdin=stdin)
    return done.stdout.splitlines(), done.returncode


def test_a_fragment_line_is_a_puzzle_and_a_hash_space_line_a_comment():
    assert solve("sudoku", f"# the worked example\n#{WORKED}\n") == ([SOLVED], 0)


def test_links_of_every_tool_one_a_line():
    lines = [
        f"https://gridhunt.example/any/path/sudoku/#{WORKED}",
        "https://puzz.link/p?sudoku/4/4/g1k23k3g",
        "http://pzv.jp/p.html?sudoku_edit/4/4/g1k23k3g",
        "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#3x3:4a5c1a8b9_7c5e2b4a7b3a5b9a9b7b3a3b2a8b7a4b3e8c2_3b5a3c4a2",
        f"https://www.sudokuwiki.org/sudoku.htm?bd={WORKED}",
    ]
    out, code = solve("sudoku", "\n".join(lines), "--json")
    records = [json.loads(line) for line in out]
    assert [r["status"] for r in records] == ["solved"] * 5 and code == 0
    assert [r["recognised"] for r in records] == [
        "a Gridhunt link", "a puzz.link Sudoku URL", "a pzv.jp Sudoku URL", "a Tatham Solo link", "a SudokuWiki board"]


def test_a_wrong_link_answers_its_own_line_and_nothing_vanishes():
    out, code = solve("sudoku", f"{WORKED}\nhttps://gridhunt.example/tracks/#{TIMES_1}\nhttps://example.com/?q=1\n#oops\n")
    assert out[0] == SOLVED
    assert out[1] == "invalid: This is a Tracks link; solve it as tracks: gridhunt solve tracks, or no KIND"
    assert out[2].startswith("invalid: This looks like a link, but not one Gridhunt reads")
    assert out[3].startswith("invalid: ")
    assert code == 1


def test_pictures_separated_by_blank_lines_and_a_batch_answer_one_each(tmp_path):
    nine_lines = "\n".join(WORKED[k : k + 9] for k in range(0, 81, 9))
    spaced = "\n".join(WORKED[k : k + 9].replace("0", " ") for k in range(0, 81, 9))
    text = f"{SS_PICTURE}\n{nine_lines}\n\n{spaced}\n\n{WORKED}\n{WORKED.replace('0', '_')}\n"
    path = tmp_path / "grids.txt"
    path.write_text(text)
    assert solve("sudoku", "", str(path)) == ([SOLVED] * 5, 0)


def test_file_may_stand_after_the_options(tmp_path):
    path = tmp_path / "p.txt"
    path.write_text(SS_PICTURE)
    out, code = solve("sudoku", "", "--json", str(path))
    assert json.loads(out[0])["recognised"] == "a grid picture (9 rows)" and code == 0
    assert gridhunt("solve", "sudoku", "--json", str(path), "extra").returncode == 2


def test_a_batch_with_a_bad_line_answers_every_line():
    out, code = solve("sudoku", f"{WORKED}\n55{'0' * 79}\n{WORKED}\n")
    assert out == [SOLVED, "invalid: Row 1 has two 5s", SOLVED] and code == 1


def test_tatham_ids_and_links_for_tracks_and_fifteen():
    out, _ = solve("tracks", f"{TIMES_1}\nhttps://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/tracks.html#{TIMES_1}\n")
    assert out == ["3,0 RDDDRRUUURUUURDDRRDDDDLD"] * 2
    out, _ = solve("sliding", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/fifteen.html#3x3:8,6,7,2,5,4,3,0,1\n")
    assert out[0].startswith("31 moves, shortest")
    out, code = solve("sliding", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/sixteen.html#3x3\n")
    assert "Sixteen" in out[0] and code == 1


def test_the_documented_maze_picture_and_tiling_text():
    assert solve("maze", MAZE_PICTURE) == (["AB: (1,1) down right up right"], 0)
    text = "pieces: s2\nggrg\nyyrr\nyygr\n\npieces: p5\n6x10\n\n5x12\n\npieces: p5\n8x8\n"
    out, code = solve("tiling", text)
    assert len(out) == 3 and out[0] == "aabb/cdde/cffe"
    assert out[1].count(":") == 1  # one puzzle of two grids: one answer
    assert out[2] == "unsolvable: Grid 1 has 64 cells, but the pieces cover 60 (each used once): no tiling exists"


def test_tiling_share_strings_one_a_line_are_a_batch_beside_grids_across_blank_lines():
    batch = "s2-3,s1?:wwbbb/wbwbw/bwbbw/bbwww/bbwbw\ns2-3,s1?:wwwww/bwbbb/wbbwb/wbbbw/wwwbb\n"
    records = [json.loads(line) for line in solve("tiling", batch, "--json", "--count")[0]]
    assert [(r["status"], r["count"], r["recognised"]) for r in records] == [("solved", 2, "a share string")] * 2
    out, code = solve("tiling", f"pieces: s2\n\nggrg\nyyrr\nyygr\n\n{batch}\np5:8x8\ns2:gg/r1\n")
    assert len(out) == 5 and out[0] == "aabb/cdde/cffe"  # a picture across a blank line, then a batch of four
    assert out[3].startswith("unsolvable: Grid 1 has 64 cells") and out[4].startswith("invalid: ") and code == 1


def test_json_records_carry_the_reason_of_an_impossible_tiling():
    record = json.loads(solve("tiling", "p5:7x10\n", "--json")[0][0])
    assert record["status"] == "unsolvable" and "70 cells" in record["reason"]


def test_two_unreadable_lines_are_a_batch_answered_line_by_line():
    out, code = solve("sudoku", f"{'0' * 80}\n11111\n")
    assert out == ["invalid: Expected 81 cells, got 80", "invalid: Expected 16 cells, got 5"] and code == 1


def test_kind_any_reads_each_puzzle_as_the_home_box_does():
    lines = [
        "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
        "https://puzz.link/p?tents/5/5/",  # a genre Gridhunt lacks: its own line says so
        "lightup:7x7:b1f2iB2g1Bi2fBb",  # a Tatham game ID: no link, but it reads alone
        "",
        *(WORKED[k : k + 9] for k in range(0, 81, 9)),  # a picture: its lines read alone as nothing
        "",
        "hello there",
    ]
    out, code = solve("any", "\n".join(lines), "--json", "--count")
    records = [json.loads(line) for line in out]
    assert [(r["kind"], r["status"], r["count"]) for r in records] == [
        ("nurikabe", "solved", 1), (None, "invalid", 0), ("akari", "solved", 1), ("sudoku", "solved", 1),
        (None, "invalid", 0)]
    assert "'tents'" in records[1]["error"] and records[3]["solution"] == SOLVED
    assert code == 1


def test_a_reader_that_goes_away_gets_no_traceback():
    import os

    read_end, write_end = os.pipe()
    os.close(read_end)  # closed before the command writes a line: its first write meets a broken pipe
    done = subprocess.run([sys.executable, "-m", "gridhunt", "kinds"], stdout=write_end, stderr=subprocess.PIPE,
                          text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT / "pysrc"), "PATH": ""})
    os.close(write_end)
    assert "Traceback" not in done.stderr and "Error" not in done.stderr
    assert done.returncode == 141


def test_without_a_kind_each_puzzle_names_its_own(tmp_path):
    lines = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\nlightup:7x7:b1f2iB2g1Bi2fBb\n"
    path = tmp_path / "links.txt"
    path.write_text(lines)
    done = gridhunt("solve", "--count", stdin=lines)  # no KIND, standard input
    assert (done.stdout.splitlines(), done.returncode) == (["1", "1"], 0)
    done = gridhunt("solve", str(path), "--count")  # no KIND, a file where KIND would stand
    assert (done.stdout.splitlines(), done.returncode) == (["1", "1"], 0)
    done = gridhunt("solve", str(tmp_path / "missing.txt"))
    assert done.returncode == 2 and "unknown kind" in done.stderr


def test_a_puzzle_given_in_place_of_the_file_is_solved_and_a_missing_file_says_both_reasons():
    assert gridhunt("solve", "sudoku", WORKED).stdout.splitlines() == [SOLVED]
    assert gridhunt("solve", "sudoku", "--count", "--json", f"#{WORKED}").stdout.count('"unique": true') == 1
    assert gridhunt("solve", "any", "nurikabe/5/5/g5k2o1k3g", "--count").stdout.splitlines() == ["1"]
    done = gridhunt("solve", "sudoku", "puzles.txt")
    assert done.returncode == 2 and "cannot read puzles.txt: no such file, nor is it a puzzle" in done.stderr
    assert "Traceback" not in done.stderr
    long = gridhunt("solve", "nurikabe", "x" * 5000)  # past the longest file name: no OSError
    assert long.returncode == 2 and "no such file, nor is it a puzzle" in long.stderr and "Traceback" not in long.stderr


def documented_commands() -> list[str]:
    """The commands the README, docs/cli.md and `gridhunt solve --help` show that need no file of the reader's."""
    from gridhunt.cli import EPILOG
    lines = [line[2:] for path in ("README.md", "docs/cli.md") for line in (ROOT / path).read_text().splitlines()
             if line.startswith("$ ")]
    lines += [line.strip() for line in EPILOG.splitlines() if line.strip().startswith(("gridhunt ", "echo "))]
    commands = [line.split("   #")[0].split("  (")[0].split(" # ")[0].strip() for line in lines]
    return [c for c in commands if "gridhunt" in c and ".txt" not in c]


def test_every_documented_command_runs_as_written():
    commands = documented_commands()
    assert len(commands) >= 10
    for command in commands:
        done = subprocess.run(["bash", "-c", command.replace("gridhunt ", f"{sys.executable} -m gridhunt ", 1)],
                              capture_output=True, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT / "pysrc"), "PATH": "/usr/bin:/bin"})
        assert done.returncode == 0 and '"invalid"' not in done.stdout and done.stdout, (command, done.stderr[-300:])


def test_a_puzzle_of_another_kind_is_sent_to_that_kind_not_to_its_page():
    out, code = solve("nurikabe", "https://puzz.link/p?akari/6/6/nekcakbl\nlightup:7x7:b1f2iB2g1Bi2fBb\n")
    assert out == ["invalid: This is a puzz.link Akari link; solve it as akari: gridhunt solve akari, or no KIND",
                   "invalid: This is a Tatham's puzzles Akari link; solve it as akari: gridhunt solve akari, or no KIND"]
    assert code == 1
    out, _ = solve("akari", "https://puzz.link/p?akari/6/6/nekcakbl\n")  # and the advice is right
    assert not out[0].startswith("invalid")
