import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { checkTablesMarkdown } from "./index";

const DOC = path.resolve(import.meta.dirname, "../../../../../docs/analyzer.md");
const START =
  "<!-- check tables: generated from app/.server/audits/analyzer/audits (UPDATE_DOCS=1 npx vitest run app/.server/audits/analyzer/audits/docs.test.ts) -->";
const END = "<!-- end of check tables -->";

it("docs/analyzer.md shows the check tables the code scores with", () => {
  const doc = readFileSync(DOC, "utf8");
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  expect(start, "docs/analyzer.md lacks the check-table markers").toBeGreaterThan(-1);
  const current = doc.slice(start + START.length, end).trim();
  const wanted = checkTablesMarkdown();
  if (process.env.UPDATE_DOCS === "1" && current !== wanted) {
    writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n\n${wanted}\n\n${doc.slice(end)}`);
    return;
  }
  expect(current).toBe(wanted);
});
