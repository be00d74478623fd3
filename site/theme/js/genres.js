// The genres page: one page for every genre read from puzz.link (the kinds whose `page` is
// "genres" in the build's manifest, so a new genre needs no edit here). A pasted or linked puzz.link
// URL goes to Python's `draw`, which finds its genre and describes its board; GenreBoard draws it.
// Solve asks the genre's `certain` (counting to 2) and draws what every solution shares; when there
// are two, both can be shown (a setter sees where they differ). The answer shown copies as a pzprv3
// file, the puzzle as its puzz.link URL, and the page's link holds the URL. The answer is kept with
// the board, so a reload shows it again without solving.
//
// The board is also an editor: a new board of any genre and size, or the puzzle on show, takes
// the clues its genre declares (EDITOR, read by genre-editor.js from the manifest: no genre has
// code here). After each edit Python's `encode` turns the model into the puzz.link URL, which the
// address, the share box and Copy puzz.link URL then hold, or says in a sentence what is wrong
// (the edit is kept, and so is the board on reload).
import { python } from "./client.js";
import { button, el, field, numberInput, row, select, setPressed, textInput } from "./controls.js";
import { described, pageUrl, shownOn } from "./kinds.js";
import { PuzzlePage } from "./puzzle-page.js";
import { GenreBoard, editorOf } from "./genre-board.js";

// What the page says while the solution it draws is being proved the only one (see showEarly).
const EARLY_MESSAGE = "One solution found (shown); proving it is the only one…";
const SOLVED_KEY = "gridhunt:genres:answer"; // the last answer, with the share of the puzzle it answers

export default class GenresPage extends PuzzlePage {
  static kind = "genres";

  constructor(root) {
    super(root);
    this.restoreAnswer();
    this.genres = shownOn(this.kind);
    this.genreList.textContent = `Genres read here: ${this.genres.map((genre) => genre.name).join(", ")}.`;
    // A first visit shows a board at once: the first genre's example.
    if (!this.widget.state.share && !this.widget.state.model && !this.hashText() && this.genres.length) this.loadText(this.genres[0].examples[0].share);
    this.showEditor();
  }

  createWidget(canvas) {
    return new GenreBoard(canvas);
  }

  build() {
    super.build();
    this.root.querySelector(".gh-share > span").textContent = "puzz.link URL";
    this.root.querySelector("#gh-share-help").textContent =
      "Paste a puzz.link URL (any of its hosts), a penpa-edit link, a Tatham game ID or a text picture here (or anywhere on the board) and press Enter.";
    this.genreList = el("p", { className: "gh-help gh-genre-list" });
    this.root.append(this.genreList);
    // what the grid cannot show (Star Battle's number of stars): above the board, so the answer's sentence stays right under it
    this.boardNote = el("p", { className: "gh-help gh-board-note", hidden: true });
    this.root.querySelector(".gh-board").before(this.boardNote);
    // with two solutions: what they share (hatched where they differ), or either one whole
    this.viewButtons = ["In every solution", "Solution 1", "Solution 2"].map((label, view) =>
      button({ id: `view-${view}`, label, pressed: view === 0, run: () => this.showView(view, { say: true }) }));
    this.views = row([el("span", {}, "Show:"), ...this.viewButtons], { className: "gh-solution-views", group: "Show" });
    this.views.hidden = true;
    this.messageBox.after(this.views);
    // a penpa-edit board that names no genre: one button per genre its clues fit
    this.choice = row([], { className: "gh-genre-choice", group: "Which genre is it?" });
    this.choice.hidden = true;
    this.views.after(this.choice);
    this.buildEditor();
  }

  /** The editor's controls: the genre and size of a new board, the tools, the genre's settings, how to type. */
  buildEditor() {
    const genres = shownOn(this.kind).filter((genre) => editorOf(genre.id));
    this.genreSelect = select({ id: "genre", options: genres.map((genre) => [genre.id, genre.name]), ariaLabel: "Genre" });
    const side = described(genres[0].id).constants.maxSide;
    this.widthInput = numberInput({ id: "width", min: 1, max: side, value: 6, title: "Columns" });
    this.heightInput = numberInput({ id: "height", min: 1, max: side, value: 6, title: "Rows" });
    this.genreSelect.onchange = () => this.newBoard();
    this.tools = row([], { className: "gh-row gh-editor-tools", group: "Edit" });
    this.params = row([], { className: "gh-row gh-editor-params", group: "Settings" });
    this.editorHelp = el("p", { className: "gh-help gh-editor-help" });
    this.editorBox = el("div", { className: "gh-controls gh-editor", role: "group", "aria-label": "Type a puzzle" },
      row([field("Genre", this.genreSelect), field("Size", this.widthInput), field("×", this.heightInput),
        button({ id: "new-board", label: "New board", title: "An empty board of this genre and size, to type a puzzle into", run: () => this.newBoard() })],
      { className: "gh-row" }),
      this.tools, this.params, this.editorHelp);
    // under the board and its phone keys: a phone's first screen keeps the whole board (tests/e2e/test_phone.py)
    this.root.querySelector(".gh-keypad").after(this.editorBox);
  }

  /** An empty board of the chosen genre and size (an undo step: the board before is one Undo away). */
  newBoard() {
    const kind = this.genreSelect.value;
    const side = described(kind).constants.maxSide;
    const size = (input) => Math.max(1, Math.min(side, Math.round(Number(input.value)) || 1));
    const [w, h] = [size(this.widthInput), size(this.heightInput)];
    this.widget.setState(editorOf(kind).blank(kind, w, h), { record: true });
    this.syncShape();
    this.editError = null; // the old board's error is gone with it: its clearing must not wipe this sentence
    this.message(`A new ${described(kind).name} board, ${w}×${h}: type its clues.`);
    this.canvas.focus({ preventScroll: true });
  }

  /** The editor's controls for the genre on the board: its tools, its settings, how to type it, its phone keys. */
  showEditor() {
    const state = this.widget.state;
    const editor = this.widget.editor;
    if (state.kind && this.genreSelect.value !== state.kind) this.genreSelect.value = state.kind;
    if (state.model) {
      this.widthInput.value = state.model.w;
      this.heightInput.value = state.model.h;
    }
    const shownFor = editor ? state.kind : null;
    if (this.editorFor !== shownFor) {
      this.editorFor = shownFor;
      const tools = editor ? editor.tools() : [];
      this.widget.setTool(tools.length ? tools[0][0] : "clues");
      const titles = { borders: "Drag along the grid lines to draw borders; tap a line to toggle it", corners: "Tap near a corner, then type",
        places: "Tap a cell's centre, a side or a corner" };
      this.toolButtons = tools.map(([tool, label]) => button({ id: `tool-${tool}`, label, pressed: this.widget.tool === tool,
        keepFocus: true, title: titles[tool] || "Tap a cell, then type",
        run: () => { this.widget.setTool(tool); this.toolButtons.forEach((node, k) => setPressed(node, tools[k][0] === tool)); this.showKeypad(); } }));
      const shown = tools.length > 1;
      this.tools.replaceChildren(...(shown ? [el("span", {}, "Tap to edit:"), ...this.toolButtons] : []));
      this.tools.hidden = !shown;
      this.paramInputs = {};
      this.params.replaceChildren(...(editor?.params || []).map((param) => this.paramInput(param)));
      this.params.hidden = !editor?.params.length;
      this.editorHelp.textContent = editor ? `Typing: ${editor.help()}` : "Choose a genre and a size and press New board to type a puzzle, or paste one.";
    }
    this.showKeypad();
    for (const param of editor?.params || []) {
      const input = this.paramInputs[param.key];
      const value = state.model[param.key];
      if (param.kind === "flag") input.checked = Boolean(value);
      else if (param.kind === "pieces") this.showPieces(param, value);
      else if (document.activeElement !== input) input.value = value;
    }
  }

  /** The phone keys of the tool in use (a new board's size may change them: Easy as ABC's letters). */
  showKeypad() {
    const model = this.widget.state.model;
    const key = JSON.stringify([this.editorFor, this.widget.tool, model?.w, model?.h]);
    if (key === this.keypadFor) return;
    this.keypadFor = key;
    this.buildKeypad();
  }

  /** A bank of pieces (Battleships' fleet, Statue Park's pieces): one of the genre's presets, or the pieces' codes typed. */
  piecesInput(param) {
    const presets = Object.entries(param.presets || {});
    const choice = select({ id: `param-${param.key}-preset`, ariaLabel: `${param.label}: preset`,
      options: [...presets.map(([name, codes]) => [name, `${name}: ${codes.length} pieces`]), ["", "own pieces…"]] });
    const codes = textInput({ id: `param-${param.key}`, size: 24, ariaLabel: `${param.label}: the pieces' codes`,
      title: "Each piece in pzprjs's code (width, height, then its cells as bits: 31s is three in a row), separated by spaces" });
    choice.onchange = () => {
      if (choice.value) this.widget.editModel((state) => { state.model[param.key] = [...param.presets[choice.value]]; });
      else codes.focus();
    };
    codes.onchange = () => {
      const list = codes.value.split(/[\s,/]+/).filter(Boolean);
      this.widget.editModel((state) => { state.model[param.key] = list; });
    };
    this.paramInputs[param.key] = { choice, codes };
    return el("span", { className: "gh-pieces" }, field(param.label, choice), " ", codes);
  }

  showPieces(param, value) {
    const { choice, codes } = this.paramInputs[param.key];
    const same = (list) => list.length === value.length && list.every((code, k) => code === value[k]);
    choice.value = Object.entries(param.presets || {}).find(([, list]) => same(list))?.[0] ?? "";
    if (document.activeElement !== codes) codes.value = value.join(" ");
  }

  paramInput(param) {
    if (param.kind === "pieces") return this.piecesInput(param);
    const isFlag = param.kind === "flag";
    const input = isFlag ? el("input", { type: "checkbox", className: `gh-param-${param.key}` })
      : numberInput({ id: `param-${param.key}`, min: param.min, max: param.max === "side" ? undefined : param.max, value: param.default });
    input.onchange = () => {
      const value = isFlag ? input.checked : Math.round(Number(input.value));
      if (!isFlag && !Number.isFinite(value)) return;
      this.widget.editModel((state) => { state.model[param.key] = value; });
    };
    this.paramInputs[param.key] = input;
    return isFlag ? el("label", {}, input, " ", param.label) : field(param.label, input);
  }

  keypadKeys() {
    return this.widget?.editor?.keypad(this.widget.tool, this.widget.state.model) || [];
  }

  /** A penpa-edit board without a genre: draw it as read and ask which of the fitting genres it is. */
  offerChoice(text, reply) {
    if (!reply.genres || !reply.board) return false;
    this.widget.setState({ kind: "", share: "", board: reply.board });
    this.syncShape();
    const names = Object.fromEntries(this.genres.map((genre) => [genre.id, genre.name]));
    const buttons = reply.genres.map((id) => id === "sudoku"
      ? el("a", { className: "md-button", href: pageUrl("sudoku", text) }, "Sudoku (opens the Sudoku page)")
      : button({ id: `as-${id}`, label: names[id] || id, run: () => this.readAs(text, id) }));
    this.choice.replaceChildren(el("span", {}, "Which genre is it?"), ...buttons);
    this.choice.hidden = false;
    this.showRejected(null);
    this.message(reply.error, "warning");
    return true;
  }

  /** Read the text as the genre the user chose (Python checks that its clues are that genre's). */
  async readAs(text, genre) {
    const reply = await this.ask({ op: "draw", kind: genre, puzzle: text });
    if (!reply) return;
    if (!reply.ok) return this.message(reply.error, "error");
    this.choice.hidden = true;
    this.applyReading(reply);
    this.loaded(reply.share);
    this.message(`Read ${reply.recognised}.`);
  }

  actions() {
    return [
      { id: "solve", label: "Solve", primary: true, main: true, busy: true, run: () => this.solve(2) },
      { id: "stop", label: "Stop", main: true, run: () => python.stop() },
      { id: "undo", label: "↶", ariaLabel: "Undo", title: "Undo (Ctrl+Z)", main: true, keepFocus: true, run: () => this.widget.undo() },
      { id: "redo", label: "↷", ariaLabel: "Redo", title: "Redo (Ctrl+Y)", main: true, keepFocus: true, run: () => this.widget.redo() },
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
    const editable = state && state.kind && state.model && editorOf(state.kind);
    if (editable) return { ...GenreBoard.empty(), ...state, borders: state.borders ?? editorOf(state.kind).stateOf(state.kind, null, null, state.model).borders };
    return state && state.board && state.share ? { ...GenreBoard.empty(), ...state } : GenreBoard.empty();
  }

  shareFromModel(state) {
    return state.share;
  }

  /** A text picture pasted into the one-line share box keeps its rows (the box would run them together). */
  pasteIntoShare(event) {
    const text = event.clipboardData?.getData("text");
    if (text && text.trim().includes("\n")) {
      event.preventDefault();
      this.loadText(text);
    }
  }

  /** A text picture that names no genre is read as the genre chosen in the editor. */
  readRequest(text) {
    return { op: "draw", kind: this.kind, puzzle: text, genre: this.widget.state.kind || this.genreSelect.value };
  }

  applyReading(reply) {
    this.choice.hidden = true;
    const editor = editorOf(reply.kind);
    const state = editor ? editor.stateOf(reply.kind, reply.share, reply.board, reply.model) : { ...GenreBoard.empty(), kind: reply.kind, share: reply.share, board: reply.board };
    this.widget.setState(state, { record: true });
    this.syncShape();
  }

  syncShape() {
    this.widget.syncShape();
  }

  modelOf(state) {
    return this.widget.editor ? this.widget.editor.modelFor(state) : null;
  }

  /** After an edit: the URL of what is typed, from Python (kept in the state), or the sentence that says what is wrong. */
  async encodeQuietly() {
    const state = this.widget.state;
    if (!state.model || !state.kind) return null;
    const version = this.version;
    let reply;
    try {
      reply = await python.request({ kind: state.kind, op: "encode", model: this.modelOf(state) });
    } catch {
      return null;
    }
    if (version !== this.version) return null; // a later edit asks again
    if (!reply.ok) {
      this.editError = reply.error;
      this.message(reply.error, "error");
      return null;
    }
    if (this.editError) this.message("");
    this.editError = null;
    state.share = reply.share; // derived from the model, not an edit of its own
    return reply.share;
  }

  /** The URL of the board as typed, once Python has it (Solve and the copy buttons wait for it). */
  updateShare() {
    this.sharing = super.updateShare();
    return this.sharing;
  }

  onBoardChange() {
    this.answer = null; // a solve's answer belongs to the board it was found for
    this.views.hidden = true;
    this.widget.setOverlay(null);
    const note = this.widget.state.board?.note;
    this.boardNote.textContent = note || "";
    this.boardNote.hidden = !note;
    this.showEditor();
    // A board whose URL is known (an undo back to one) has no error to show: its own encode, the one
    // that would clear the sentence, is not asked, and an earlier one answered after a later undo is dropped.
    if (this.widget.state.share && this.editError) {
      this.editError = null;
      this.message("");
    }
    super.onBoardChange();
  }

  /**
   * Solve counts to 2, so the one answer is proved the only one (the `limit` is the count's). A Solve
   * pressed while a link (or the first visit's example) is still being read solves that puzzle.
   */
  async solveBoard(limit, timeout) {
    await this.loading;
    await this.sharing;
    if (!this.widget.state.share && this.editError) return this.message(this.editError, "error");
    if (!this.widget.state.share) return this.message("Paste a puzz.link URL or type a puzzle first: there is no puzzle to solve.", "warning");
    return super.solveBoard(limit, timeout);
  }

  solveRequest(limit) {
    return { op: "solve", kind: this.widget.state.kind, limit };
  }

  /**
   * The first solution, drawn from the board Python sent with it (a draw request would wait for the proof),
   * and copied by Copy answer meanwhile (or after a Stop); never saved: the count's reply replaces it.
   */
  showEarly(reply) {
    if (!reply.board) return;
    const [solution] = reply.solutions;
    this.answer = { share: this.widget.state.share, count: 1, unique: null, certain: solution, solutions: [], timedOut: true,
      view: 0, pzprv3: reply.pzprv3?.[0] ?? null, text: reply.pzprv3 ? null : reply.text[0] };
    this.widget.setOverlay(reply.board);
    this.message(EARLY_MESSAGE);
  }

  describeSolve(reply) {
    if (!reply.count && reply.reason) return [`No solution: ${reply.reason}.`, "warning"]; // the cheap count that proved it, e.g. a number written three times
    if (!reply.count) return ["No solution: no way to fill this grid keeps every rule.", "warning"];
    if (reply.unique) return ["Solved: this is the only solution.", "success"];
    if (!reply.certain) return ["More than one solution: showing solution 1 of the two found.", "warning"];
    return ["More than one solution: what is drawn is in every one of them; the hatched or dashed parts differ (or show either solution).", "warning"];
  }

  /**
   * Solve counts to two (the answer people wait for), so a second solution is said and drawn at once;
   * then, within the same time budget, Python's `certain` works out what every solution shares, which
   * takes the longer search (seconds on a sparse board), and that view replaces solution 1 unless
   * another view was chosen meanwhile. A Stop then keeps the two solutions on show.
   */
  async afterSolve(reply, board, limit, timeout) {
    const version = this.version;
    const solutions = reply.solutions ?? [];
    const answer = { share: board.puzzle, count: reply.count, unique: reply.unique, certain: null, reason: reply.reason, solutions, timedOut: reply.timedOut };
    this.answer = answer;
    if (!solutions.length) return this.saveAnswer(); // no solution: nothing to draw, but a reload should still say so
    if (solutions.length < 2) {
      answer.certain = solutions[0]; // one solution: it is what every solution shares
      answer.solutions = [];
      return this.showView(0);
    }
    await this.showView(1);
    if (version !== this.version || answer !== this.answer) return;
    const counted = python.timeTaken(reply); // Python's own time for the count, as the solve's sentence gave it
    const took = counted === undefined ? "" : ` (${(counted / 1000).toFixed(2)} s)`;
    this.message(`${this.describeSolve(answer)[0].replace(/\.$/, "")}${took}; now finding what every solution shares…`, "warning");
    // The two solutions go back with the question, with what the count took (its work, the same on every
    // machine, and its seconds): a count that was a long search, or that learnt nothing, is not made again (api.py).
    const countSeconds = counted === undefined ? undefined : counted / 1000;
    const shared = await this.ask({ op: "certain", kind: this.widget.state.kind, ...board, timeout, solutions, countSeconds, countWork: reply.work });
    if (!shared || version !== this.version || answer !== this.answer) return;
    if (!shared.ok || shared.timedOut || !shared.certain) {
      this.message(`More than one solution: showing solution ${answer.view ?? 1} of the two found; what every solution shares was not worked out${shared.timedOut ? ` within ${timeout} s` : ""}.`, "warning");
      return shared.timedOut && this.offerLonger(version, limit, timeout);
    }
    answer.certain = shared.certain;
    if (answer.view === 1) await this.showView(0, { say: true });
    else this.saveAnswer();
  }

  /**
   * Show the answer: view 0 is what every solution shares, 1 and 2 are the solutions themselves;
   * `say` (a click) puts what is shown into the message line.
   */
  async showView(view, { say = false } = {}) {
    const answer = this.answer;
    const shown = view ? answer?.solutions[view - 1] : answer?.certain;
    if (!shown) return; // no solution, or what every solution shares is still being worked out
    const version = this.version;
    const drawn = await this.ask({ op: "draw", kind: this.widget.state.kind, puzzle: answer.share, answer: shown });
    if (!drawn || version !== this.version || answer !== this.answer) return;
    if (!drawn.ok) return this.message(drawn.error, "error");
    answer.view = view;
    answer.pzprv3 = drawn.pzprv3 ?? null;
    answer.text = drawn.text ?? null; // a genre puzz.link has not (Futoshiki) copies its answer as text
    this.widget.setOverlay(drawn.board);
    this.views.hidden = answer.solutions.length < 2;
    this.viewButtons[0].disabled = !answer.certain; // what every solution shares: not known while it is worked out
    this.viewButtons.forEach((node, k) => setPressed(node, k === view));
    if (say && view) this.message(`More than one solution: showing solution ${view} of the two found (Copy answer copies it).`, "warning");
    else if (say) this.message(this.describeSolve(answer)[0], "warning");
    this.saveAnswer();
  }

  /** The page keeps its own answer (`saveAnswer`: what every solution shares, the view shown), not the count's reply. */
  answerToKeep() {
    return null;
  }

  saveAnswer() {
    if (this.answer.timedOut) return; // what a search cut short knew: a reload asks again
    const { share, count, unique, certain, reason, solutions, view } = this.answer;
    try {
      localStorage.setItem(SOLVED_KEY, JSON.stringify({ share, count, unique, certain, reason, solutions, view }));
    } catch {
      /* private mode or full storage: the answer is only lost on reload */
    }
  }

  /** On arrival: the answer found before, when the board is still the puzzle it answers. */
  restoreAnswer() {
    let saved = null;
    try {
      saved = JSON.parse(localStorage.getItem(SOLVED_KEY));
    } catch {
      return;
    }
    if (!saved || !saved.share || saved.share !== this.widget.state.share || !Array.isArray(saved.solutions)) return;
    this.answer = saved;
    const [text, kind] = this.describeSolve(saved);
    this.message(`${text.replace(/\.$/, "")} (found earlier).`, kind);
    if (saved.certain || saved.solutions.length) this.showView(saved.view || (saved.certain ? 0 : 1), { say: Boolean(saved.view) });
  }

  async copyAnswer() {
    if (!this.answer) return this.message("Press Solve first: the answer is copied once it is found.", "warning");
    if (!this.answer.count) return this.message("This puzzle has no solution, so there is no answer to copy.", "warning");
    if (this.answer.text) return this.copyText(this.answer.text, "the answer (rows joined by /)");
    if (!this.answer.pzprv3) return this.message("This puzzle has more than one solution: show Solution 1 or 2 to copy that one.", "warning");
    await this.copyText(this.answer.pzprv3, "the answer as a pzprv3 file (puzz.link opens it)");
  }

  async copyUrl() {
    await this.loading;
    await this.sharing;
    if (!this.widget.state.share) return this.message("Paste a puzz.link URL first: there is no puzzle to copy.", "warning");
    const share = this.widget.state.share;
    await this.copyText(share, share.startsWith("http") ? "the puzz.link URL" : "the Tatham game ID (puzz.link has not this genre)");
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
