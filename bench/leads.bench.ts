import { randomUUID } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { startOurServer } from "./lib";

/**
 * 200 visitors submitting the consultation form at the same moment, to
 * POST /api/leads on a production server with the embedded database and the
 * file outbox. A fifth of them also retry their submission at once (a double
 * click, a flaky network), with the same idempotency key: 200 leads must be
 * stored, none twice, none lost, and each with its two e-mails.
 *
 * This server's LEAD_RATE_LIMIT is raised to 100000: every request comes
 * from this one address, which the default limit (10 an hour) would stop.
 */
const VISITORS = 200;
const RETRIES = 40;

export async function run() {
  const server = await startOurServer(3403, { LEAD_RATE_LIMIT: "100000" }, { keepData: true });
  const dataDir = server.dataDir ?? "";
  try {
    const forms = Array.from({ length: VISITORS }, (_, index) => ({
      name: `Bench Visitor ${index}`,
      email: `visitor${index}@bench-clinic.example`,
      phone: "(561) 555-0142",
      facility: `Bench Recovery ${index}`,
      message: "We run a residential program and want more commercially insured admissions.",
      privacyPolicy: true,
      idempotencyKey: randomUUID(),
    }));
    const submissions = [...forms, ...forms.slice(0, RETRIES)];
    const post = async (form: (typeof forms)[number]) => {
      try {
        const response = await fetch(`${server.url}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(form),
        });
        const answer = (await response.json()) as { ok?: boolean; warning?: string };
        return response.status === 200 && answer.ok ? (answer.warning ? "warning" : "ok") : `status ${response.status}`;
      } catch (error) {
        return `network: ${(error as Error).message}`;
      }
    };
    const started = performance.now();
    const outcomes = await Promise.all(submissions.map(post));
    const seconds = (performance.now() - started) / 1000;
    await server.stop();

    const db = await PGlite.create(path.join(dataDir, "pglite"));
    const counts = await db.query<{
      leads: number;
      distinct_keys: number;
      distinct_emails: number;
      emails: number;
      sent: number;
    }>(
      `select (select count(*)::int from leads) as leads,
              (select count(distinct idempotency_key)::int from leads) as distinct_keys,
              (select count(distinct email)::int from leads) as distinct_emails,
              (select count(*)::int from lead_emails) as emails,
              (select count(*)::int from lead_emails where status = 'sent') as sent`,
    );
    await db.close();
    const row = counts.rows[0] ?? { leads: 0, distinct_keys: 0, distinct_emails: 0, emails: 0, sent: 0 };
    const files = (await readdir(path.join(dataDir, "outbox")).catch(() => [])).length;
    const errors = outcomes.filter((outcome) => outcome !== "ok" && outcome !== "warning");
    console.log(
      `${VISITORS} concurrent consultation requests to POST /api/leads, ${RETRIES} of them retried at once (PGlite, file outbox; LEAD_RATE_LIMIT raised to 100000 for this server):`,
    );
    console.log(`  submissions sent      ${submissions.length}`);
    console.log(`  leads stored          ${row.leads} (expected ${VISITORS})`);
    console.log(`  duplicates            ${row.leads - row.distinct_emails} (expected 0)`);
    console.log(
      `  errors                ${errors.length} (expected 0)${errors.length ? `: ${[...new Set(errors)].slice(0, 3).join("; ")}` : ""}`,
    );
    console.log(`  answered with warning ${outcomes.filter((outcome) => outcome === "warning").length}`);
    console.log(`  e-mails sent          ${row.sent} of ${row.emails} (${files} .eml files)`);
    console.log(`  submissions/s         ${(submissions.length / seconds).toFixed(1)} (${seconds.toFixed(2)} s in all)`);
    if (row.leads !== VISITORS || row.leads !== row.distinct_emails || errors.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
