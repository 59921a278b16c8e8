import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { CATEGORY_LABELS, CATEGORY_MEANINGS, CATEGORY_WEIGHTS, CHECK_TABLES } from "./tables";

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/\n/g, " ");

/** The check tables as Markdown, for docs/analyzer.md (a test keeps the file equal to this). */
export function checkTablesMarkdown(): string {
  const parts: string[] = [];
  for (const category of ANALYSIS_CATEGORIES) {
    parts.push(
      `### ${CATEGORY_LABELS[category]} (${CATEGORY_WEIGHTS[category]}% of the overall score)`,
      "",
      CATEGORY_MEANINGS[category],
      "",
    );
    parts.push("| Check | What it checks | Weight | Why it matters |", "|---|---|---:|---|");
    for (const row of CHECK_TABLES[category])
      parts.push(`| \`${row.id}\` ${cell(row.title)} | ${cell(row.checks)} | ${row.weight} | ${cell(row.why)} |`);
    parts.push("");
  }
  return parts.join("\n").trimEnd();
}
