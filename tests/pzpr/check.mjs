// pzprjs's own rule checker (the `pzpr` package from npm, pinned in package.json), run in Node.
//
// Reads one JSON request per line on stdin, {"puzzle": <pzprv3 file or puzz.link URL>}, and
// prints one JSON line per request: {"complete": bool, "code": <pzprjs's failure code or
// null>, "text": <its sentence>, "type": <the genre pzprjs read>}. A file that pzprjs cannot
// read comes back as {"complete": false, "code": "open", "text": <the error>}. One process
// answers many requests: loading pzprjs costs more than checking a puzzle.
//
//   node tests/pzpr/check.mjs < requests.jsonl
import { createInterface } from "node:readline";
import pzpr from "pzpr";

function verdict(text) {
  const puzzle = new pzpr.Puzzle({ type: "player" });
  try {
    // pzprjs reads URLs without their site prefix: "nurikabe/5/5/..." or "?nurikabe/...".
    puzzle.open(text.replace(/^https?:\/\/[^?]*\?/, ""));
  } catch (error) {
    return { complete: false, code: "open", text: String(error), type: null };
  }
  if (!puzzle.ready) return { complete: false, code: "open", text: "pzprjs could not read it", type: null };
  const result = puzzle.check(true);
  return { complete: result.complete, code: result[0] ?? null, text: result.text, type: puzzle.pid };
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  process.stdout.write(JSON.stringify(verdict(JSON.parse(line).puzzle)) + "\n");
}
