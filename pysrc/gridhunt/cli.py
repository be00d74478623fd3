"""Command line: ``gridhunt solve KIND [FILE]`` solves one share string per line."""

import argparse
import json
import sys

from . import __version__
from .api import puzzle_of, solve
from .fields import MAX_LIMIT, whole_range
from .puzzles import KINDS

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
            result = solve_line(args.kind, line, limit, draw=args.render and not args.json)
            invalid |= result["status"] == "invalid"
            print(json.dumps(result) if args.json else as_text(result, args), flush=True)
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
    solve.add_argument("kind", metavar="KIND", choices=sorted(KINDS), help="puzzle kind: " + ", ".join(sorted(KINDS)))
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
        raise argparse.ArgumentTypeError(f"must be {whole_range(1, MAX_LIMIT)}")
    return int(text)


def solve_line(kind_id: str, line: str, limit: int, draw: bool = False) -> dict:
    """The --json record for one share string; with ``draw``, the solution's ``picture`` too (one decode for both)."""
    kind = KINDS[kind_id]
    try:
        puzzle = puzzle_of(kind, {"puzzle": line})
        found, reply = solve(kind, puzzle, limit)
    except ValueError as error:
        return invalid(str(error))
    except RecursionError:
        return invalid("The puzzle is too large")
    result = {
        "status": reply["status"], "solution": reply["solutions"][0] if found else None, "count": reply["count"],
        "unique": reply["unique"], "error": None, "text": reply["text"][0] if found else None,
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
        return "unsolvable"
    return result["picture"] if args.render else result["text"]
