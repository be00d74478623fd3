"""Command line: ``gridhunt solve KIND [FILE]`` solves each puzzle of a file or of standard input.

Input is read by the same import layer as the page (``paste``): a line is a puzzle in any form
its page reads (share string, link, ``#fragment``, Tatham ID...), and lines without a blank line
between them may be one picture. A block of several lines is a batch when every line reads
alone, else one picture; a batch with some bad lines answers each line. Tiling grids span blank
lines (its text form separates grids by them): ``pieces:`` starts a new puzzle.
"""

import argparse
import json
import sys
from typing import Iterator

from . import __version__, paste
from .api import solve
from .fields import MAX_LIMIT, whole_range
from .links import cut
from .puzzlink.picture import is_picture
from .puzzles import KINDS

PICTURE_LINES = 4  # the fewest lines of any picture (a 4x4 Sudoku): fewer unreadable lines are a batch

DESCRIPTION = """\
Solve puzzle-hunt grid puzzles from the command line, the same solvers as the site.

Each input line (from FILE, or standard input) is one puzzle in any form its page
reads: the share string, a link to the page (or just its '#' part), another tool's
link or ID (Tatham, puzz.link, SudokuWiki). A picture (a Sudoku grid, a maze, tiling
grids) spans several lines; separate puzzles by blank lines. Lines starting with
'# ' are comments. One result is printed per puzzle, in input order.

A puzz.link URL (or the genres page's link) may stand in place of KIND: its genre names the
kind, and it is the puzzle.
"""

EPILOG = """\
text output, one line per puzzle:
  the solution in the kind's own format (Sudoku: the solved SDM line),
  'unsolvable' when there is none, or 'invalid: <reason>'.
  With --count: the number of solutions, as 'N+' when the limit was reached.
  With --render: a text picture of the solution instead of one line.

--json output, one object per line:
  {"status": "solved" | "unsolvable" | "invalid", "solution": ..., "count": N,
   "unique": true | false | null, "error": "...", "recognised": "a Solo game ID ...",
   "reason": "..." (why it is unsolvable, when a count proves it),
   "pzprv3": "..." (a genre from puzz.link: the answer as a file puzz.link opens)}
  (each kind's solution shape is described on its page of the documentation)

exit status: 0 when every line was valid, 1 when a line was invalid, 2 for usage errors.

examples:
  gridhunt solve sudoku puzzles.txt
  gridhunt solve sudoku --json grid.txt          (a picture; FILE may stand anywhere)
  gridhunt solve 'https://puzz.link/p?akari/6/6/nekcakbl' --json   (a puzz.link URL names its genre)
  echo 'https://puzz.link/p?sudoku/4/4/g1k23k3g' | gridhunt solve sudoku
  echo 0030400210000030 | gridhunt solve sudoku --count --json
  gridhunt kinds
"""


def main(argv=None) -> int:
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra and args.command == "solve" and args.file is None and len(extra) == 1 and not extra[0].startswith("-"):
        args.file = extra[0]  # FILE after options: argparse gives positionals one chance only
    elif extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "kinds":
        for kind in KINDS.values():
            print(f"{kind.ID}\t{kind.NAME}")
        return 0
    if args.command == "examples":
        for title, share in KINDS[args.kind].EXAMPLES:
            print(f"# {title}\n{share}")
        return 0
    limit = args.limit if args.count else 1
    if args.kind in KINDS:
        text = read_input(parser, args.file)
    else:
        # `gridhunt solve URL`: a puzz.link URL in place of the kind names its genre and is the puzzle.
        detected = paste.kind_of_link(args.kind)
        if detected is None or args.file:
            parser.error(f"unknown kind or puzz.link genre '{args.kind[:40]}' (kinds: {', '.join(sorted(KINDS))})")
        text, args.kind = args.kind, detected
    invalid = False
    for puzzle in puzzles_in(args.kind, text):
        result = solve_line(args.kind, puzzle, limit, draw=args.render and not args.json)
        invalid |= result["status"] == "invalid"
        print(json.dumps(result) if args.json else as_text(result, args), flush=True)
    return 1 if invalid else 0


def read_input(parser: argparse.ArgumentParser, file: str | None) -> str:
    try:
        with open(file, encoding="utf-8") if file else sys.stdin as source:
            return source.read()
    except OSError as error:
        parser.error(f"cannot read {file}: {error.strerror}")
    except UnicodeDecodeError:
        parser.error(f"cannot read {file or 'standard input'}: it is not UTF-8 text")


def puzzles_in(kind_id: str, text: str) -> Iterator[str]:
    """The puzzles of an input, each as the text to read: a line, or the lines of a picture."""
    spans = paste.IMPORTERS[kind_id].BLANK_LINES_INSIDE
    pending: list[str] = []  # a text puzzle whose blocks span blank lines (tiling grids)
    for block in blocks(text):
        if spans and not (len(block) == 1 and readable(kind_id, block[0])):
            if block[0].strip().lower().startswith("pieces") and pending:
                yield "\n".join(pending)
                pending = []
            pending += ([""] if pending else []) + block
            continue
        if pending:
            yield "\n".join(pending)
            pending = []
        yield from block_puzzles(kind_id, block)
    if pending:
        yield "\n".join(pending)


def blocks(text: str) -> Iterator[list[str]]:
    """Runs of lines between blank lines, without comment lines ('#' alone or '# ' and words)."""
    block: list[str] = []
    for line in text.splitlines() + [""]:
        if line.strip() == "#" or line.lstrip().startswith("# "):
            continue
        if line.strip():
            block.append(line.rstrip())
        elif block:
            yield block
            block = []


def block_puzzles(kind_id: str, block: list[str]) -> list[str]:
    """A block's puzzles: each line when each reads alone (a batch), else the block as one picture; a
    genre's block is one picture when a line is shaped as a picture row (no ``/``)."""
    if len(block) == 1:
        return [block[0].strip()]
    if any(map(is_link, block)):
        return [line.strip() for line in block]
    whole = "\n".join(block)
    if getattr(paste.IMPORTERS[kind_id], "picture", None) and any(map(is_picture, block)):
        return [whole]  # a genre's picture, even though each of its rows would read alone as a one-row picture
    alone = [readable(kind_id, line) for line in block]
    if all(alone):
        return [line.strip() for line in block]
    if readable(kind_id, whole) or (not any(alone) and len(block) >= PICTURE_LINES):
        return [whole]  # a picture (its one sentence when it cannot be read)
    return [line.strip() for line in block]  # a batch with bad lines: one answer each


def is_link(line: str) -> bool:
    """Whether a line is a link (of any tool, read or not): a link is never one row of a picture."""
    try:
        return cut(line) is not None
    except ValueError:
        return True


def readable(kind_id: str, text: str) -> bool:
    try:
        paste.read(kind_id, text)
    except (ValueError, RecursionError):
        return False
    return True


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gridhunt", description=DESCRIPTION, epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--version", action="version", version=f"gridhunt {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    solve = commands.add_parser(
        "solve", help="solve one share string per line", description=DESCRIPTION, epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    solve.add_argument(
        "kind", metavar="KIND", help="puzzle kind: " + ", ".join(sorted(KINDS)) + "; or a puzz.link URL, solved alone"
    )
    solve.add_argument("file", metavar="FILE", nargs="?", help="file of puzzles (default: standard input)")
    solve.add_argument("--json", action="store_true", help="print one JSON object per line")
    solve.add_argument("--count", action="store_true", help="count solutions up to --limit (uniqueness check)")
    solve.add_argument("--limit", type=limit_type, default=2, help="how far --count counts (default 2)")
    solve.add_argument("--render", action="store_true", help="print a text picture of each solution")
    commands.add_parser("kinds", help="list the puzzle kinds")
    examples = commands.add_parser("examples", help="print a kind's example share strings")
    examples.add_argument("kind", metavar="KIND", choices=sorted(KINDS))
    return parser


def limit_type(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(f"must be {whole_range(1, MAX_LIMIT)}")
    return int(text)


def solve_line(kind_id: str, line: str, limit: int, draw: bool = False) -> dict:
    """The --json record for one puzzle (a line or a picture); with ``draw``, the solution's ``picture`` too."""
    kind = KINDS[kind_id]
    try:
        reading = paste.read(kind_id, line)
        puzzle = reading.puzzle
        found, reply = solve(kind, puzzle, limit)
    except ValueError as error:
        return invalid(str(error))
    except RecursionError:
        return invalid("The puzzle is too large")
    result = {
        "status": reply["status"], "solution": reply["solutions"][0] if found else None, "count": reply["count"],
        "unique": reply["unique"], "error": None, "text": reply["text"][0] if found else None,
        "recognised": reading.recognised, **({"reason": reply["reason"]} if "reason" in reply else {}),
        **({"pzprv3": reply["pzprv3"][0] if found else None} if "pzprv3" in reply else {}),
    }
    if draw and found:
        result["picture"] = kind.render(puzzle, found[0]).rstrip("\n")
    return result


def invalid(error: str) -> dict:
    return {"status": "invalid", "solution": None, "count": 0, "unique": None, "error": error}


def as_text(result: dict, args) -> str:
    if result["status"] == "invalid":
        return f"invalid: {result['error']}"
    if args.count:
        return f"{result['count']}" + ("+" if result["count"] == args.limit else "")
    if result["status"] == "unsolvable":
        return f"unsolvable: {result['reason']}" if "reason" in result else "unsolvable"
    return result["picture"] if args.render else result["text"]
