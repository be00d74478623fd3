// What Python says of each kind (its examples, operations and constants), read once from
// py/manifest.json, which the build writes from the api's `describe`: the pages copy no Python
// constant. Modules that import this wait for it (a top-level await), so constants are there
// when a page is built.
const manifest = await fetch(new URL("../py/manifest.json", import.meta.url), { cache: "no-cache" }).then((r) => r.json());

/** The description of kind `id`: {id, name, examples: [{title, share}], operations, constants, maxLimit}. */
export function described(id) {
  const kind = manifest.kinds.find((k) => k.id === id);
  if (!kind) throw new Error(`The build describes no kind "${id}"`);
  return kind;
}

/** The kinds a page shows besides its own (the genres page's: those whose `page` is "genres"). */
export function shownOn(page) {
  return manifest.kinds.filter((k) => k.page === page && k.id !== page);
}

/** The address of one of the site's pages (a kind's id, or a shared page's such as "genres") opening `text`. */
export function pageUrl(page, text) {
  return new URL(`../${page}/#${encodeURIComponent(text)}`, import.meta.url).href;
}
