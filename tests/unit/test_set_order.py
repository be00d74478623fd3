"""``set_order`` gives 64-bit CPython's set order on every platform (search/set_order.py)."""

import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridhunt.search.set_order import emulated, set_order, table_size

NATIVE_64 = sys.maxsize == 2**63 - 1
literals = st.integers(1, 5000).flatmap(lambda v: st.sampled_from([v, -v]))


@pytest.mark.skipif(not NATIVE_64, reason="the reference is 64-bit CPython's own set")
@settings(max_examples=3000, deadline=None)
@given(st.lists(st.one_of(literals, st.just(-1), st.just(-2)), max_size=120))
def test_emulated_is_the_native_set_order(items):
    assert emulated(items) == list(set(items))


@pytest.mark.skipif(not NATIVE_64, reason="the reference is 64-bit CPython's own set")
def test_emulated_through_many_growths():
    items = [(-1) ** k * (k * 7919 % 100_003) for k in range(1, 60_000)]  # past the 50,000 where growth halves
    assert emulated(items) == list(set(items))


def test_known_orders_hold_on_every_platform():
    # Read off 64-bit CPython 3.11's sets: 44 and 12 share slot 12 of 32 (44 came first and keeps it),
    # -1 hashes as -2, and a table grown twice. ``test_pyodide`` runs the same through the engine in Pyodide.
    assert emulated([-5, 17, -300, 44, -45, 12, -1000, 7, 8, -9]) == [7, 8, 44, 12, 17, -45, -300, -9, -1000, -5]
    assert emulated([3, -1, 5, -2, 3]) == [3, 5, -1, -2]
    assert emulated(range(-30, 31, 7)) == [-30, 5, -23, 12, -16, 19, -9, 26, -2]


def test_table_sizes_grow_as_cpythons():
    assert [table_size(n) for n in (0, 4, 5, 19, 20, 80)] == [8, 8, 32, 128, 128, 512]


def test_the_solver_reads_clauses_in_that_order():
    assert set_order([-5, 17, -300, 44, -45, 12]) == emulated([-5, 17, -300, 44, -45, 12])
