import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { registeredQueues } from "../support/job-registry";

/**
 * The job system is one piece: only app/.server/jobs talks to pg-boss (the
 * rest sends, schedules and asks through the JobSystem), and the queues the
 * app starts (app/.server/job-definitions.ts) are the ones the README's
 * "Background jobs" table and docs/deploy.md name, with the README's crons.
 */
const root = path.resolve(import.meta.dirname, "../..");
const jobsDir = path.join(root, "app", ".server", "jobs");

/** App and script code; tests may look inside pg-boss to observe it (its job table, its schedules). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const registry = registeredQueues;

/** The README's table rows: `| \`queue\` | what | when |`. */
function readmeRows(): Map<string, string> {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const start = readme.indexOf("## Background jobs");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\| `([a-z0-9-]+)` \|(.*)\|\s*$/gm)) rows.set(match[1] ?? "", match[2] ?? "");
  return rows;
}

describe("the job queues", () => {
  it("are called through the JobSystem: no file outside app/.server/jobs imports or calls pg-boss", () => {
    const offenders: string[] = [];
    const files = [
      ...["app", "scripts", "bench"].flatMap((dir) => codeFiles(path.join(root, dir))),
      path.join(root, "server.js"),
    ];
    for (const file of files) {
      if (file.startsWith(jobsDir + path.sep)) continue;
      const source = readFileSync(file, "utf8");
      const relative = path.relative(root, file);
      if (/from\s+["']pg-boss["']|import\(\s*["']pg-boss["']\s*\)|require\(\s*["']pg-boss["']\s*\)/.test(source)) {
        offenders.push(`${relative}: imports pg-boss`);
      }
      if (/\bboss\s*(\(\s*\))?\s*\.\s*\w+\s*\(/.test(source)) offenders.push(`${relative}: calls pg-boss (\`boss.…\`)`);
    }
    expect(offenders).toEqual([]);
  });

  it("have one name each, and the README and docs/deploy.md say how many", () => {
    const queues = registry().map(({ queue }) => queue);
    expect(new Set(queues).size).toBe(queues.length);
    for (const doc of ["README.md", "docs/deploy.md"]) {
      expect(readFileSync(path.join(root, doc), "utf8"), doc).toContain(`The ${queues.length} queues`);
    }
  });

  it("are each named in the README's table, and the table names no other", () => {
    const named = [...readmeRows().keys()].sort();
    expect(named).toEqual(
      registry()
        .map(({ queue }) => queue)
        .sort(),
    );
  });

  it("run on the crons the README states", () => {
    const rows = readmeRows();
    const wrong = registry()
      .filter(({ queue, cron }) => cron && !rows.get(queue)?.includes(`\`${cron}\``))
      .map(({ queue, cron }) => `${queue}: ${cron}`);
    expect(wrong).toEqual([]);
  });

  it("are each named in docs/deploy.md", () => {
    const deploy = readFileSync(path.join(root, "docs", "deploy.md"), "utf8");
    const missing = registry()
      .map(({ queue }) => queue)
      .filter((queue) => !deploy.includes(`\`${queue}\``));
    expect(missing).toEqual([]);
  });
});
