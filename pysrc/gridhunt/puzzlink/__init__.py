"""puzz.link's formats, shared by the genres read from it: its URLs, its number codes, pzprv3 files.

puzz.link is pzprjs's site; a puzzle travels as ``https://puzz.link/p?<genre>/<cols>/<rows>/<body>``
(also ``pzv.jp/p.html?...``), and an answer as a pzprv3 file, which puzz.link opens. These
modules hold the pieces every genre's codec is built from, as pzprjs builds its own.
"""
