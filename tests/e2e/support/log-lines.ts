import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The non-empty lines of a server's output that are not one JSON object each (every log line must be: issue 9 B4). */
export function nonJsonLines(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return typeof parsed !== "object" || parsed === null;
      } catch {
        return true;
      }
    });
}

/** The e2e server's error-level log lines for these request ids (it logs to DATA_DIR/server.log). */
export function errorLinesFor(ids: string[]): string[] {
  const file = path.join(process.env.PLAYWRIGHT_E2E_DATA_DIR ?? "", "server.log");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.includes('"level":"error"') && ids.some((id) => line.includes(id)));
}
