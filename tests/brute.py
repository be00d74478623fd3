"""Comparing a solver's answers with a brute-force search's, on boards small enough to try every answer."""

from itertools import islice

CAP = 300  # answers compared one by one; past it, a sample (each further answer costs the solver a search)


def same_answers(solutions, brute: set, cap: int = CAP) -> bool:
    """Whether the solver's answers are the brute-force ones: all of them when there are at most ``cap``,
    else ``cap + 1`` distinct ones among them (an empty 4x4 board has thousands, and listing them
    all, one SAT search each, took minutes)."""
    found = list(islice(solutions, cap + 1))
    if len(set(found)) != len(found):
        return False
    if len(brute) <= cap:
        return set(found) == brute
    return len(found) == cap + 1 and set(found) <= brute
