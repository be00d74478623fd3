// The home page's box: paste any puzzle's link or text, and Python says which kind reads it
// (the api's `identify`); the page of that kind then opens with the text in its address, where
// it is read again as if pasted there. So a hunter holding a link needs to know no kind first.
import { loadingLabel, python } from "./client.js";
import { button, el, row } from "./controls.js";
import { pageUrl } from "./kinds.js";

export default class OpenBox {
  constructor(root) {
    this.root = root;
    this.text = el("textarea", { className: "gh-open-text", rows: 2, spellcheck: false, autocomplete: "off",
      placeholder: "https://puzz.link/p?…, a Tatham game ID, 81 digits…", id: "gh-open-text" });
    this.messageBox = el("p", { className: "gh-message", "aria-live": "polite" });
    this.openButton = button({ id: "open", label: "Open", primary: true, run: () => this.open() });
    this.text.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && !e.shiftKey) { // Shift+Enter: a new line, for a pasted grid
        e.preventDefault();
        this.open();
      }
    });
    this.text.addEventListener("paste", () => setTimeout(() => this.open(), 0)); // a paste opens at once
    root.classList.add("gh-open");
    root.replaceChildren(
      el("label", { className: "gh-open-label", htmlFor: "gh-open-text" }, "Have a puzzle already? Paste its link or text:"),
      row([this.text, this.openButton], { className: "gh-open-row" }),
      this.messageBox);
  }

  async open() {
    const text = this.text.value.trim();
    if (!text) return this.say("Paste a puzzle's link or text first.", "warning");
    // on a slow network Python's first download takes a while: say how far it has come
    const waiting = () => {
      if (python.state === "failed") this.say(`Python failed to start${python.message ? ` (${python.message})` : ""}: reload the page and paste again.`, "error");
      else this.say(python.state === "ready" ? "Reading…" : `Reading as soon as Python is ready. ${loadingLabel(python.progress)}`);
    };
    waiting();
    python.addEventListener("status", waiting);
    let reply;
    try {
      reply = await python.request({ op: "identify", text });
    } catch {
      return this.say("Python could not read it (it stopped or failed to start): reload the page and paste again.", "error");
    } finally {
      python.removeEventListener("status", waiting);
    }
    if (text !== this.text.value.trim()) return; // edited meanwhile: the newer text is read on its own Enter
    // a penpa-edit board that names no genre (`genres`) opens on the genres page, which asks which it is
    if (!reply.ok && !reply.genres) return this.say(reply.error, "error");
    this.say(reply.ok ? `${reply.name}: ${reply.recognised}. Opening its page…` : `${reply.error} Opening the Genres page…`, "success");
    // a link in the document, so material's instant navigation keeps Python running across pages
    const link = el("a", { href: pageUrl(reply.page, text), hidden: true });
    this.root.append(link);
    link.click();
  }

  say(text, kind = "info") {
    this.messageBox.textContent = text;
    this.messageBox.dataset.kind = kind;
  }

  destroy() {}
}
