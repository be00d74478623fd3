"""Serve the built site on 127.0.0.1 (``make serve``; the tests use it too).

Python's own http.server, with what a good static host does: JavaScript modules
sent with the right type, long-lived caching for files whose names or folders are
versioned (Pyodide is pinned; the runtime files are content-hashed) while pages,
the manifest and the service worker are always revalidated, and the site's own
404 page for a missing one. It compresses nothing: the site needs no help there.
"""

import argparse
import functools
import http.server
import os
import re
import threading
from pathlib import Path

SITE = Path(__file__).resolve().parents[2] / "build" / "site"
IMMUTABLE = re.compile(r"^/(pyodide/|py/.*-[0-9a-f]{10}\.)")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
        ".json": "application/json", ".webmanifest": "application/manifest+json",
    }

    def send_error(self, code, message=None, explain=None):
        # A missing page gets the site's own 404 page, as on any real host.
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

    def end_headers(self):
        immutable = IMMUTABLE.match(self.path)
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable else "no-cache")
        super().end_headers()

    def log_message(self, format, *args):  # quiet: one line per request drowns the terminal
        if self.quiet:
            return
        super().log_message(format, *args)

    quiet = False


def make_server(port: int, site: Path = SITE, quiet: bool = True) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(type("QuietHandler", (Handler,), {"quiet": quiet}), directory=str(site))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def start_server(port: int, site: Path = SITE) -> http.server.ThreadingHTTPServer:
    """Serve ``site`` on 127.0.0.1:port (0 = any free port) in a background thread."""
    server = make_server(port, site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# Debian's Chromium, for the tests, the benchmarks and the card pictures (Playwright cannot download
# a browser here). Without the background-networking flags this closed network refuses its connections.
CHROMIUM = os.environ.get("GRIDHUNT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve the built Gridhunt site on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    if not (SITE / "index.html").exists():
        raise SystemExit("No build found: run `make build` first.")
    server = make_server(args.port, quiet=False)
    print(f"Gridhunt is served at http://127.0.0.1:{args.port}/ (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
