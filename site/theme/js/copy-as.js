// What a paste was read as, and "Copy as…": the puzzle on the board in other tools' forms
// (puzz.link, Solo, Tatham...). Python writes every form (the api's `export`); the menu's
// entries are the kind's `exports` from the manifest, so the page knows no format itself.

/** The sentence after a successful paste: what Python recognised the text as (none for the share string itself). */
export function readAs(reply, text) {
  return reply.recognised && reply.share !== text ? `Read ${reply.recognised}.` : "";
}

/** A "Copy as…" menu for a page (null when the kind has no other tool's form). */
export function copyAsMenu(page, forms) {
  if (!forms || !forms.length) return null;
  const menu = document.createElement("select");
  menu.className = "gh-copy-as";
  menu.setAttribute("aria-label", "Copy the puzzle in another tool's form");
  menu.append(new Option("Copy as…", ""));
  for (const form of forms) menu.append(new Option(form.label, form.id));
  menu.onchange = () => {
    const form = forms.find((f) => f.id === menu.value);
    menu.value = "";
    if (form) copyAs(page, form);
  };
  return menu;
}

async function copyAs(page, form) {
  await page.loading; // a paste under way is the board to copy
  const reply = await page.ask({ op: "export", ...page.board() });
  if (!reply) return;
  if (!reply.ok) return page.message(reply.error, "error");
  const written = reply.forms.find((f) => f.id === form.id);
  if (!written || written.text === null) {
    return page.message(`This puzzle has no ${form.label}: ${written ? written.reason : "unknown form"}.`, "warning");
  }
  const note = written.note ? ` (${written.note})` : "";
  try {
    await navigator.clipboard.writeText(written.text);
    page.message(`Copied the ${form.label}${note}: ${written.text}`, "success");
  } catch {
    page.message(`The browser refused the clipboard; the ${form.label}${note} is: ${written.text}`, "warning");
  }
}
