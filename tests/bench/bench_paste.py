"""What people paste on the genres page, timed: each genre's worst case and all its cases summed, natively and under Pyodide.

    python tests/bench/bench_paste.py                   # every case natively, then a sample under Pyodide
    python tests/bench/bench_paste.py --native          # natively only
    python tests/bench/bench_paste.py --quick           # fewer cases: the first corpus puzzle of each genre, 5x5 to 10x10
    python tests/bench/bench_paste.py --genre akari --genre numberlink   # only these genres (kind ids; or sudoku, tracks, tiling, maze)
    python tests/bench/bench_paste.py --cap 10          # CPU seconds a case may take before it is cut off (default 30)
    python tests/bench/bench_paste.py --sample 1        # native worst cases per genre tried under Pyodide (default 3)
    python tests/bench/bench_paste.py --case typo --case wider   # only these kinds of case
    python tests/bench/bench_paste.py --dump slow.json  # also write the native cases past 2 s (with their requests)
    python tests/bench/bench_paste.py --dump slow.json --past 0.4   # ... past 0.4 s (a set to compare changes on)

The genres are the kinds whose PAGE is "genres" (read from the registry, so a genre added later is in); the
other pages' kinds (Sudoku, Tracks, tilings, mazes: ``--genre sudoku`` names one) come after them, their cases
made by ``paste_pages.py`` (their models are not a genre's).
The corpus (tests/pzpr/corpus.txt) holds puzzles with one answer; people paste others while they still
enter a puzzle or check their own, and the bench makes them from each corpus puzzle, through the kind's
model (no code for any genre):

- **ambiguous**: one clue removed (the middle one of the clue layers, the lists holding nulls, or zeros
  for most cells, in the model);
- **sparse**: every other clue removed;
- **cut short**: the URL's body (a Tatham ID's, after its colon) cut to half its length (read as pzprjs reads a short body, or refused);
- **typo**: one character of the body changed (the middle one, to the next character the body uses),
  **dropped**: that character left out, **wider** and **taller**: the URL's width, or height, one more than
  its body was written for (the mistakes people make when they copy a URL by hand; read, or refused with a
  sentence);
- **empty**: boards of 5x5 to 20x20 (step 5), the model of the genre's first corpus puzzle resized with
  every layer cleared (to null, else 0, else its first value: whatever ``from_model`` accepts).

Each case is the genres page's Solve through ``api.handle``: a count to two (``solve``, said and drawn at once;
its time is the "count" column), then, with two solutions, the ``certain`` request (what every solution shares,
given the count's solutions as the page sends them), run in a worker process the bench kills when the case passes the cap (30 CPU seconds, shown as
"> 30 s"), so the bench never hangs. Times are the worker's CPU seconds for the requests. Under Pyodide (in Node, as in
bench_genres.py) the sample is each genre's three worst native cases and its first empty board, cut off
at the same cap.
"""

import json
import os
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT / "pysrc"), str(ROOT / "tests"), str(HERE)]  # tests: under_pyodide, boards; HERE: cpu_time

import paste_pages  # noqa: E402
from boards import resized  # noqa: E402
from cpu_time import cpu_seconds  # noqa: E402
from gridhunt import api, paste  # noqa: E402
from gridhunt.puzzles import KINDS  # noqa: E402

CORPUS = ROOT / "tests" / "pzpr" / "corpus.txt"
CAP = 30.0  # seconds a case may run before its worker is killed (--cap)
START_TIMEOUT = 600.0  # seconds a worker may take to start
SIDES = (5, 10, 15, 20)
QUICK_SIDES = (5, 10)
PYODIDE_WORST = 3  # native worst cases per genre tried under Pyodide (and the first empty board)


def option(argv: list[str], name: str) -> list[str]:
    return [argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg == name]


# ------------------------------------------------------------------ the cases, from the models


def corpus(genres: list[str]) -> list[tuple[str, str]]:
    found = []
    for line in CORPUS.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            kind_id, url = line.split()[:2]
            if kind_id in genres:
                found.append((kind_id, url))
    return found


def clue_layers(model: dict) -> dict[str, object]:
    """The model's clue layers and each one's empty value: lists of one entry a cell holding nulls
    (null is empty), or holding zeros in most cells (0 is empty: pearls, not region numbers)."""
    cells = model["w"] * model["h"]
    layers = {}
    for name, value in model.items():
        if not isinstance(value, list) or not value:
            continue
        if None in value:
            layers[name] = None
        elif len(value) == cells and sum(v == 0 for v in value) * 2 > cells:
            layers[name] = 0
    return layers


def clues(model: dict) -> list[tuple[str, int]]:
    """Every clue of the model, as (layer, index), in reading order within each layer."""
    return [(name, i) for name, empty in clue_layers(model).items() for i, v in enumerate(model[name]) if v != empty]


def without(model: dict, removed: list[tuple[str, int]]) -> dict:
    layers = clue_layers(model)
    out = {name: list(value) if isinstance(value, list) else value for name, value in model.items()}
    for name, i in removed:
        out[name][i] = layers[name]
    return out


def typo(body: str) -> str:
    """The body with its middle character changed to the next of the characters it uses (in sorted order)."""
    used = sorted(set(body))
    middle = len(body) // 2
    changed = used[(used.index(body[middle]) + 1) % len(used)] if len(used) > 1 else ("0" if body[middle] != "0" else "1")
    return body[:middle] + changed + body[middle + 1:]


def dropped(body: str) -> str:
    """The body without its middle character."""
    middle = len(body) // 2
    return body[:middle] + body[middle + 1:]


def one_column_more(url: str, which: int = 0) -> str | None:
    """A puzz.link URL with its width (the first number after the genre; ``which`` 1: its height, the second)
    one more; None for other forms."""
    if "?" not in url:
        return None
    head, query = url.split("?", 1)
    parts = query.split("/")
    sizes = [k for k, part in enumerate(parts[1:3], 1) if part.isdigit()]
    if len(sizes) <= which:
        return None
    k = sizes[which]
    parts[k] = str(int(parts[k]) + 1)
    return f"{head}?{'/'.join(parts)}"


def empty_board(kind, model: dict, side: int) -> dict | None:
    """The model resized to side x side with every layer cleared (null, 0 or its first value: ``boards.resized``),
    or None when the kind accepts no such model."""
    return resized(kind, model, side, side)


def cases(genres: list[str], quick: bool) -> list[dict]:
    """Every case: {"genre", "case", "size", and "puzzle" (a URL) or "model"}."""
    found = []
    sources = corpus(genres)
    if quick:
        sources = [next((kind_id, url) for kind_id, url in sources if kind_id == genre) for genre in genres
                   if any(kind_id == genre for kind_id, _ in sources)]
    first_model = {}
    for kind_id, url in sources:
        kind = KINDS[kind_id]
        model = kind.model(paste.read(kind_id, url).puzzle)
        first_model.setdefault(kind_id, model)
        size = f"{model['w']}x{model['h']}"
        given = clues(model)
        if given:
            found.append({"genre": kind_id, "case": "ambiguous", "size": size, "model": without(model, [given[len(given) // 2]])})
            found.append({"genre": kind_id, "case": "sparse", "size": size, "model": without(model, given[::2])})
        cut = "/" if "/" in url else ":"  # a puzz.link URL's body, or a Tatham ID's (Futoshiki, KenKen)
        head, body = url.rsplit(cut, 1)
        found.append({"genre": kind_id, "case": "cut short", "size": size, "puzzle": f"{head}{cut}{body[: len(body) // 2]}"})
        if body:
            found.append({"genre": kind_id, "case": "typo", "size": size, "puzzle": f"{head}{cut}{typo(body)}"})
            found.append({"genre": kind_id, "case": "dropped", "size": size, "puzzle": f"{head}{cut}{dropped(body)}"})
        for case, which in (("wider", 0), ("taller", 1)):
            resized_url = one_column_more(url, which)
            if resized_url:
                found.append({"genre": kind_id, "case": case, "size": size, "puzzle": resized_url})
    for kind_id, model in first_model.items():
        for side in QUICK_SIDES if quick else SIDES:
            board = empty_board(KINDS[kind_id], model, side)
            if board is not None:
                found.append({"genre": kind_id, "case": "empty", "size": f"{side}x{side}", "model": board})
    return found


# ------------------------------------------------------------------ running them, each with a cap


def answer(case: dict, said=lambda first: None) -> dict:
    """The page's Solve for one case, timed: a count to two (``solve``, the answer said at once), then with two
    solutions the ``certain`` request (what every solution shares, given the count's solutions, seconds and work); ``said`` is told the count's seconds as soon
    as it has them. {"first": the count's CPU seconds, "seconds": both requests', "outcome"}."""
    request = {"op": "solve", "kind": case["genre"], "limit": 2}
    request.update({"puzzle": case["puzzle"]} if "puzzle" in case else {"model": case["model"]})
    begin = cpu_seconds()
    reply = json.loads(api.handle(json.dumps(request)))
    first = cpu_seconds() - begin
    said(first)
    if not reply["ok"]:
        return {"first": first, "seconds": first, "outcome": "refused: " + reply["error"][:40]}
    if reply["count"] > 1 and paste_pages.asks_certain(case):
        reply = json.loads(api.handle(json.dumps({**request, "op": "certain", "solutions": reply["solutions"],
                                                  "countSeconds": first, "countWork": reply.get("work")})))
    seconds = cpu_seconds() - begin
    outcome = {0: "no solution", 1: "unique"}.get(reply.get("count"), "two or more")
    return {"first": first, "seconds": seconds, "outcome": outcome}


def work(case_file: str, start: int) -> None:
    """The worker: answer the cases of the file from `start` on, one JSON line each (and a FIRST line as each
    count is done, so a case cut off later still has it), flushed at once."""
    print("READY", flush=True)
    for case in json.loads(Path(case_file).read_text())[start:]:
        result = answer(case, said=lambda first: print(f"FIRST{first}", flush=True))
        print("CASE" + json.dumps(result), flush=True)


def run_all(found: list[dict], command, cap: float) -> list[dict]:
    """Each case's result, run by workers started with `command(case_file, start)`: a case past the cap
    gets its worker killed ("seconds": None) and a fresh worker goes on from the next one."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(found, file)
    results: list[dict] = []
    try:
        while len(results) < len(found):
            worker = subprocess.Popen(command(file.name, len(results)), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                      cwd=ROOT, bufsize=0)
            try:
                results += read_results(worker, cap, len(found) - len(results))
            finally:
                if worker.poll() is None:
                    worker.kill()
                worker.wait()
    finally:
        os.unlink(file.name)
    return results


def read_results(worker: subprocess.Popen, cap: float, wanted: int) -> list[dict]:
    """The worker's results until it is done or a case runs past the cap (that case: None).

    The cap counts the worker's CPU seconds from the end of the case before (or its READY: a start,
    Pyodide's a minute on a busy machine, is not a case's), so a shared machine does not cut cases
    short; ten times the cap of the wall clock cuts off a case all the same. The pipe is read as it
    comes, not a buffered line at a time: a case's FIRST and CASE lines often come in one read, and
    ``select`` does not see a line left in a reader's buffer, so the case was waited for until the
    next one ended (a fast case before a slow one was cut off in its place).
    """
    results: list[dict] = []
    started = False
    first = None  # the count's seconds of the case under way
    since = (worker_cpu(worker.pid), time.monotonic())
    pending = b""  # read, not yet a whole line
    while len(results) < wanted:
        ready, _, _ = select.select([worker.stdout], [], [], 0.5)
        if not ready:
            cpu, wall = worker_cpu(worker.pid) - since[0], time.monotonic() - since[1]
            if started and (cpu > cap or wall > 10 * cap) or wall > START_TIMEOUT:
                return results + [{"first": first, "seconds": None, "outcome": "cut off" if started else "the worker failed"}]
            continue
        chunk = os.read(worker.stdout.fileno(), 1 << 16)
        if not chunk:
            return results + [{"seconds": None, "outcome": "the worker failed"}]
        *lines, pending = (pending + chunk).split(b"\n")
        for line in (raw.decode() for raw in lines):
            if line.startswith(("CASE", "READY")):
                started = True
                since = (worker_cpu(worker.pid), time.monotonic())
            if line.startswith("FIRST"):
                first = float(line[5:])
            if line.startswith("CASE"):
                results.append(json.loads(line[4:]))
                first = None
    return results


def worker_cpu(pid: int) -> float:
    """CPU seconds a process has used (all its threads), from Linux's /proc; 0 where there is none."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def native_command(case_file: str, start: int) -> list[str]:
    return [sys.executable, __file__, "--worker", case_file, str(start)]


def pyodide_command(case_file: str, start: int) -> list[str]:
    import under_pyodide

    return under_pyodide.command(__file__, "--worker", case_file, start)


# ------------------------------------------------------------------ report


def shown(seconds) -> str:
    return f"> {CAP:.0f} s" if seconds is None else f"{seconds:.2f} s"


def worst_first(results: list[tuple[dict, dict]]) -> list[tuple[dict, dict]]:
    return sorted(results, key=lambda pair: -(pair[1]["seconds"] if pair[1]["seconds"] is not None else float("inf")))


def summed(results: list[dict]) -> str:
    """The cases' seconds added up, a case cut off counted at the cap (then "> ", as for one case).

    >>> summed([{"seconds": 1.25}, {"seconds": 0.5}]), summed([{"seconds": 1.0}, {"seconds": None}])
    ('1.75 s', '> 31.00 s')
    """
    total = sum(CAP if r["seconds"] is None else r["seconds"] for r in results)
    return ("> " if any(r["seconds"] is None for r in results) else "") + f"{total:.2f} s"


def report(where: str, found: list[dict], results: list[dict]) -> None:
    """Each genre's slowest count to two (the answer the page says at once: ``first``), its worst case (the count
    and what every solution shares), how many of its cases passed 2 s, and all its cases' seconds added up (a
    change is judged by all of a genre's cases: conflict counts swing with the smallest change)."""
    print(f"--- {where}: each genre's slowest count to two, and its worst case (CPU seconds of the count and the certain request)")
    print(f"{'genre':<12}{'cases':>6}{'count':>10}{'worst':>10}  {'case':<10}{'size':>6}  outcome       over 2 s{'all':>12}")
    for genre in dict.fromkeys(case["genre"] for case in found):
        mine = worst_first([(c, r) for c, r in zip(found, results) if c["genre"] == genre])
        case, result = mine[0]
        slow = sum(1 for _, r in mine if r["seconds"] is None or r["seconds"] > 2)
        counts = [r.get("first") for _, r in mine]
        count = None if None in counts else max(counts)
        print(f"{genre:<12}{len(mine):>6}{shown(count):>10}{shown(result['seconds']):>10}  {case['case']:<10}{case['size']:>6}  "
              f"{result['outcome'][:14]:<14}{slow:>5}{summed([r for _, r in mine]):>15}")


def main(argv: list[str]) -> None:
    global CAP
    if argv[:1] == ["--worker"]:
        work(argv[1], int(argv[2]))
        return
    if option(argv, "--cap"):
        CAP = float(option(argv, "--cap")[0])
    genres = option(argv, "--genre") or [*paste.GENRES, *paste_pages.PAGES]
    unknown = set(genres) - set(paste.GENRES) - set(paste_pages.PAGES)
    if unknown:
        raise SystemExit(f"not a genre of the genres page nor one of {', '.join(paste_pages.PAGES)}: {', '.join(sorted(unknown))}")
    quick = "--quick" in argv
    found = cases([g for g in genres if g in paste.GENRES], quick)
    found += paste_pages.cases([g for g in genres if g in paste_pages.PAGES], quick, typo)
    if option(argv, "--case"):
        found = [case for case in found if case["case"] in option(argv, "--case")]
    print(f"{len(found)} cases in {len(genres)} genres (cap {CAP:.0f} s a case)", flush=True)
    native = run_all(found, native_command, CAP)
    report("native CPython", found, native)
    if option(argv, "--dump"):
        past = float(option(argv, "--past")[0]) if option(argv, "--past") else 2.0
        slow = [{**case, **result} for case, result in zip(found, native) if result["seconds"] is None or result["seconds"] > past]
        Path(option(argv, "--dump")[0]).write_text(json.dumps(slow, indent=1))
    if "--native" in argv:
        return
    worst = int(option(argv, "--sample")[0]) if option(argv, "--sample") else PYODIDE_WORST
    sample = []
    for genre in genres:
        mine = worst_first([(c, r) for c, r in zip(found, native) if c["genre"] == genre])
        picked = [c for c, _ in mine[:worst]]
        picked += [c for c in found if c["genre"] == genre and c["case"] == "empty" and c not in picked][:1]
        sample += picked
    web = run_all(sample, pyodide_command, CAP)
    report(f"Pyodide in Node ({len(sample)} cases: each genre's {worst} worst native cases and an empty board)",
           sample, web)


if __name__ == "__main__":
    main(sys.argv[1:])
