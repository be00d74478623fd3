"""Generic search engines with no puzzle knowledge, shared by the puzzle kinds."""
