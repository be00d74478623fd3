// The genres page: one page for every genre read from puzz.link (the kinds whose `page` is
// "genres" in the build's manifest, so a new genre needs no edit here). A pasted or linked puzz.link
// URL goes to Python's `draw`, which finds its genre and describes its board; GenreBoard draws it.
// Solve asks the genre's `certain` (counting to 2) and draws what every solution shares; the
// answer copies as a pzprv3 file, the puzzle as its puzz.link URL, and the page's link holds the URL.
import { python } from "./client.js";
import { el } from "./controls.js";
import { shownOn } from "./kinds.js";
import { PuzzlePage } from "./puzzle-page.js";
import { GenreBoard } from "./genre-board.js";

export default class GenresPage extends PuzzlePage {
  static kind = "genres";

  constructor(root) {
    super(root);
    this.genres = shownOn(this.kind);
    this.genreList.textContent = `Genres read here: ${this.genres.map((genre) => genre.name).join(", ")}.`;
    // A first visit shows a board at once: the first genre's example.
    if (!this.widget.state.share && !this.hashText() && this.genres.length) this.loadText(this.genres[0].examples[0].share);
  }

  createWidget(canvas) {
    return new GenreBoard(canvas);
  }

  build() {
    super.build();
    this.root.querySelector(".gh-share > span").textContent = "puzz.link URL";
    this.root.querySelector("#gh-share-help").textContent = "Paste a puzz.link or pzv.jp URL here (or anywhere on the board) and press Enter.";
    this.genreList = el("p", { className: "gh-help gh-genre-list" });
    this.root.append(this.genreList);
    // what the grid cannot show (Star Battle's number of stars): above the board, so the answer's sentence stays right under it
    this.boardNote = el("p", { className: "gh-help gh-board-note", hidden: true });
    this.root.querySelector(".gh-board").before(this.boardNote);
  }

  actions() {
    return [
      { id: "solve", label: "Solve", primary: true, main: true, busy: true, run: () => this.solve(2) },
      { id: "stop", label: "Stop", main: true, run: () => python.stop() },
      { id: "copy-answer", label: "Copy answer (pzprv3)", title: "The answer as a pzprv3 file, which puzz.link opens", run: () => this.copyAnswer() },
      { id: "copy-url", label: "Copy puzz.link URL", title: "The puzzle as a puzz.link URL", run: () => this.copyUrl() },
      { id: "copy", label: "Copy link", title: "A link to this page that opens this puzzle", run: () => this.copyLink() },
    ];
  }

  /** Every genre's examples, each titled with its genre (the manifest's, so none is listed here). */
  loadExamples() {
    this.examples = shownOn(this.kind).flatMap((genre) => genre.examples.map((example) => ({ ...example, title: `${genre.name}: ${example.title}` })));
    for (const example of this.examples) this.examplesSelect.append(new Option(example.title, example.share));
  }

  emptyState() {
    return GenreBoard.empty();
  }

  normalise(state) {
    return state && state.board && state.share ? state : GenreBoard.empty();
  }

  shareFromModel(state) {
    return state.share;
  }

  readRequest(text) {
    return { op: "draw", kind: this.kind, puzzle: text };
  }

  applyReading(reply) {
    this.widget.setState({ kind: reply.kind, share: reply.share, board: reply.board }, { record: true });
    this.syncShape();
  }

  syncShape() {
    this.widget.syncShape();
  }

  onBoardChange() {
    this.answer = null; // a solve's answer belongs to the board it was found for
    this.widget.setOverlay(null);
    const note = this.widget.state.board?.note;
    this.boardNote.textContent = note || "";
    this.boardNote.hidden = !note;
    super.onBoardChange();
  }

  /** Solve counts to 2, so the one answer is proved the only one (the `limit` is the count's). */
  solve(limit) {
    if (!this.widget.state.share) return this.message("Paste a puzz.link URL first: there is no puzzle to solve.", "warning");
    return super.solve(limit);
  }

  solveRequest() {
    return { op: "certain", kind: this.widget.state.kind };
  }

  describeSolve(reply) {
    if (!reply.count) return ["No solution: no way to fill this grid keeps every rule.", "warning"];
    if (reply.unique) return ["Solved: this is the only solution.", "success"];
    return ["More than one solution: what is drawn is in every one of them; the hatched or dashed parts differ.", "warning"];
  }

  /** Draw what the solutions share (the certain answer) onto the puzzle it was found for. */
  async afterSolve(reply, board) {
    this.answer = { count: reply.count, pzprv3: null };
    if (!reply.certain) return;
    const version = this.version;
    const drawn = await this.ask({ op: "draw", kind: this.widget.state.kind, ...board, answer: reply.certain });
    if (!drawn || version !== this.version) return;
    if (!drawn.ok) return this.message(drawn.error, "error");
    this.answer.pzprv3 = drawn.pzprv3 ?? null;
    this.widget.setOverlay(drawn.board);
  }

  async copyAnswer() {
    if (!this.answer) return this.message("Press Solve first: the answer is copied once it is found.", "warning");
    if (!this.answer.count) return this.message("This puzzle has no solution, so there is no answer to copy.", "warning");
    if (!this.answer.pzprv3) return this.message("This puzzle has more than one solution, so there is no one answer to copy.", "warning");
    await this.copyText(this.answer.pzprv3, "the answer as a pzprv3 file (puzz.link opens it)");
  }

  async copyUrl() {
    await this.loading;
    if (!this.widget.state.share) return this.message("Paste a puzz.link URL first: there is no puzzle to copy.", "warning");
    await this.copyText(this.widget.state.share, "the puzz.link URL");
  }

  async copyText(text, what) {
    try {
      await navigator.clipboard.writeText(text);
      this.message(`Copied ${what}: ${text}`, "success");
    } catch {
      this.message(`The browser refused the clipboard; ${what} is: ${text}`, "warning");
    }
  }
}
