"""Command line: ``gridhunt solve [KIND] [FILE]`` solves each puzzle of a file or of standard input.

Input is read by the same import layer as the page (``paste``): a line is a puzzle in any form
its page reads (share string, link, ``#fragment``, Tatham ID...), and lines without a blank line
between them may be one picture. A block of several lines is a batch when every line reads
alone, else one picture; a batch with some bad lines answers each line. Tiling grids span blank
lines (its text form separates grids by them): ``pieces:`` starts a new puzzle, and a block of
share strings is a batch all the same. Each line is read once: the reading that told a batch
from a picture is the one solved.
"""

import argparse
import json
import os
import sys
from typing import Iterator

from . import __version__, paste, tatham
from .api import solve
from .fields import MAX_LIMIT, MAX_TIMEOUT, whole_range
from .links import cut
from .puzzlink.picture import is_picture
from .puzzles import KINDS
from .reading import Reading
from .search import budget

DEFAULT_TIMEOUT = 10.0  # seconds a puzzle may take (--timeout): then the line says what is known
PICTURE_LINES = 4  # the fewest lines of any picture (a 4x4 Sudoku): fewer unreadable lines are a batch

DESCRIPTION = """\
Solve puzzle-hunt grid puzzles from the command line, the same solvers as the site.

Each input line (from FILE, or standard input) is one puzzle in any form its page
reads: the share string, a link to the page (or just its '#' part), another tool's
link or ID (Tatham, puzz.link, SudokuWiki). A picture (a Sudoku grid, a maze, tiling
grids) spans several lines; separate puzzles by blank lines. Lines starting with
'# ' are comments. One result is printed per puzzle, in input order.

A puzz.link URL (or the genres page's link) may stand in place of KIND: its genre names the
kind, and it is the puzzle. KIND 'any' (or no KIND) reads each puzzle as the home page's box
does, so one file may hold links of many genres and tools.
"""

EPILOG = """\
text output, one line per puzzle:
  the solution in the kind's own format (Sudoku: the solved SDM line),
  'unsolvable' when there is none, or 'invalid: <reason>'.
  With --count: the number of solutions, as 'N+' when the limit was reached.
  Out of time (--timeout): 'unknown: No solution found within 10 s', or with --count
  'N? ' and what is known ('1? One solution found; uniqueness not proved within 10 s').
  With --render: a text picture of the solution instead of one line.

--json output, one object per line:
  {"status": "solved" | "unsolvable" | "unknown" | "invalid", "solution": ..., "count": N,
   "unique": true | false | null, "error": "...", "recognised": "a Solo game ID ...",
   "timedOut": true, "note": "..." (only when --timeout cut the search short: what is known),
   "reason": "..." (why it is unsolvable, when a count proves it),
   "pzprv3": "..." (a genre from puzz.link: the answer as a file puzz.link opens),
   "kind": "..." (KIND any: the kind the puzzle was read as)}
  (each kind's solution shape is described on its page of the documentation)

exit status: 0 when every line was valid, 1 when a line was invalid, 2 for usage errors.

examples:
  gridhunt solve sudoku puzzles.txt
  gridhunt solve sudoku 0030400210000020         (FILE naming no file: the puzzle itself)
  gridhunt solve sudoku --json grid.txt          (a picture; FILE may stand anywhere)
  gridhunt solve 'https://puzz.link/p?akari/6/6/nekcakbl' --json   (a puzz.link URL names its genre)
  echo 'https://puzz.link/p?sudoku/4/4/g1k23k3g' | gridhunt solve sudoku
  echo 0030400210000020 | gridhunt solve sudoku --count --json
  gridhunt solve links.txt --count         (no KIND: each line's genre read from the line itself)
  gridhunt kinds
"""


ANY = "any"  # the KIND that reads each puzzle as the home page's box does (``paste.identify``)


def main(argv=None) -> int:
    try:
        status = run(argv)
        sys.stdout.flush()  # here, not at exit, where a broken pipe could only be reported
        return status
    except BrokenPipeError:
        # The reader went away (`gridhunt kinds | head`): no traceback, and nothing more written at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141  # what a shell reports for a writer ended by SIGPIPE


def run(argv=None) -> int:
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
    if args.kind == ANY:
        return solve_any(given_or_read(parser, ANY, args.file), limit, args)
    if args.kind in KINDS:
        text = given_or_read(parser, args.kind, args.file)
    else:
        # `gridhunt solve URL`: a puzz.link URL (or a Tatham game ID...) in place of the kind names
        # its genre and is the puzzle.
        detected, sentence = kind_named_by(args.kind) if not args.file else (None, None)
        if sentence:
            parser.error(sentence)
        if detected is None and not args.file and os.path.isfile(args.kind):  # `gridhunt solve links.txt`
            return solve_any(read_input(parser, args.kind), limit, args)
        if detected is None:
            parser.error(f"unknown kind '{args.kind[:40]}', and no puzz.link genre or file of that name (kinds: {', '.join(sorted(KINDS))})")
        text, args.kind = args.kind, detected
    invalid = False
    for puzzle, outcome in puzzles_in(args.kind, text):
        result = solve_line(args.kind, puzzle, limit, draw=args.render and not args.json, outcome=outcome,
                            timeout=args.timeout)
        invalid |= result["status"] == "invalid"
        print(json.dumps(result) if args.json else as_text(result, args), flush=True)
    return 1 if invalid else 0


def solve_any(text: str, limit: int, args) -> int:
    """KIND any: each puzzle of the input read as the home page's box reads it, whatever its genre or tool.
    A block of lines is told a batch from a picture as for one kind (``block_puzzles``); records say the kind."""
    invalid = False
    for block in blocks(text):
        for puzzle, outcome in any_puzzles(block):
            if isinstance(outcome, ValueError):
                result = {**invalid_record(str(outcome)), "kind": None}
            else:
                kind_id, read_as = outcome
                result = solve_line(kind_id, puzzle, limit, draw=args.render and not args.json, outcome=read_as,
                                    timeout=args.timeout)
                result["kind"] = kind_id
            invalid |= result["status"] == "invalid"
            print(json.dumps(result) if args.json else as_text(result, args), flush=True)
    return 1 if invalid else 0


def any_puzzles(block: list[str]) -> list[tuple[str, tuple[str, Reading] | ValueError]]:
    """A block's puzzles for KIND any, each with its kind and reading or the sentence why none reads it: each
    line when each is identified alone or one is a link, else the block as one picture when it reads so."""
    lines = [line.strip() for line in block]
    alone = [identified(line) for line in lines]
    if len(lines) == 1 or not any(isinstance(outcome, ValueError) for outcome in alone) or any(map(is_link, lines)):
        return list(zip(lines, alone))
    whole = "\n".join(block)
    outcome = identified(whole)
    if not isinstance(outcome, ValueError) or all(isinstance(one, ValueError) for one in alone):
        return [(whole, outcome)]
    return list(zip(lines, alone))


def identified(text: str) -> tuple[str, Reading] | ValueError:
    """``reading`` for KIND any: the kind and reading the home page's box finds, or the sentence why none."""
    return caught(paste.identify, text)


def kind_named_by(text: str) -> tuple[str | None, str | None]:
    """The kind a puzzle given in place of the kind reads as, as the home page's box reads it (a link,
    a Tatham game ID, a genre's URL without its address), or None and why: the sentence when the text
    is a link or a game ID (a penpa-edit board without a genre tag says which genres fit it), None
    when it is no puzzle at all (a mistyped kind)."""
    detected = paste.kind_of_link(text)
    if detected is not None:
        return detected, None
    try:
        return paste.identify(text)[0], None
    except ValueError as error:
        try:
            some_puzzle = cut(text) is not None or tatham.ID_START.match(text) is not None
        except ValueError:
            some_puzzle = True
        return None, str(error) if some_puzzle else None


def given_or_read(parser: argparse.ArgumentParser, kind_id: str, file: str | None) -> str:
    """The input: FILE's text, or FILE itself when no file has that name and it reads as a puzzle of
    the kind (`gridhunt solve sudoku 0030...`: what a user types first); for neither, both reasons."""
    if file is None or os.path.exists(file):
        return read_input(parser, file)
    outcome = identified(file) if kind_id == ANY else reading(kind_id, file)
    if not isinstance(outcome, ValueError):
        return file
    shown = file if len(file) <= 40 else f"{file[:40]}…"
    parser.error(f"cannot read {shown}: no such file, nor is it a puzzle ({outcome})")


def read_input(parser: argparse.ArgumentParser, file: str | None) -> str:
    try:
        with open(file, encoding="utf-8") if file else sys.stdin as source:
            return source.read()
    except OSError as error:
        parser.error(f"cannot read {file}: {error.strerror}")
    except UnicodeDecodeError:
        parser.error(f"cannot read {file or 'standard input'}: it is not UTF-8 text")


Outcome = Reading | ValueError  # a text read: its puzzle, or the sentence why it cannot be


def puzzles_in(kind_id: str, text: str) -> Iterator[tuple[str, Outcome | None]]:
    """The puzzles of an input, each as the text to read (a line, or the lines of a picture) and its
    reading when telling the puzzles apart took one already (None otherwise)."""
    spans = paste.IMPORTERS[kind_id].BLANK_LINES_INSIDE
    pending: list[str] = []  # a text puzzle whose blocks span blank lines (tiling grids)
    for block in blocks(text):
        puzzles = block_puzzles(kind_id, block, spans)
        if puzzles is None:
            if block[0].strip().lower().startswith("pieces") and pending:
                yield "\n".join(pending), None
                pending = []
            pending += ([""] if pending else []) + block
            continue
        if pending:
            yield "\n".join(pending), None
            pending = []
        yield from puzzles
    if pending:
        yield "\n".join(pending), None


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


def block_puzzles(kind_id: str, block: list[str], spans: bool = False) -> list[tuple[str, Outcome | None]] | None:
    """A block's puzzles: each line when each reads alone (a batch), else the block as one picture.

    With ``spans`` (a kind whose pictures span blank lines), None for a block that is no batch:
    it is part of a picture the next blocks may continue. A batch stays one puzzle a line either way.
    """
    lines = [line.strip() for line in block]
    if len(block) == 1 and not spans:
        return [(lines[0], None)]
    if getattr(paste.IMPORTERS[kind_id], "picture", None) and not any(map(is_link, block)) and any(map(is_picture, block)):
        whole = "\n".join(block)  # a genre's picture, though each of its rows would read alone as a one-row picture
        return [(whole, reading(kind_id, whole))]
    alone = [reading(kind_id, line) for line in lines]
    read = [isinstance(outcome, Reading) for outcome in alone]
    if all(read) or any(map(is_link, block)):
        return list(zip(lines, alone))
    if spans and not any(read):
        return None
    whole = "\n".join(block)
    outcome = reading(kind_id, whole)
    if isinstance(outcome, Reading) or (not any(read) and len(block) >= PICTURE_LINES):
        return None if spans else [(whole, outcome)]  # a picture (its one sentence when it cannot be read)
    return list(zip(lines, alone))  # a batch with bad lines: one answer each


def is_link(line: str) -> bool:
    """Whether a line is a link (of any tool, read or not): a link is never one row of a picture."""
    try:
        return cut(line) is not None
    except ValueError:
        return True


def reading(kind_id: str, text: str) -> Outcome:
    """``paste.read``'s reading, or its sentence why not; a puzzle of another kind is sent to that kind here,
    not to its page ("This is a puzz.link Akari link; solve it as akari: gridhunt solve akari, or no KIND")."""
    outcome = caught(paste.read, kind_id, text)
    if isinstance(outcome, paste.Elsewhere):
        other = identified(text)
        if not isinstance(other, ValueError) and other[0] != kind_id:
            advice = f"solve it as {other[0]}: gridhunt solve {other[0]}, or no KIND"
            if outcome.kind == other[0]:  # "This is a ... link" said, then where to solve it here
                return ValueError(f"{outcome.what}; {advice}")
            return ValueError(f"{outcome} ({advice})")
    return outcome


def caught(read, *args):
    """What ``read(*args)`` returns, or the ValueError with its sentence when the text cannot be read."""
    try:
        return read(*args)
    except ValueError as error:
        return error
    except RecursionError:
        return ValueError("The puzzle is too large")


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
        "kind", metavar="KIND", nargs="?", default=ANY,
        help="puzzle kind: " + ", ".join(sorted(KINDS)) + f"; {ANY} (each puzzle's kind read from it: the default, also when KIND is left out"
             " before a FILE); or a puzz.link URL, solved alone"
    )
    solve.add_argument("file", metavar="FILE", nargs="?", help="file of puzzles (default: standard input)")
    solve.add_argument("--json", action="store_true", help="print one JSON object per line")
    solve.add_argument("--count", action="store_true", help="count solutions up to --limit (uniqueness check)")
    solve.add_argument("--limit", type=limit_type, default=2, help="how far --count counts (default 2)")
    solve.add_argument("--render", action="store_true", help="print a text picture of each solution")
    solve.add_argument("--timeout", type=timeout_type, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                       help=f"give up on a puzzle after this long and say what is known (default {DEFAULT_TIMEOUT:g}; 0: never)")
    commands.add_parser("kinds", help="list the puzzle kinds")
    examples = commands.add_parser("examples", help="print a kind's example share strings")
    examples.add_argument("kind", metavar="KIND", choices=sorted(KINDS))
    return parser


def limit_type(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(f"must be {whole_range(1, MAX_LIMIT)}")
    return int(text)


def timeout_type(text: str) -> float | None:
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= MAX_TIMEOUT:
        raise argparse.ArgumentTypeError(f"must be a number of seconds from 0 (no limit) to {MAX_TIMEOUT}")
    return seconds or None


def solve_line(kind_id: str, line: str, limit: int, draw: bool = False, outcome: Outcome | None = None,
               timeout: float | None = None) -> dict:
    """The --json record for one puzzle (a line or a picture, and its reading when known); with ``draw``,
    the solution's ``picture`` too.

    ``timeout``: seconds the search may take (None: no limit); then the record says what is known.
    """
    kind = KINDS[kind_id]
    outcome = outcome or reading(kind_id, line)
    if isinstance(outcome, ValueError):
        return invalid_record(str(outcome))
    puzzle = outcome.puzzle
    try:
        with budget.within(timeout):
            found, reply = solve(kind, puzzle, limit)
    except ValueError as error:
        return invalid_record(str(error))
    except RecursionError:
        return invalid_record("The puzzle is too large")
    result = {
        "status": reply["status"], "solution": reply["solutions"][0] if found else None, "count": reply["count"],
        "unique": reply["unique"], "error": None, "text": reply["text"][0] if found else None,
        "recognised": outcome.recognised, **({"reason": reply["reason"]} if "reason" in reply else {}),
        **({"pzprv3": reply["pzprv3"][0] if found else None} if "pzprv3" in reply else {}),
        **({"timedOut": True, "note": reply["note"]} if reply.get("timedOut") else {}),
    }
    if draw and found:
        result["picture"] = kind.render(puzzle, found[0]).rstrip("\n")
    return result


def invalid_record(error: str) -> dict:
    return {"status": "invalid", "solution": None, "count": 0, "unique": None, "error": error}


def as_text(result: dict, args) -> str:
    if result["status"] == "invalid":
        return f"invalid: {result['error']}"
    if result["status"] == "unknown":
        return f"unknown: {result['note']}"
    if args.count and result.get("timedOut"):
        return f"{result['count']}? {result['note']}"
    if args.count:
        return f"{result['count']}" + ("+" if result["count"] == args.limit else "")
    if result["status"] == "unsolvable":
        return f"unsolvable: {result['reason']}" if "reason" in result else "unsolvable"
    return result["picture"] if args.render else result["text"]
