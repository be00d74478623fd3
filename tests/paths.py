"""Where things are, for tests and benchmarks."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"  # the read-only data beside the checkout (also present in CI)
BUILD = ROOT / "build"
