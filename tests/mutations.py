"""Text near what a decoder reads, for hypothesis: a seed text with a few pieces replaced.

Fuzz tests start from a kind's examples (and the other texts it reads) and edit them, so
that most inputs come close enough to valid to reach the decoder's deeper checks.
"""

from hypothesis import strategies as st


def edited(text: str, edits) -> str:
    """The text after each ``(at, length, piece)`` edit: ``length`` characters from ``at``
    (taken modulo the text's length + 1) replaced by ``piece``, so an edit inserts, drops or replaces."""
    for at, length, piece in edits:
        at %= len(text) + 1
        text = text[:at] + piece + text[at + length :]
    return text


def near(seeds, symbols, edits: int = 4, piece: int = 3):
    """One of ``seeds`` with up to ``edits`` edits, each piece up to ``piece`` of ``symbols``
    (a string of characters or a list of tokens such as ``"3x3:"``)."""
    pieces = st.lists(st.sampled_from(list(symbols)), max_size=piece).map("".join)
    changes = st.lists(st.tuples(st.integers(0, 10**4), st.integers(0, 3), pieces), max_size=edits)
    return st.builds(edited, st.sampled_from(list(seeds)), changes)
