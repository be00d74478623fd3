"""The SAT searches' conflicts, counted from outside the solver (for tests and benchmarks that compare searches)."""

from contextlib import contextmanager

from gridhunt.search import sat


@contextmanager
def counted():
    """Inside the block every ``Solver.search`` adds its conflicts to the list yielded (one number, reset at will)."""
    total = [0]
    search = sat.Solver.search

    def counting(self, *args, **kwargs):
        before = self.conflicts
        try:
            return search(self, *args, **kwargs)
        finally:
            total[0] += self.conflicts - before

    sat.Solver.search = counting
    try:
        yield total
    finally:
        sat.Solver.search = search
