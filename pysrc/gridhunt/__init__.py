"""Gridhunt: solvers for the grid puzzles of puzzle hunts.

The browser and the command line both go through ``gridhunt.api.handle``;
the puzzle kinds live in ``gridhunt.puzzles`` (see its docstring for the
contract every kind fulfils).
"""

__version__ = "0.1.0"
