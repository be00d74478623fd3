"""A plain static host for a built folder, to measure and test the site as real hosts serve it.

    python tests/static_host.py FOLDER --prefix /gridhunt/ --mode ghpages --port 8001

Nothing of serve.py: no special cases for our files. Like GitHub Pages it sends
``Cache-Control: max-age=600`` and answers conditional requests with 304, and it
compresses on the fly according to ``mode``:

- ``none``: nothing;
- ``text``: text types only (HTML, CSS, JavaScript, JSON, XML, SVG), as a host
  that sends octet-stream, zip and wasm raw (Cloudflare's defaults);
- ``ghpages``: text, wasm and octet-stream, as GitHub Pages. Files that are
  already compressed (``.gz``, ``.zip``, images) go out as they are in every mode.

It counts the bytes it writes (headers and bodies): the bytes over the wire.
"""

import argparse
import functools
import gzip
import http.server
import threading
from pathlib import Path

TEXT = ("text/", "application/javascript", "application/json", "application/manifest+json", "application/xml",
        "image/svg+xml")
COMPRESSED_TYPES = {"none": (), "text": TEXT, "ghpages": (*TEXT, "application/wasm", "application/octet-stream")}
MODES = tuple(COMPRESSED_TYPES)


class CountingWriter:
    """The response stream, adding what goes through it to the server's count."""

    def __init__(self, stream, server):
        self.stream, self.server = stream, server

    def write(self, data):
        self.server.add_bytes(len(data))
        return self.stream.write(data)

    def __getattr__(self, name):  # flush, close, closed: the stream's own
        return getattr(self.stream, name)


class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as every real host
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
        ".json": "application/json", ".webmanifest": "application/manifest+json", ".gz": "application/gzip",
        ".zip": "application/zip", "": "application/octet-stream",
    }
    prefix = "/"
    mode = "none"

    def setup(self):
        super().setup()
        self.wfile = CountingWriter(self.wfile, self.server)

    def log_message(self, format, *args):
        pass

    def translate_path(self, path):
        # The folder is published under the prefix (a project site: https://owner.github.io/repo/).
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "-not-under-the-prefix-")
        return super().translate_path("/" + path[len(self.prefix):])

    def guess_type(self, path):
        return self.extensions_map.get(Path(path).suffix.lower()) or super().guess_type(path)

    def end_headers(self):
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not self.path.split("?")[0].endswith("/"):
                return super().send_head()  # the redirect to the folder's URL with a slash
            path = path / "index.html"
        ctype = self.guess_type(str(path))
        if not path.is_file() or not ctype.startswith(COMPRESSED_TYPES[self.mode]) or "If-Modified-Since" in self.headers:
            return super().send_head()
        if "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        body = self.server.gzipped(path)
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.end_headers()
        return _Body(body)

    def send_error(self, code, message=None, explain=None):
        page = Path(self.directory) / "404.html"
        if code != 404 or not page.is_file():
            return super().send_error(code, message, explain)
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


class _Body:
    """A response body already in memory, read like the file send_head usually returns."""

    def __init__(self, data):
        self.data = data

    def read(self, size=-1):
        data, self.data = (self.data, b"") if size < 0 else (self.data[:size], self.data[size:])
        return data

    def close(self):
        pass


class StaticHost(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address, handler):
        super().__init__(address, handler)
        self.lock = threading.Lock()
        self.bytes_sent = 0
        self.cache = {}

    def add_bytes(self, count):
        with self.lock:
            self.bytes_sent += count

    def gzipped(self, path: Path) -> bytes:
        key = (path, path.stat().st_mtime)
        if key not in self.cache:
            self.cache[key] = gzip.compress(path.read_bytes(), 6, mtime=0)
        return self.cache[key]


def start_static_host(folder: Path, port: int, prefix: str = "/", mode: str = "none") -> StaticHost:
    """Serve `folder` under `prefix` on 127.0.0.1:port (0 = any free port) in a background thread."""
    attributes = {"prefix": prefix, "mode": mode}
    handler = functools.partial(type("Host", (Handler,), attributes), directory=str(folder))
    server = StaticHost(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--prefix", default="/")
    parser.add_argument("--mode", choices=MODES, default="none")
    parser.add_argument("--port", type=int, default=8001)
    args = parser.parse_args()
    server = start_static_host(args.folder, args.port, args.prefix, args.mode)
    print(f"Serving {args.folder} at http://127.0.0.1:{args.port}{args.prefix} ({args.mode} compression; Ctrl+C stops)")
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
