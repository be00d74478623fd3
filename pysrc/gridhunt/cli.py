"""Command line: ``gridhunt solve KIND [FILE]`` solves one share string per line."""

import argparse
import io
import json
import sys

from . import __version__
from .api import MAX_LIMIT, respond
from .puzzles import KINDS
from .puzzlink.url import genre_of

DESCRIPTION = """\
Solve puzzle-hunt grid puzzles from the command line, the same solvers as the site.

Each input line (from FILE, or standard input) is one puzzle as its share string,
the same text that follows '#' in the site's links. Blank lines and lines starting
with '#' are skipped. One result is printed per puzzle, in input order.
"""

EPILOG = """\
text output, one line per puzzle:
  the solution in the kind's own format (Sudoku: the solved SDM line),
  'unsolvable' when there is none, or 'invalid: <reason>'.
  With --count: the number of solutions, as 'N+' when the limit was reached.
  With --render: a text picture of the solution instead of one line.

--json output, one object per line:
  {"status": "solved" | "unsolvable" | "invalid", "solution": ..., "count": N,
   "unique": true | false | null, "error": "..."}
  (each kind's solution shape is described on its page of the documentation)

exit status: 0 when every line was valid, 1 when a line was invalid, 2 for usage errors.

examples:
  gridhunt solve sudoku puzzles.txt
  gridhunt solve 'https://puzz.link/p?akari/6/6/nekcakbl' --json   # a puzz.link URL names its genre
  echo 0030400210000030 | gridhunt solve sudoku --count --json
  gridhunt kinds
"""


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "kinds":
        for kind in KINDS.values():
            print(f"{kind.ID}\t{kind.NAME}")
        return 0
    if args.command == "examples":
        for title, share in KINDS[args.kind].EXAMPLES:
            print(f"# {title}\n{share}")
        return 0
    limit = args.limit if args.count else 1
    if args.kind not in KINDS:
        # `gridhunt solve URL`: a puzz.link URL in place of the kind names its genre and is the puzzle.
        detected = kind_of_link(args.kind)
        if detected is None or args.file:
            parser.error(f"unknown kind or puzz.link genre '{args.kind[:40]}' (kinds: {', '.join(sorted(KINDS))})")
        lines = io.StringIO(args.kind)
        args.kind = detected
    else:
        try:
            lines = open(args.file, encoding="utf-8") if args.file else sys.stdin
        except OSError as error:
            parser.error(f"cannot read {args.file}: {error.strerror}")
    invalid = False
    with lines:
        for line in lines:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            result = solve_line(args.kind, line, limit)
            invalid |= result["status"] == "invalid"
            print(json.dumps(result) if args.json else as_text(args.kind, line, result, args), flush=True)
    return 1 if invalid else 0


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
    solve.add_argument("file", metavar="FILE", nargs="?", help="file of share strings (default: standard input)")
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
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to {MAX_LIMIT}")
    return int(text)


def solve_line(kind_id: str, line: str, limit: int) -> dict:
    """The --json record for one share string."""
    try:
        reply = respond({"op": "solve", "kind": kind_id, "puzzle": line, "limit": limit})
    except ValueError as error:
        return {"status": "invalid", "solution": None, "count": 0, "unique": None, "error": str(error)}
    except RecursionError:
        return {"status": "invalid", "solution": None, "count": 0, "unique": None, "error": "The puzzle is too large"}
    solution = reply["solutions"][0] if reply["solutions"] else None
    return {
        "status": reply["status"], "solution": solution, "count": reply["count"], "unique": reply["unique"],
        "error": None, "text": reply["text"][0] if reply["text"] else None,
        **({"pzprv3": reply["pzprv3"][0] if reply["pzprv3"] else None} if "pzprv3" in reply else {}),
    }


def kind_of_link(text: str) -> str | None:
    """The kind that reads a puzz.link URL of this genre, or None (not such a URL, or a genre we lack)."""
    genre = genre_of(text)
    return next((kind.ID for kind in KINDS.values() if genre in getattr(kind, "PUZZLINK", ())), None)


def as_text(kind_id: str, line: str, result: dict, args) -> str:
    if result["status"] == "invalid":
        return f"invalid: {result['error']}"
    if args.count:
        return f"{result['count']}" + ("+" if result["count"] == args.limit else "")
    if result["status"] == "unsolvable":
        return "unsolvable"
    if args.render:
        kind = KINDS[kind_id]
        puzzle = kind.decode(line)
        return kind.render(puzzle, kind.solution_from_json(puzzle, result["solution"])).rstrip("\n")
    return result["text"]
