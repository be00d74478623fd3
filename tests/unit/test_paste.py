"""The import layer: every form a kind reads, with real examples from the tools that write them.

Sources of the fixtures: pzprjs's own test data (test/script/sudoku.js: the URL body and the
board file that decodes it), penpa-edit's puzz.link test list (4x4, 6x6 and 9x9 Sudoku URLs),
Solo links quoted with their grids in public solver code, SudokuWiki's strategy pages
(an S9B "Load position" board beside its "From the start" board), Tatham's Tracks IDs
(The Times, already our examples) and a Sixteen link from a public README.
"""

import json

import pytest

from gridhunt import api, paste
from gridhunt.links import cut
from gridhunt.puzzles import KINDS, sliding, sudoku, tiling, tracks
from gridhunt.puzzles.sudoku.imports import pzpr_body, read_sudokuwiki, solo_id
from samples import BOX_DRAWING, SS_PICTURE

WORKED = "004006079000000602056092300078061030509000406020540890007410920105000000840600100"
TIMES_1 = "8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1"


def read(kind, text):
    return paste.read(kind, text)


def grid(rows: str) -> tuple:
    """Cells from rows of a picture where a space or . is empty."""
    return tuple(0 if ch in " ." else int(ch) for ch in rows.replace("/", ""))


# ---------------------------------------------------------------- our own links


@pytest.mark.parametrize("link", [
    f"https://gridhunt.example/sudoku/#{WORKED}",
    f"http://127.0.0.1:8003/some/deep/path/sudoku/index.html#{WORKED}",
    f"https://hunt.example.org/tools/gridhunt/sudoku/#{WORKED}".replace("#", "%23"),
    f"<https://x.example/sudoku/#{WORKED}>",
    f"#{WORKED}",
])
def test_our_own_sudoku_links_from_any_host_and_path_read_as_the_puzzle(link):
    reading = read("sudoku", link)
    assert reading.puzzle == sudoku.decode(WORKED)
    assert reading.recognised in ("a Gridhunt link", "a link's #fragment")


def test_a_percent_encoded_tracks_link_reads_as_the_tatham_id():
    link = "https://gridhunt.example/tracks/#8x8%3Ad9s5c6zgAa%2C1%2C4%2C1%2C4%2C4%2C3%2CS3%2C5%2C2%2C2%2C4%2CS5%2C3%2C3%2C5%2C1"
    assert read("tracks", link).puzzle == tracks.decode(TIMES_1)


@pytest.mark.parametrize("kind, share", [
    ("sliding", "3x3:8,6,7,2,5,4,3,0,1"),
    ("maze", "3x2:Rred,Bblue:RB:s.g.3:_.._:RB_"),
    ("tiling", "s2:ggrg/yyrr/yygr"),
])
def test_each_kind_reads_its_own_links(kind, share):
    assert read(kind, f"https://a.example/b/{kind}/#{share}").puzzle == read(kind, share).puzzle


def test_a_link_to_another_kinds_page_names_that_page():
    with pytest.raises(ValueError, match="This is a Tracks link; open it on the Tracks page"):
        read("sudoku", f"https://gridhunt.example/tracks/#{TIMES_1}")
    with pytest.raises(ValueError, match="open it on the Sudoku page"):
        read("tracks", f"https://gridhunt.example/sudoku/#{WORKED}")


AKARI = "https://puzz.link/p?akari/6/6/nekcakbl"


@pytest.mark.parametrize("link", [
    f"https://hunt.example/tools/genres/#{AKARI}", f"https://hunt.example/genres/index.html#{AKARI}",
    "https://hunt.example/genres/#" + AKARI.replace("?", "%3F"), f"https://hunt.example/akari/#{AKARI}", f"#{AKARI}",
])
def test_the_genres_pages_links_read_as_the_genre_they_hold(link):
    assert paste.genre_of(link) == "akari"
    reading = read("akari", link)
    assert reading.puzzle == read("akari", AKARI).puzzle and reading.recognised in ("a Gridhunt link", "a link's #fragment")


def test_the_command_line_takes_the_genres_pages_link_in_place_of_the_kind():
    assert paste.kind_of_link(f"https://hunt.example/genres/#{AKARI}") == "akari"
    assert paste.kind_of_link("https://hunt.example/genres/#https://puzz.link/p?sudoku/4/4/g1k23k3g") is None
    assert paste.kind_of_link(f"https://hunt.example/sudoku/#{WORKED}") is None


def test_a_genres_link_elsewhere_names_the_genres_page():
    assert cut(f"https://hunt.example/genres/#{AKARI}").game == "genres"
    with pytest.raises(ValueError, match="^This is a link to the Genres page; open it there$"):
        read("sudoku", f"https://hunt.example/genres/#{AKARI}")
    with pytest.raises(ValueError, match="^This is a puzz.link Nurikabe link; open it on the Genres page$"):
        read("akari", "https://hunt.example/genres/#https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    with pytest.raises(ValueError, match="names no puzzle"):
        paste.genre_of("https://hunt.example/genres/")
    with pytest.raises(ValueError, match="^This is a Nurikabe link; open it on the Genres page$"):
        read("akari", "https://hunt.example/nurikabe/#https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")


@pytest.mark.parametrize("around", [
    "Try this one: {}",  # a chat message copied whole
    "Here it is:\n{}\nGood luck!",
    "[the puzzle]({})",  # Markdown
    "<{}>.",
    "{}.",  # the full stop of the sentence the link ended
    "({}),",
])
def test_a_link_among_other_words_or_with_a_full_stop_reads_as_the_link(around):
    for kind, link in [("sudoku", f"https://gridhunt.example/sudoku/#{WORKED}"), ("tracks", f"https://h.example/tracks/#{TIMES_1}"),
                       ("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")]:
        text = around.format(link)
        assert read(kind, text).puzzle == read(kind, link).puzzle, text
        assert paste.identify(text)[0] == kind and paste.identify(text)[1].puzzle == read(kind, link).puzzle
    assert paste.genre_of(around.format(AKARI)) == "akari"


def test_a_link_among_other_words_gets_the_links_own_sentence_and_page():
    with pytest.raises(ValueError, match="Expected 81 cells, got 80"):
        read("sudoku", f"Try this: https://gridhunt.example/sudoku/#{WORKED[:80]}")
    with pytest.raises(paste.Elsewhere, match="This is a Tracks link") as raised:
        read("sudoku", f"Try this: https://gridhunt.example/tracks/#{TIMES_1}.")
    assert raised.value.page == "tracks"
    two = f"https://gridhunt.example/sudoku/#{WORKED} or https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    for reader in (lambda text: read("sudoku", text), paste.identify, paste.genre_of):  # which one is not guessed
        with pytest.raises(ValueError, match="The text holds 2 links: paste just the puzzle's"):
            reader(two)


def test_a_text_read_whole_is_never_cut_to_a_link_inside_it():
    # a Sudoku share string may end in '.', an empty cell: read whole, it keeps it
    assert read("sudoku", "https://gridhunt.example/sudoku/#1.3434.221434.2.").puzzle == sudoku.decode("1.3434.221434.2.")
    # the genres page's link holds a puzz.link URL after its '#': that is the link's body, not a second link
    assert read("akari", f"https://gridhunt.example/genres/#{AKARI}").recognised == "a Gridhunt link"


def test_an_unknown_link_says_it_is_a_link_gridhunt_does_not_read():
    for kind in ("sudoku", "sliding", "tracks", "maze", "tiling"):
        with pytest.raises(ValueError, match="This looks like a link, but not one Gridhunt reads"):
            read(kind, "https://example.com/some/page?x=1")


def test_a_page_link_without_a_puzzle_says_so():
    with pytest.raises(ValueError, match="names no puzzle"):
        read("sudoku", "https://gridhunt.example/sudoku/")


# ---------------------------------------------------------------- Tatham


def test_tatham_tracks_links_plain_and_percent_encoded():
    base = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/tracks.html#"
    assert read("tracks", base + TIMES_1).recognised == "a Tatham Tracks link"
    assert read("tracks", (base + TIMES_1).replace("#", "%23").replace(":", "%3A")).puzzle == tracks.decode(TIMES_1)
    with pytest.raises(ValueError, match="random-seed"):
        read("tracks", base + "8x8#12345")


def test_tatham_fifteen_ids_and_links_and_sixteen_is_a_different_game():
    fifteen = "4x4:3,14,9,11,5,4,8,2,13,12,6,7,10,1,15,0"
    assert read("sliding", fifteen).recognised == "a share string, also a Tatham Fifteen game ID"
    link = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/fifteen.html#" + fifteen
    assert read("sliding", link).puzzle == sliding.decode(fifteen)
    with pytest.raises(ValueError, match="Sixteen"):  # a real link, quoted in a public README
        read("sliding", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/sixteen.html#3x3")
    with pytest.raises(ValueError, match="Tatham Sixteen ID"):
        read("sliding", "3x3:1,2,3,4,5,6,7,8,9")
    with pytest.raises(ValueError, match="open it on the Sliding tiles page"):
        read("sudoku", link)


# Solo links quoted with their grids in public solver code (spaces are empty cells).
SOLO_REAL = [
    ("3x3:4a5c1a8b9_7c5e2b4a7b3a5b9a9b7b3a3b2a8b7a4b3e8c2_3b5a3c4a2",
     ["4 5   1 8", "  97   5 ", "    2  4 ", "7  3 5  9", " 9  7  3 ", "3  2 8  7", " 4  3    ", " 8   23  ", "5 3   4 2"]),
    ("3x3:a5a2e8a7a1c6_3b7d4a3b2a4b1_2e8_9b9a4b2a7d6b2_2c3a5a7e2a1a",
     [" 5 2     ", "8 7 1   6", "3  7    4", " 3  2 4  ", "12     89", "  9 4  2 ", "7    6  2", "2   3 5 7", "     2 1 "]),
]


@pytest.mark.parametrize("game_id, rows", SOLO_REAL)
def test_real_solo_ids_and_links_decode_to_their_grids_and_encode_back_verbatim(game_id, rows):
    reading = read("sudoku", game_id)
    assert reading.recognised == "a Solo game ID (Simon Tatham's Sudoku)"
    assert reading.puzzle.cells == grid("".join(rows))
    assert solo_id(reading.puzzle) == game_id
    link = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#" + game_id
    assert read("sudoku", link).puzzle == reading.puzzle
    assert read("sudoku", "\n".join(rows)).puzzle == reading.puzzle  # the same grid as spaced text


def test_solo_box_size_is_rows_by_columns_and_variants_are_refused_politely():
    six = read("sudoku", "2x3:a3a4a1_4b2c6_2c5f2a1d5b3").puzzle  # Solo: 2x3 = boxes 2 rows by 3 columns
    assert (six.box_rows, six.box_cols) == (2, 3)
    assert six == sudoku.decode("030401400200062000500000020100005003")
    for variant, words in (("9j:", "jigsaw"), ("3x3x:", "X Solo"), ("3x3k:", "killer"), ("3x3#123", "random-seed")):
        with pytest.raises(ValueError, match=words):
            read("sudoku", variant + ("a" * 26) * 3 + "c")


# ---------------------------------------------------------------- puzz.link / pzv.jp


def test_the_pzprjs_fixture_decodes_to_its_board_file():
    # pzprjs test/script/sudoku.js: url "4/4/g1k23k3g", board ". 1 . . /. . . 2 /3 . . . /. . 3 . /"
    reading = read("sudoku", "https://puzz.link/p?sudoku/4/4/g1k23k3g")
    assert reading.recognised == "a puzz.link Sudoku URL"
    assert reading.puzzle.cells == grid(".1.." "...2" "3..." "..3.")


# puzz.link Sudoku URLs from penpa-edit's import tests
PUZZLINK_REAL = [
    "https://puzz.link/p?sudoku/4/4/g2j1h1j3g",
    "https://puzz.link/p?sudoku/4/4/i1g2j4g3i",
    "https://puzz.link/p?sudoku/6/6/61j3g2j4g3j5g4j6g5j12",
    "https://puzz.link/p?sudoku/6/6/g3h2g5j6h1l4h6j3g5g6h",
    "https://puzz.link/p?sudoku/9/9/123456789789123456456789123231564897897231564564897231312645978978312645645978312",
    "https://puzz.link/p?sudoku/9/9/15i96l17i7g65i42k1g5368h2i7g2p3h5g48g2g9k3h7i6",
    "https://puzz.link/p?sudoku/9/9/91h8h343m5i1g3k1i3h5i9i8h7i5k7g5i6m787h4h26",
]


@pytest.mark.parametrize("url", PUZZLINK_REAL)
def test_real_puzzlink_urls_decode_and_encode_back_to_the_same_body(url):
    puzzle = read("sudoku", url).puzzle
    assert pzpr_body(puzzle) == url.split("/", 6)[-1]
    assert read("sudoku", url.replace("https://puzz.link/p?", "http://pzv.jp/p.html?")).recognised == "a pzv.jp Sudoku URL"
    assert read("sudoku", url.replace("?sudoku/", "?sudoku_edit/")).puzzle == puzzle


def test_puzzlink_6x6_has_boxes_of_2_rows_by_3_columns():
    puzzle = read("sudoku", PUZZLINK_REAL[2]).puzzle
    assert (puzzle.n, puzzle.box_rows, puzzle.box_cols) == (6, 2, 3)
    assert puzzle.cells[:12] == (6, 1, 0, 0, 0, 0, 3, 0, 2, 0, 0, 0)


def test_puzzlink_16x16_numbers_above_15_and_other_puzzles():
    p = sudoku.decode("G" + "0" * 255)
    assert pzpr_body(p).startswith("-10")
    assert read("sudoku", f"https://puzz.link/p?sudoku/16/16/{pzpr_body(p)}").puzzle == p
    with pytest.raises(ValueError, match="'kouchoku' puzzle; Gridhunt reads puzz.link's Akari, .* and [0-9]+ more \\(the Genres page lists them\\)"):
        read("sudoku", "https://puzz.link/p?kouchoku/10/10/abc")
    with pytest.raises(ValueError, match="^This is a puzz.link Slitherlink link; open it on the Genres page$"):
        read("sudoku", "https://puzz.link/p?slither/10/10/abc")
    with pytest.raises(ValueError, match="8x8"):
        read("sudoku", "https://puzz.link/p?sudoku/8/8/g")


# ---------------------------------------------------------------- SudokuWiki

# SudokuWiki's X-Wing page: the "Load position" board and its "From the start" board
XWING_S9B = (
    "S9B015y2e685w68050609040i022e0e0f0a2e085y050f0a5u090b042e2u2e0i06042c0810012q0f0dd0015w9i102e020a"
    "089e03050f9e0d5y042e05d0609i010f095y0e5y0f0a045y0206020166cy669id205"
)
XWING_START = "100000569402000008050009040000640801000010000208035000040500010900000402621000005"


def test_a_sudokuwiki_s9b_board_has_the_givens_of_its_start_board():
    reading = read("sudoku", "https://www.sudokuwiki.org/sudoku.htm?bd=" + XWING_S9B)
    assert reading.puzzle == sudoku.decode(XWING_START)
    assert reading.recognised.startswith("a SudokuWiki board (29 givens, 17 placed digits")


def test_sudokuwiki_placed_digits_and_candidates_agree_with_the_solution():
    """The inferred S9B meaning checked: placed digits are the solution's, candidates hold the solution's digit."""
    reading = read_sudokuwiki(XWING_S9B)
    solution = next(sudoku.solutions(reading.puzzle))
    for i, (placed, mask) in enumerate(zip(reading.extra["placed"], reading.extra["candidates"])):
        if placed:
            assert placed == solution[i]
        if mask:
            assert mask >> (solution[i] - 1) & 1, f"cell {i}: candidates {mask:b} lack {solution[i]}"


def test_sudokuwiki_81_digit_boards_and_bad_boards():
    assert read("sudoku", "https://www.sudokuwiki.org/sudoku.htm?bd=" + XWING_START).recognised == "a SudokuWiki board"
    with pytest.raises(ValueError, match="81 digits"):
        read("sudoku", "https://www.sudokuwiki.org/sudoku.htm?bd=123")


# ---------------------------------------------------------------- Sudoku text


PICTURES = {
    "forum": """
+-------+-------+-------+
| . . 4 | . . 6 | . 7 9 |
| . . . | . . . | 6 . 2 |
| . 5 6 | . 9 2 | 3 . . |
+-------+-------+-------+
| . 7 8 | . 6 1 | . 3 . |
| 5 . 9 | . . . | 4 . 6 |
| . 2 . | 5 4 . | 8 9 . |
+-------+-------+-------+
| . . 7 | 4 1 . | 9 2 . |
| 1 . 5 | . . . | . . . |
| 8 4 . | 6 . . | 1 . . |
+-------+-------+-------+""",
    "ss": SS_PICTURE.rstrip("\n"),
    "box drawing": "\n" + BOX_DRAWING,
    "nine lines": "\n".join(WORKED[k : k + 9] for k in range(0, 81, 9)),
    "spaces for empty": "\n".join(WORKED[k : k + 9].replace("0", " ") for k in range(0, 81, 9)),
    "underscores": WORKED.replace("0", "_"),
    "our render": sudoku.render(sudoku.decode(WORKED)),
}


@pytest.mark.parametrize("name", PICTURES)
def test_sudoku_text_as_people_post_it(name):
    assert read("sudoku", PICTURES[name]).puzzle == sudoku.decode(WORKED)


def test_a_six_by_six_picture_gives_its_box_shape():
    six = sudoku.decode("3x2:" + "0" * 36)
    assert read("sudoku", sudoku.render(six)).puzzle == six


def test_unreadable_sudoku_text_says_what_it_looked_like():
    with pytest.raises(ValueError, match="does not look like a Sudoku"):
        read("sudoku", "hello")
    with pytest.raises(ValueError, match="grid picture with 3 rows"):
        read("sudoku", "|1 2|\n|3 4|\n|5 6|")


# ---------------------------------------------------------------- exports


def test_sudoku_exports_round_trip_through_the_import_layer():
    for share in (WORKED, "4003000020000104", "030401400200062000500000020100005003", sudoku.EXAMPLES[3][1]):
        puzzle = sudoku.decode(share)
        forms = paste.exports("sudoku", puzzle)
        assert {form["id"] for form in forms} == {"puzzlink", "solo", "sudokuwiki", "fpuzzles"}
        for form in forms:
            if form["text"] is not None:
                assert read("sudoku", form["text"]).puzzle == puzzle, form


def test_exports_say_why_a_form_cannot_hold_the_puzzle():
    forms = {form["id"]: form for form in paste.exports("sudoku", sudoku.decode("3x2:" + "0" * 36))}
    assert forms["puzzlink"]["text"] is None and "2x3" in forms["puzzlink"]["reason"]
    assert forms["solo"]["text"] == "3x2:z" + "j"
    split = tracks.EXAMPLES[0][1]
    assert paste.exports("tracks", tracks.decode(split))[0]["text"] is None


def test_tracks_and_fifteen_exports_round_trip():
    forms = paste.exports("tracks", tracks.decode(TIMES_1))
    assert [form["text"] for form in forms] == [TIMES_1, "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/tracks.html#" + TIMES_1]
    for form in forms:
        assert read("tracks", form["text"]).puzzle == tracks.decode(TIMES_1)
    puzzle = sliding.decode("3x3:1,2,3,4,5,6,7,8,0/2,1,5,7,4,6,3,8,0")
    fifteen = paste.exports("sliding", puzzle)[0]["text"]
    renamed = read("sliding", fifteen).puzzle
    first = next(sliding.solutions(puzzle))  # the same moves solve both: the puzzles differ only in names
    assert sliding.is_solution(renamed, first)


# ---------------------------------------------------------------- the api and tiling counts


def test_parse_says_what_it_recognised_and_export_answers_forms():
    reply = json.loads(api.handle(json.dumps({"op": "parse", "kind": "sudoku", "text": PUZZLINK_REAL[0]})))
    assert reply["recognised"] == "a puzz.link Sudoku URL" and reply["share"] == "0200001001000030"
    reply = json.loads(api.handle(json.dumps({"op": "export", "kind": "tracks", "puzzle": TIMES_1})))
    assert reply["forms"][0]["text"] == TIMES_1


def test_an_impossible_tiling_is_answered_at_once_with_its_reason():
    for share, words in (("p5:8x8", "64 cells, but the pieces cover 60"), ("p5:7x10", "70 cells"),
                         ("p4:4x5", "chessboard"), ("p5?:4x4", "no choice of the pieces")):
        reply = json.loads(api.handle(json.dumps({"op": "solve", "kind": "tiling", "puzzle": share})))
        assert reply["status"] == "unsolvable" and words in reply["reason"], share
    assert tiling.unsolvable_reason(tiling.decode("p5:6x10")) is None
    assert tiling.unsolvable_reason(tiling.decode("p5?:1x5:5x1")) is None


def test_links_cut_only_what_is_a_link():
    assert cut(WORKED) is None and cut(TIMES_1) is None and cut("s2-3,s1?:bwwbb/bwwbw") is None
    assert cut("pzv.jp/p.html?sudoku/4/4/g").site == "pzv.jp"


def test_comment_lines_and_a_box_prefix_before_a_picture():
    six = sudoku.decode("3x2:" + "0" * 35 + "1")
    assert read("sudoku", "3x2:\n" + sudoku.render(six)).puzzle == six
    assert read("sudoku", f"# from the forum\n{WORKED}").puzzle == sudoku.decode(WORKED)
    assert read("sudoku", "[Puzzle]\n" + PICTURES["ss"]).recognised == "a grid picture (9 rows)"


@pytest.mark.parametrize("page", ["sudoku", "sliding", "tracks", "maze", "tiling"])
def test_another_kinds_puzzle_is_never_read_here_and_is_named_when_recognised(page):
    for kind in ("sudoku", "sliding", "tracks", "maze", "tiling"):
        if kind == page:
            continue
        for _, share in KINDS[kind].EXAMPLES:
            with pytest.raises(ValueError) as refused:
                read(page, share)
            name = KINDS[kind].NAME
            assert str(refused.value).endswith(f"open it on the {name} page"), (page, share[:30], str(refused.value))


def test_huge_sizes_in_pasted_ids_get_a_sentence_not_a_memory_error():
    for kind, text in (("sliding", "3012345653x3:635278"), ("sliding", "99999x9:1,2,3"), ("sudoku", "99x99:" + "z" * 5000)):
        with pytest.raises(ValueError):
            read(kind, text)


@pytest.mark.parametrize("kind, text, page", [
    ("sudoku", "8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1", "tracks"),  # another kind's plain text
    ("sudoku", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "genres"),  # another tool's link to a genre
    ("tracks", "https://hunt.example/gridhunt/sudoku/#4003000020000104", "sudoku"),  # our link to another page
    ("sudoku", f"https://hunt.example/genres/#{AKARI}", "genres"),
    ("genres", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "sudoku"),  # the genres page: a kind with its own page
])
def test_a_puzzle_another_page_reads_gets_that_pages_id_in_the_reply(kind, text, page):
    op = {"op": "draw", "puzzle": text} if kind == "genres" else {"op": "parse", "text": text}
    reply = json.loads(api.handle(json.dumps({"kind": kind, **op})))
    assert not reply["ok"] and reply["page"] == page, reply
    assert "open it" in reply["error"]


@pytest.mark.parametrize("kind, text", [
    ("sudoku", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/netslide.html#3x3:0123"),  # no page reads it
    ("sudoku", "12"),  # nobody's puzzle
    ("genres", "https://puzz.link/p?nosuchgenre/4/4/x"),
])
def test_a_text_no_page_reads_gets_no_page(kind, text):
    op = {"op": "draw", "puzzle": text} if kind == "genres" else {"op": "parse", "text": text}
    reply = json.loads(api.handle(json.dumps({"kind": kind, **op})))
    assert not reply["ok"] and "page" not in reply, reply


@pytest.mark.parametrize("text, kind", [
    (WORKED, "sudoku"),
    ("3x3:8,6,7,2,5,4,3,0,1", "sliding"),
    ("8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1", "tracks"),
    ("https://puzz.link/p?sudoku/4/4/g1k23k3g", "sudoku"),
    ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "nurikabe"),
    ("nurikabe/5/5/g5k2o1k3g", "nurikabe"),  # the part after puzz.link's '?'
    (f"https://hunt.example/genres/#{AKARI}", "akari"),
    ("https://hunt.example/gridhunt/tiling/#s2:ggrg/yyrr/yygr", "tiling"),
    *((share, kind.ID) for kind in KINDS.values() for _, share in kind.EXAMPLES),
])
def test_the_home_pages_box_finds_the_kind_of_any_puzzle(text, kind):
    reply = json.loads(api.handle(json.dumps({"op": "identify", "text": text})))
    assert reply["ok"] and reply["kind"] == kind, reply
    assert reply["page"] == paste.page_of(kind) and reply["name"] == KINDS[kind].NAME
    assert reply["share"] == KINDS[kind].encode(paste.read(kind, text).puzzle)


@pytest.mark.parametrize("text, sentence", [
    ("hello", "finds no puzzle in this text"),
    ("", "Nothing to read"),
    ("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/netslide.html#3x3:0123", "a different game"),
    ("https://puzz.link/p?nosuchgenre/4/4/x", "Gridhunt reads puzz.link's"),
    ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3gzzzz", "more cells than its grid"),  # the genre's own sentence
])
def test_the_home_pages_box_says_why_it_opens_nothing(text, sentence):
    reply = json.loads(api.handle(json.dumps({"op": "identify", "text": text})))
    assert not reply["ok"] and sentence in reply["error"], reply
