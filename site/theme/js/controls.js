// The controls kit: every page's toolbar and controls are built here from a declaration, so pages
// share one look and one behaviour (labels, tooltips, pressed states, busy buttons, the phone's
// "More" panel). Text always goes in as text: nothing here writes HTML.

/** A DOM element: el("button", {className: "x", "aria-label": "y", onclick}, "text", child). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (key === "role" || key.includes("-")) node.setAttribute(key, value); // attributes without a portable property
    else node[key] = value;
  }
  node.append(...children.filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

/**
 * A button from its declaration: {id, label, title, primary, pressed (a toggle when given),
 * keepFocus (a tap leaves the focus where it was, e.g. on the board), run}. Its class is gh-<id>.
 */
export function button({ id, label, title, ariaLabel, primary = false, pressed, keepFocus = false, run, className = "" }) {
  const node = el("button", {
    type: "button",
    className: ["md-button", primary ? "md-button--primary" : "", id ? `gh-${id}` : "", className].filter(Boolean).join(" "),
    title, textContent: label, "aria-label": ariaLabel,
  });
  if (pressed !== undefined) node.setAttribute("aria-pressed", String(pressed));
  if (keepFocus) node.addEventListener("pointerdown", (e) => e.preventDefault());
  if (run) node.addEventListener("click", run);
  return node;
}

/** Show a toggle button's state (its look comes from aria-pressed in the CSS). */
export function setPressed(node, pressed) {
  node.setAttribute("aria-pressed", String(pressed));
}

/** A labelled field: field("Width", input) is <label>Width <input></label>. */
export function field(label, input, props = {}) {
  return el("label", props, label, " ", input);
}

/** A number box of class gh-<id>. */
export function numberInput({ id, min, max, value, title }) {
  return el("input", { type: "number", className: `gh-${id}`, min, max, value, title, inputMode: "numeric" });
}

/** A text box of class gh-<id>. */
export function textInput({ id, size, title, placeholder, ariaLabel }) {
  return el("input", { type: "text", className: `gh-${id}`, size, title, placeholder, spellcheck: false,
    autocomplete: "off", "aria-label": ariaLabel });
}

/** A select of class gh-<id> from [value, text] pairs. */
export function select({ id, options, value, ariaLabel }) {
  const node = el("select", { className: `gh-${id}`, "aria-label": ariaLabel },
    ...options.map(([v, text]) => el("option", { value: v }, text)));
  if (value !== undefined) node.value = value;
  return node;
}

/** A row of controls; `group` names it for screen readers (role=group). */
export function row(children, { className = "gh-row", group } = {}) {
  return el("div", { className, role: group ? "group" : undefined, "aria-label": group }, ...children);
}

/**
 * The toolbar: `main` items always in view, `more` items behind a "More" button on narrow screens
 * (on wide screens the panel is simply open, and the button hidden). Returns {bar, panel, toggle}.
 */
export function toolbar(main, more) {
  const panel = el("div", { className: "gh-more-panel", id: `gh-more-${++toolbars}` }, ...more);
  const toggle = button({ id: "more-toggle", label: "More", title: "More actions and the editing controls" });
  toggle.setAttribute("aria-expanded", "false");
  toggle.setAttribute("aria-controls", panel.id);
  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    panel.classList.toggle("gh-open", open);
  });
  const bar = el("div", { className: "gh-toolbar", role: "toolbar", "aria-label": "Puzzle actions" }, ...main, toggle);
  return { bar, panel, toggle };
}
let toolbars = 0;
