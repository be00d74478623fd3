"""Zip the gridhunt package for Pyodide: the same bytes for the same sources.

Used by the mkdocs hook (site build) and by the Node-based Pyodide tests and
benchmarks: ``python site/tools/bundle.py OUT.zip``.
"""

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "pysrc" / "gridhunt"
FIXED_TIME = (2020, 1, 1, 0, 0, 0)  # zip timestamps must not depend on checkout time


def package_files() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def package_zip(dest: Path) -> Path:
    dest.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in package_files():
            info = zipfile.ZipInfo(str(path.relative_to(PACKAGE.parent)), FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, path.read_bytes())
    return dest


if __name__ == "__main__":
    print(package_zip(Path(sys.argv[1])))
