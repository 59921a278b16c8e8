// Audits a running instance of our site with our own crawler and our own
// sitemaps (issue 23 item 4), as CI does against the test server:
//   npm run self-audit -- --url http://127.0.0.1:3000 [--max-pages 5000] [--list 10]
// Prints every finding, then a one-line summary last; exits 1 on any
// error-level finding, 2 when the site could not be crawled, 0 otherwise.
// The crawl runs in this process on a throwaway in-memory database (the
// engine keeps its frontier in tables); the instance's own database is not
// touched. The address given is trusted as our own site: a loopback or
// private address is crawled without CRAWL_ALLOW_PRIVATE, that origin only.
import path from "node:path";
import { parseArgs } from "node:util";
import { crawlerFetchers } from "~/.server/audits/crawler/engine/crawler-fetchers";
import { loadConfigOrExit } from "~/.server/config";
import { openDatabase } from "~/.server/db/client";
import { createLogger } from "~/.server/log";
import { createSelfAuditCrawl, runSelfAuditCrawl } from "~/.server/seo/self-audit/run-audit";
import { SELF_AUDIT_FINDING_TYPES, SELF_AUDIT_THRESHOLDS, summaryLine } from "~/lib/seo/self-audit";

const usage = "Usage: npm run self-audit -- --url http://127.0.0.1:3000 [--max-pages N] [--list N]";

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        url: { type: "string" },
        "max-pages": { type: "string" },
        list: { type: "string" },
        verbose: { type: "boolean" },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
})();

const config = loadConfigOrExit();
const target = URL.parse(values.url ?? config.publicUrl);
if (!target || (target.protocol !== "http:" && target.protocol !== "https:"))
  fail(`--url must be an http or https address (got ${JSON.stringify(values.url)}).\n${usage}`);
const maxPages = Number(values["max-pages"] ?? SELF_AUDIT_THRESHOLDS.maxPages);
if (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > SELF_AUDIT_THRESHOLDS.maxPages)
  fail(`--max-pages must be a whole number from 1 to ${SELF_AUDIT_THRESHOLDS.maxPages}.\n${usage}`);
const listed = Number(values.list ?? 10);
if (!Number.isInteger(listed) || listed < 0) fail(`--list must be a whole number.\n${usage}`);

const started = performance.now();
const log = createLogger(values.verbose ? "info" : "silent");
const database = await openDatabase({ migrationsFolder: path.resolve(import.meta.dirname, "../drizzle") });
let exitCode = 0;
try {
  await database.migrate();
  const crawlId = await createSelfAuditCrawl(database.db, target.href, maxPages);
  const result = await runSelfAuditCrawl({ db: database.db, ...crawlerFetchers(config), log }, crawlId);
  const seconds = (performance.now() - started) / 1000;
  if (result.outcome !== "completed") {
    console.log(`self-audit: ${target.origin} could not be crawled (${result.outcome}): ${result.error ?? "no page answered"}`);
    exitCode = 2;
  } else {
    const byType = new Map<string, typeof result.findings>();
    for (const finding of result.findings) byType.set(finding.type, [...(byType.get(finding.type) ?? []), finding]);
    for (const [type, findings] of byType) {
      const doc = SELF_AUDIT_FINDING_TYPES[type as keyof typeof SELF_AUDIT_FINDING_TYPES];
      console.log(`\n${doc.severity.toUpperCase()} ${doc.label} (${type}): ${findings.length}`);
      for (const finding of findings.slice(0, listed)) {
        console.log(`  ${finding.url}: ${finding.details}`);
        for (const page of finding.pages.slice(0, 3)) console.log(`      ${page}`);
        if (finding.pages.length > 3) console.log(`      … and ${finding.pages.length - 3} more`);
      }
      if (findings.length > listed) console.log(`  … and ${findings.length - listed} more`);
    }
    if (result.findings.length > 0) console.log("");
    if (result.unchecked > 0)
      console.log(
        `The crawl stopped at its limit of ${maxPages.toLocaleString("en-US")} pages: ${result.unchecked.toLocaleString("en-US")} linked URLs were not fetched (every sitemap URL is fetched first). Raise --max-pages to check them.`,
      );
    console.log(summaryLine({ urls: result.urls, ...result.counts, seconds }));
    exitCode = result.counts.errors > 0 ? 1 : 0;
  }
} catch (error) {
  console.log(`self-audit: ${target.origin} could not be audited: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 2;
} finally {
  await database.close();
}
// The parser's worker threads would keep the process a few seconds more.
process.exit(exitCode);
