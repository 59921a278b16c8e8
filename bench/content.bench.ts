import { and, eq, inArray } from "drizzle-orm";
import { createStudio, type StudioActor } from "../app/.server/content/studio";
import { createContentBus } from "../app/.server/content-bus";
import { openDatabase } from "../app/.server/db/client";
import { contentDrafts, users } from "../app/.server/db/schema";
import { createLogger } from "../app/.server/log";
import { shareContentBus } from "../app/.server/shared-content-bus";
import type { PageSchema } from "../app/lib/content/page-schema";
import { fixturePage } from "../tests/fixtures/schema-pages";
import { startCluster } from "../tests/support/cluster/cluster";
import { cpuSecondsOf, keptAliveClient, postgresCpuSeconds, requestsPerSecond } from "./lib";
import { hasNginx, NGINX_BINARY } from "./nginx";

/**
 * The content studio on two web instances (issue 22, Done-when): PostgreSQL of
 * its own, two `node server.js` (the cluster of tests/support/cluster), one
 * admin session.
 *
 * 1. Publish to public: the time from a publish on instance A to instance B
 *    serving the new text (B polled every 10 ms), over PUBLISHES publishes;
 *    target under 1 s. Save and publish go through the editor's own action on
 *    A (POST /admin/pages/:id, JSON `{ intent: "save" | "publish" }`, as the
 *    signed-in admin), so B hears of it the way it would in production:
 *    PostgreSQL LISTEN/NOTIFY. The steps are posted as the editor's browser
 *    posts them (React Router's `.data` requests; after a publish it loads
 *    the editor's data again, a save it does not). Only the setup runs in
 *    this process on the cluster's database: making the page, the super
 *    admin's direct-publish setting, and reading the draft's revision
 *    before each save (the browser holds it; the answer is React Router's
 *    stream encoding).
 * 2. Preview: the preview API's answer time on A for PREVIEWS changes, each
 *    a new hero title; target p95 under 500 ms (the pane adds its 150 ms
 *    debounce before sending; printed too).
 * 3. Public throughput on B (wrk, or Node clients without it) while a burst of
 *    publishes runs against none, rounds alternating, the median of each
 *    round's ratio; for a page-cached page (/) and the studio page itself,
 *    which every publish changes; target ratio 0.9 or more. The burst is one
 *    publish (save, publish, the editor's reload) a second, sustained: more
 *    than a team of editors publishes, and more than any page is changed.
 *    All of it shares this machine's two cores, so what a publish costs A,
 *    PostgreSQL and this process (the editor's browser) is taken from B as
 *    well, which no deployment does: the CPU each used per publish is printed.
 */
const PUBLISHES = 20;
const PREVIEWS = 50;
const ROUNDS = 7;
const SECONDS = 6;
const CONNECTIONS = 16;
/** During a burst, a publish cycle starts every this many ms. */
const BURST_EVERY_MS = 1_000;
const PAGE_PATH = "/bench/content-studio";
const ADMIN = { email: "bench-editor@agency.example", password: "Harbor lanterns glow over quiet docks 42!" };
const SUPER = { email: "bench-owner@agency.example", password: "Granite owls patrol the midnight orchard 42!" };

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const median = (values: number[]) => percentile(values, 0.5);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

function withTitle(title: string): PageSchema {
  const schema = structuredClone(fixturePage.schema);
  (schema.sections[0] as { title?: string }).title = title;
  return schema;
}

export async function run() {
  if (!hasNginx()) {
    console.log(`  nginx not found at ${NGINX_BINARY} (apt-get install -y nginx-light): the cluster needs it`);
    return;
  }
  const cluster = await startCluster({ webInstances: 2, workers: 0, discardWebOutput: true });
  const [a = "", b = ""] = cluster.web.map((instance) => instance.url ?? "");
  const log = createLogger("silent");
  const database = await openDatabase({ databaseUrl: cluster.postgres.url });
  const bus = createContentBus(log);
  const shared = shareContentBus(bus, { connectionString: cluster.postgres.url, log });
  // The editor's browser and the poller: on this machine, their CPU is taken from the instances measured.
  const client = keptAliveClient();
  try {
    await shared.ready;
    await cluster.script("scripts/admin-create.ts", ["--email", ADMIN.email, "--password", ADMIN.password, "--role", "admin"]);
    await cluster.script("scripts/admin-create.ts", [
      "--email",
      SUPER.email,
      "--password",
      SUPER.password,
      "--role",
      "super_admin",
    ]);
    const rows = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [ADMIN.email, SUPER.email]));
    const idOf = (email: string) => rows.find((row) => row.email === email)?.id ?? "";
    const editor: StudioActor = { id: idOf(ADMIN.email), email: ADMIN.email, role: "admin" };
    const owner: StudioActor = { id: idOf(SUPER.email), email: SUPER.email, role: "super_admin" };
    const studio = createStudio({ db: () => database.db, bus, log, timeZone: "America/New_York" });
    // The editor publishes their own drafts, as an agency that allows it would.
    await studio.setDirectPublish(owner, true);
    const created = await studio.createPage(
      { actor: editor, clientIp: "127.0.0.1" },
      { path: PAGE_PATH, type: "service", template: "service" },
    );
    const pageId = created.pageId;

    // The admin's session on A: the preview and the editor's action are theirs.
    const signIn = await fetch(`${a}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: cluster.url },
      body: JSON.stringify(ADMIN),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    // Posted to A itself, so the Origin is A's: React Router refuses an action whose Origin is not the request's host.
    const editorData = `${a}/admin/pages/${pageId}.data`;
    const editorAction = async (body: Record<string, unknown>) => {
      const answer = await client.request(editorData, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: a, Cookie: cookie },
        body: JSON.stringify(body),
      });
      if (answer.status !== 200)
        throw new Error(`the editor's ${String(body.intent)} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      return answer.body;
    };
    const draftState = async () => {
      const [draft] = await database.db
        .select({ revision: contentDrafts.revision, status: contentDrafts.status })
        .from(contentDrafts)
        .where(and(eq(contentDrafts.subjectType, "page"), eq(contentDrafts.subjectId, pageId)));
      if (!draft) throw new Error("the bench page has no draft");
      return draft;
    };

    // The draft's revision, kept here as the editor's browser keeps it (a save adds one; a publish does not), so the
    // bench spends no query per step; `checkDraft` compares it with the table after each series.
    let revision = (await draftState()).revision;
    const checkDraft = async () => {
      const stored = await draftState();
      if (stored.revision !== revision || stored.status !== "published")
        throw new Error(`the draft is at revision ${stored.revision} (${stored.status}), not ${revision} (published)`);
    };

    /** Saves and publishes a draft with this hero title on A; resolves with when the publish was sent and answered. */
    const publish = async (title: string) => {
      await editorAction({ intent: "save", expectedRevision: revision, schema: withTitle(title) });
      revision += 1;
      const started = performance.now();
      await editorAction({ intent: "publish", expectedRevision: revision });
      const published = performance.now();
      // The editor's data, loaded again after a publish as the browser does.
      const reload = await client.request(editorData, { headers: { Cookie: cookie } });
      if (reload.status !== 200) throw new Error(`reloading the editor answered ${reload.status}`);
      return { started, published };
    };
    const serves = async (base: string, text: string) => (await client.request(`${base}${PAGE_PATH}`)).body.includes(text);

    /** Polls B until it serves `text`; a publish B never hears of fails the bench instead of hanging it. */
    const untilServed = async (text: string, everyMs: number) => {
      const deadline = performance.now() + 30_000;
      while (!(await serves(b, text))) {
        if (performance.now() > deadline) throw new Error(`instance B did not serve "${text}" within 30 s`);
        await sleep(everyMs);
      }
    };
    await publish("Bench first version");
    await untilServed("Bench first version", 50);

    // 1. Publish to public on B.
    console.log(`publish on A (the editor's action) → instance B serves it, ${PUBLISHES} publishes:`);
    const toPublic: number[] = [];
    const publishCalls: number[] = [];
    for (let index = 1; index <= PUBLISHES; index++) {
      const title = `Bench publish ${index} ${Math.random().toString(36).slice(2, 8)}`;
      const { started, published } = await publish(title);
      await untilServed(title, 10);
      const total = performance.now() - started;
      toPublic.push(total);
      publishCalls.push(published - started);
      console.log(`  publish ${String(index).padStart(2)}: publish call ${ms(published - started)}, on B after ${ms(total)}`);
    }
    await checkDraft();
    console.log(
      `  publish → B: p50 ${ms(median(toPublic))}, p95 ${ms(percentile(toPublic, 0.95))}, max ${ms(Math.max(...toPublic))} (target < 1000 ms); publish call p50 ${ms(median(publishCalls))}`,
    );

    // 2. The preview API on A, as the signed-in admin.
    const previewTimes: number[] = [];
    for (let index = 0; index < PREVIEWS + 5; index++) {
      const title = `Preview change ${index}`;
      const started = performance.now();
      const response = await fetch(`${a}/api/admin/pages/${pageId}/preview`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: a, Cookie: cookie },
        body: JSON.stringify({ schema: withTitle(title) }),
      });
      const html = await response.text();
      const took = performance.now() - started;
      if (response.status !== 200 || !html.includes(title)) throw new Error(`preview answered ${response.status}`);
      // The first five warm the route and the JIT.
      if (index >= 5) previewTimes.push(took);
    }
    const previewP95 = percentile(previewTimes, 0.95);
    console.log(`preview API on A, ${PREVIEWS} changes, one after another:`);
    console.log(`  each (ms): ${previewTimes.map((time) => time.toFixed(0)).join(" ")}`);
    console.log(
      `  preview: p50 ${ms(median(previewTimes))}, p95 ${ms(previewP95)} (target < 500 ms); with the pane's 150 ms debounce p95 ${ms(previewP95 + 150)}`,
    );

    // What a publish costs each process, with nothing else running.
    const cpuNow = () => ({
      a: cpuSecondsOf(cluster.web[0]?.pid ?? 0),
      b: cpuSecondsOf(cluster.web[1]?.pid ?? 0),
      postgres: postgresCpuSeconds(),
      bench: cpuSecondsOf("self"),
    });
    const busyStart = cpuNow();
    const busyFrom = performance.now();
    for (let index = 0; index < PUBLISHES; index++) {
      await publish(`CPU probe ${index}`);
      await sleep(250);
    }
    // Work a publish sets off a little later (the chat index waits for 500 ms of quiet).
    await sleep(1_000);
    const busyEnd = cpuNow();
    await checkDraft();
    // As long again with nothing happening: what the processes use anyway.
    const idleStart = cpuNow();
    await sleep(performance.now() - busyFrom);
    const idleEnd = cpuNow();
    const perPublish = (Object.keys(busyStart) as (keyof typeof busyStart)[]).map((name) => {
      const used = busyEnd[name] - busyStart[name] - (idleEnd[name] - idleStart[name]);
      return `${name} ${((used / PUBLISHES) * 1000).toFixed(0)} ms`;
    });
    console.log(`CPU per publish (save, publish, editor reload; idle subtracted): ${perPublish.join(", ")}`);

    // 3. Public throughput on B, with and without a burst of publishes.
    const ratios: string[] = [];
    for (const path of ["/", PAGE_PATH]) {
      const url = `${b}${path}`;
      // As long as a round: the first rounds of a shorter warm-up ran faster each time (the JIT and the heap settling).
      await requestsPerSecond(url, { seconds: SECONDS, connections: CONNECTIONS, encoding: "gzip" });
      const quiet: number[] = [];
      const burst: number[] = [];
      let tool = "";
      for (let round = 1; round <= ROUNDS; round++) {
        const calm = await requestsPerSecond(url, { seconds: SECONDS, connections: CONNECTIONS, encoding: "gzip" });
        quiet.push(calm.rps);
        tool = calm.tool;
        let publishing = true;
        let published = 0;
        const publisher = (async () => {
          while (publishing) {
            const started = performance.now();
            await publish(`Burst ${round} ${published}`);
            published++;
            await sleep(Math.max(0, BURST_EVERY_MS - (performance.now() - started)));
          }
        })();
        const busy = await requestsPerSecond(url, { seconds: SECONDS, connections: CONNECTIONS, encoding: "gzip" });
        publishing = false;
        await publisher;
        await checkDraft();
        burst.push(busy.rps);
        console.log(
          `  round ${round} GET ${path}: none ${calm.rps.toFixed(0)} req/s, burst ${busy.rps.toFixed(0)} req/s, ratio ${(busy.rps / calm.rps).toFixed(2)} (${published} publishes in ${SECONDS} s)`,
        );
      }
      // Each round's burst against the quiet run just before it: this machine's speed drifts by more than the
      // effect measured, and a pair 6 s apart shares the drift.
      const ratio = median(burst.map((rps, index) => rps / (quiet[index] ?? rps)));
      console.log(
        `  GET ${path} on B (${tool}, ${CONNECTIONS} connections asking for gzip as browsers do, ${SECONDS} s, medians of ${ROUNDS}): none ${median(quiet).toFixed(0)} req/s, burst ${median(burst).toFixed(0)} req/s, median ratio ${ratio.toFixed(2)}`,
      );
      ratios.push(`${path} ${ratio.toFixed(2)}`);
    }
    console.log(
      `  ratio throughput during publishes (one every ${BURST_EVERY_MS} ms) / none: ${ratios.join(", ")} (target ≥ 0.90)`,
    );
  } finally {
    client.close();
    await shared.close();
    await database.close();
    await cluster.stop();
  }
}
