"""The puzzle kinds, one package each, all with the same names on their face.

Each kind is a package ``puzzles/<id>/`` whose ``__init__.py`` opens with the rules,
the share format and the glossary, and shows these names (imported from the
modules inside it, typically ``codec``, ``solver``, ``render``), in this order:

``ID``
    The kind's id: the package name, the JS file, the docs page and the URL.
``NAME``
    Its title for people.
``EXAMPLES``
    A tuple of ``(title, share)`` pairs: offered on the page, looped over by tests.
``decode(text) -> Puzzle``
    The only validator. Accepts the share string (and any import format the
    kind documents); raises ``ValueError`` with one short sentence naming
    what is wrong ("Row 3 has two 5s"). Must never raise anything else.
``encode(puzzle) -> str``
    The canonical one-line share string: ``decode(encode(p)) == p``.
``model(puzzle) -> dict`` / ``from_model(dict) -> Puzzle``
    The JSON form the page's widget draws and edits; ``from_model`` validates
    like ``decode``.
``solutions(puzzle) -> Iterator[Solution]``
    Lazy, so counting stops at a limit (``islice``).
``is_solution(puzzle, solution) -> bool``
    An independent check that shares no code with the solver.
``solution_json(puzzle, solution)`` / ``solution_from_json(puzzle, data)``
    The documented JSON shape of a solution, both ways.
``solution_text(puzzle, solution) -> str``
    One line: what the command line prints for a solved puzzle.
``render(puzzle, solution=None) -> str``
    A text picture ending in a newline.
``imports`` (optional)
    The kind's part of the import layer (``gridhunt.paste``), a module ``imports.py``:
    ``read(text) -> Reading`` for every form people hold (pictures, other tools' IDs),
    ``LINKS`` (other tools' links it reads), ``FORMS`` and ``exports(puzzle)`` (other
    tools' forms it writes), ``BLANK_LINES_INSIDE`` (whether its text form spans blank
    lines), and optionally ``read_plain(text) -> Reading | None``, a quick reading of the
    commonest plain line (None hands the text to ``read``, which names any problem).
    Without it a kind reads its share string only.
``unsolvable_reason(puzzle) -> str | None`` (optional)
    A sentence when a cheap count proves there is no solution (the tiling's cell
    count, the sliding parity); the ``solve`` reply carries it as ``reason``.
``CONSTANTS``
    A JSON-ready dict of what the page must know and must not copy (sizes, limits,
    symbols, codes); the api's ``describe`` and the build's manifest carry it.
``OPERATIONS``
    A dict of extra requests the kind answers, ``name -> f(puzzle, request) -> dict``
    (hints, scrambles, ...); may be empty. Requests read their fields with
    ``gridhunt.fields`` so a mistake gets the same sentence on every kind.

The genres read from puzz.link (``puzzles/nurikabe/`` and its kin) show more names:

``PUZZLINK``
    pzprjs's names of the genres the kind reads, so a pasted puz.link URL finds its kind.
``solution_pzprv3(puzzle, solution) -> str``
    The solution as a pzprv3 file, which puzz.link opens and pzprjs's checker judges.
``board(puzzle, answer=None) -> dict``
    What the genres page draws (``puzzlink/board.py`` describes the shape and builds it):
    the grid with its clues, and the answer drawn in when given; ``answer`` is the solution
    JSON or the ``certain`` JSON, whose ``?`` values are drawn as unknown.
``PAGE``
    ``"genres"``: the docs page that shows the kind (``docs/genres.md``, one page for every
    genre) instead of a page and a script of its own (a kind without ``PAGE`` has both,
    ``docs/<ID>.md`` and ``site/theme/js/<ID>.js``).
``EDITOR``
    The genre's clues, declared once in terms of its model (``puzzlink/editor.py`` says how):
    the page's board editor and the text picture are built from it.
``imports``
    The same importer for every genre (``puzzlink/imports.py``): its puzz.link links under every
    name pzprjs accepts, so a puzz.link URL pasted anywhere finds its kind.
"""

from importlib import import_module

# The kinds with a page of their own, then the genres read from puzz.link (shown on one page),
# one a line in the order the pages and `gridhunt kinds` list them: adding a genre adds a line.
ORDER = (
    "sudoku",
    "sliding",
    "tracks",
    "maze",
    "tiling",
    "nurikabe",
    "slitherlink",
    "akari",
    "starbattle",
    "hitori",
    "lits",
    "masyu",
    "yajilin",
    "heyawake",
    "numberlink",
    "fillomino",
    "kakuro",
    "shikaku",
    "tapa",
    "battleship",
    "skyscrapers",
    "nonogram",
    "easyasabc",
    "castle",
    "shakashaka",
    "firefly",
    "moonsun",
    "gokigen",
    "country",
    "balance",
    "midloop",
    "tentaisho",
    "kurotto",
    "mines",
    "creek",
    "statuepark",
    "norinori",
    "kurodoko",
    "nurimisaki",
    "squarejam",
    "hashikake",
    "aqre",
    "nanro",
    "dominion",
    "sananko",
    "numrope",
    "nurimaze",
    "fourcells",
    "pentominous",
    "cbanana",
    "barns",
    "icebarn",
    "walllogic",
    "guidearrow",
    "voxas",
    "sashigane",
    "tetrochain",
    "aquapelago",
)

KINDS = {kind.ID: kind for kind in (import_module(f"{__name__}.{name}") for name in ORDER)}
