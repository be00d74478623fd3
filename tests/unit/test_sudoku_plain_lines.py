"""Plain lines of digits take the quick reader (``imports.read_plain``), and it reads them as the full
reader does: the same puzzle and phrase, or it leaves the line to the full reader and its sentence."""

import io
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt import cli, paste
from gridhunt.puzzles import sudoku
from gridhunt.puzzles.sudoku import imports

WORKED = "004006079000000602056092300078061030509000406020540890007410920105000000840600100"
SOLVED = "284136579913754682756892341478961235539287416621543897367415928195328764842679153"
SIX = "030401400200062000500000020100005003"  # the 6x6 example


def run_cli(monkeypatch, capsys, text: str, *args: str) -> list[str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    cli.main(["solve", "sudoku", *args])
    return capsys.readouterr().out.splitlines()


def test_a_batch_of_plain_lines_is_read_without_the_full_reader(monkeypatch, capsys):
    batch = f"{WORKED}\n{WORKED.replace('0', '.')}\n1.34\n4003000020000104\n{SIX}\n"
    expected = run_cli(monkeypatch, capsys, batch, "--count", "--json")

    def full_reader(text):
        raise AssertionError(f"the full reader was asked for {text!r}")

    monkeypatch.setattr(imports, "read", full_reader)
    with_quick_path = run_cli(monkeypatch, capsys, batch.replace("1.34\n", ""), "--count", "--json")
    assert with_quick_path == expected[:2] + expected[3:]
    assert run_cli(monkeypatch, capsys, f"{WORKED}\n{WORKED.replace('0', '_')}\n") == [SOLVED, SOLVED]


def test_what_the_quick_reader_leaves_gets_the_full_readers_sentence(monkeypatch, capsys):
    lines = ["55" + "0" * 79, "5" + "0" * 15, WORKED[:80], WORKED + "0", f" {WORKED} ", "1.3" + "0" * 12]
    assert [imports.read_plain(line) for line in lines] == [None, None, None, None, imports.read(WORKED), None]
    assert run_cli(monkeypatch, capsys, "\n".join(lines)) == [
        "invalid: Row 1 has two 5s", "invalid: Row 1, column 1: '5' is not one of 1-4 or 0 for empty",
        "invalid: Expected 81 cells, got 80", "invalid: Expected 81 cells, got 82", SOLVED,
        "invalid: Expected 16 cells, got 15",
    ]


def plain_lines():
    """Lines of N*N digits and blanks for the sizes written in digits, most of them with few givens."""
    sizes = st.sampled_from([4, 6, 8, 9])
    return sizes.flatmap(lambda n: st.lists(
        st.sampled_from("0" * 3 * n + "._" + "0123456789"[: n + 2]), min_size=n * n, max_size=n * n,
    ).map("".join))


@settings(max_examples=400, deadline=None)
@given(st.one_of(plain_lines(), st.text(alphabet="0123456789._ x:\n", max_size=90)))
def test_the_quick_reader_agrees_with_the_full_reader(line):
    try:
        full = imports.read(line)
    except ValueError:
        full = None
    quick = imports.read_plain(line)
    if quick is not None:
        assert quick == full
    elif full is not None:  # the quick reader leaves only what is no plain line of digits
        assert len(line.strip()) != full.puzzle.n ** 2 or not set(line.strip()) <= set("0123456789._")
    assert (paste.read("sudoku", line) == full) if full else True


def test_every_example_in_digits_reads_alike_both_ways():
    for _, share in sudoku.EXAMPLES:
        if share.isdigit():
            assert imports.read_plain(share) == imports.read(share)
