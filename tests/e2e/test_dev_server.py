"""The local server (`make serve`, site/tools/serve.py) behaves like a real host."""

from playwright.sync_api import expect


def test_a_missing_page_gets_the_sites_own_404_page(page, base_url):
    response = page.goto(f"{base_url}/no-such-page/")
    assert response.status == 404
    expect(page.locator("h1")).to_have_text("404 - Not found")
    expect(page.locator("nav >> text=Sudoku").first).to_be_attached()  # the site's page, with its navigation


def test_runtime_files_are_sent_as_they_are(page, base_url):
    # The worker inflates the gzipped snapshot itself: the server must not add an encoding of its own.
    snapshot = page.request.get(f"{base_url}/js/worker.js").text().split('"snapshot": "')[1].split('"')[0]
    response = page.request.get(f"{base_url}/py/{snapshot}")
    assert response.ok and "content-encoding" not in response.headers
    assert response.body()[:2] == b"\x1f\x8b"
