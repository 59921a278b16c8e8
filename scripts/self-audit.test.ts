import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { type SelfAuditSite, startSelfAuditSite } from "../tests/support/self-audit-site";

/** `npm run self-audit` as CI runs it: the script in its own process, its exit code and its last line. */
function selfAudit(args: string[]): Promise<{ code: number | null; lines: string[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/self-audit.ts", ...args], {
      // CRAWL_ALLOW_PRIVATE off: the address given is trusted as our own, and only it.
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", CRAWL_ALLOW_PRIVATE: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, lines: stdout.trimEnd().split("\n"), stderr }));
  });
}

const SUMMARY = /^self-audit: (\d+) URLs?, (\d+) errors?, (\d+) warnings?, (\d+) notices? in \d+\.\d s$/;

let site: SelfAuditSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe("npm run self-audit", () => {
  it("finds the planted problems of the fixture site and exits 1, with the summary last", async () => {
    site = await startSelfAuditSite("planted");
    const { code, lines, stderr } = await selfAudit(["--url", site.url]);
    expect(code, stderr).toBe(1);
    const summary = SUMMARY.exec(lines.at(-1) ?? "");
    expect(summary, lines.join("\n")).not.toBeNull();
    expect(Number(summary?.[2])).toBe(4);
    const output = lines.join("\n");
    for (const { type, path } of site.expected) {
      expect(output).toContain(`(${type})`);
      expect(output).toContain(`${site.origin}${path}`);
    }
  });

  it("exits 0 on a site without error-level problems", async () => {
    site = await startSelfAuditSite("clean");
    const { code, lines, stderr } = await selfAudit(["--url", site.url]);
    expect(code, stderr).toBe(0);
    expect(lines.at(-1)).toMatch(/^self-audit: 4 URLs, 0 errors, \d+ warnings?, 0 notices in /);
  });

  it("exits 2 with a one-line reason when nothing answers, and refuses a bad address", async () => {
    site = await startSelfAuditSite("clean");
    const origin = site.origin;
    await site.close();
    site = undefined;
    const down = await selfAudit(["--url", origin]);
    expect(down.code).toBe(2);
    expect(down.lines.at(-1)).toMatch(/^self-audit: http:\/\/127\.0\.0\.1:\d+ could not be crawled/);
    const bad = await selfAudit(["--url", "ftp://example.com"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--url must be an http or https address");
  });
});
