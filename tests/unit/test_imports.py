"""The package's imports form no cycle, and every import sits at the top of its module.

A cycle that holds only through a late import (one inside a function, or below the
code it needs) is still a cycle: two modules that need each other are one idea, or
share a third. So the graph takes every import statement, wherever it is.
"""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "pysrc" / "gridhunt"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_package(name: str) -> bool:
    return (PACKAGE.parent / name.replace(".", "/") / "__init__.py").exists()


def is_module(name: str) -> bool:
    return is_package(name) or (PACKAGE.parent / (name.replace(".", "/") + ".py")).exists()


def imported(path: Path, tree: ast.Module) -> set[str]:
    """The gridhunt modules a module imports: ``from . import x`` counts as x when x is a module."""
    name = module_name(path)
    here = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = here
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            source = ".".join(filter(None, (base, node.module))) if node.level else node.module
            for alias in node.names:
                found.add(f"{source}.{alias.name}" if is_module(f"{source}.{alias.name}") else source)
    return {m for m in found if m.split(".")[0] == "gridhunt" and m != name}


def import_graph() -> dict[str, set[str]]:
    graph = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        graph[module_name(path)] = imported(path, ast.parse(path.read_text(), str(path)))
    return graph


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph as a list of modules (first repeated at the end), or None."""
    state, trail = {}, []

    def visit(node: str) -> list[str] | None:
        state[node] = "open"
        trail.append(node)
        for other in sorted(graph.get(node, ())):
            if state.get(other) == "open":
                return trail[trail.index(other) :] + [other]
            if other not in state and (found := visit(other)):
                return found
        state[node] = "done"
        trail.pop()
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_package_has_no_import_cycle():
    found = cycle(import_graph())
    assert found is None, " -> ".join(found)


def test_the_cycle_finder_finds_a_cycle_through_a_package_face():
    graph = {"k": {"k.codec"}, "k.codec": {"k.solver"}, "k.solver": {"k"}, "other": set()}
    assert cycle(graph) == ["k", "k.codec", "k.solver", "k"]
    assert cycle({"k": {"k.codec"}, "k.codec": set()}) is None


def test_relative_imports_resolve_to_modules_or_their_package():
    path = PACKAGE / "puzzles" / "sudoku" / "solver.py"
    tree = ast.parse("from . import bits\nfrom .grid import Puzzle\nfrom ...search import graph\nfrom . import decode\n")
    assert imported(path, tree) == {
        "gridhunt.puzzles.sudoku.bits", "gridhunt.puzzles.sudoku.grid", "gridhunt.search.graph", "gridhunt.puzzles.sudoku",
    }


def test_every_import_sits_at_the_top_of_its_module():
    late = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        top = {id(node) for node in tree.body if isinstance(node, (ast.Import, ast.ImportFrom))}
        code_seen = False
        for node in tree.body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                if code_seen:
                    late.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
            elif not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)):
                code_seen = True  # the docstring may come first, nothing else
        late += [
            f"{path.relative_to(PACKAGE)}:{node.lineno}"
            for node in ast.walk(tree)
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top
        ]
    assert not late, "imports below code or inside functions: " + ", ".join(late)
