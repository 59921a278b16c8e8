import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateRawSync } from "node:zlib";
import { createFileMediaStorage } from "../../app/.server/content/media/storage";
import { collect, readRecords } from "../../app/.server/content/migration/bundle/export";
import { createBundleMigration } from "../../app/.server/content/migration/bundle/index";
import { createContentBus } from "../../app/.server/content-bus";
import { openDatabase } from "../../app/.server/db/client";
import { createLogger } from "../../app/.server/log";
import { runSeeds } from "../../app/.server/seed";

/**
 * Content migration's bundle (issue 24 item 7): the whole seeded site (every
 * built-in page and article, the spec's directory and the 50,000+ US cities
 * set) exported, dry-run into an empty instance, applied, and dry-run again.
 * The peer, measured in the same run: reading the same records and
 * deflating their JSON, which is the least any export must do; the ratio
 * says what the archive, the hashes and the manifest add. Peak memory is the
 * process's highest RSS over the run (process.resourceUsage().maxRSS).
 */
const actor = { actor: { id: "bench", email: "bench@agency.example" } };

export async function measureBundle(): Promise<string[]> {
  const log = createLogger("silent");
  const dirs = await Promise.all([mkdtemp(path.join(tmpdir(), "bundle-bench-")), mkdtemp(path.join(tmpdir(), "bundle-bench-"))]);
  const source = await openDatabase();
  const target = await openDatabase();
  try {
    await source.migrate();
    await target.migrate();
    await runSeeds(source.db);
    const migration = (db: typeof source.db, dir: string) =>
      createBundleMigration({
        db,
        storage: createFileMediaStorage(dir),
        bus: createContentBus(log),
        secret: "b".repeat(40),
        publicUrl: "https://www.agency.example",
      });
    const from = migration(source.db, dirs[0]!);
    const into = migration(target.db, dirs[1]!);

    let started = performance.now();
    const bytes = await collect((await from.export(actor)).chunks);
    const exportMs = performance.now() - started;
    started = performance.now();
    const records = await readRecords(source.db);
    deflateRawSync(Buffer.from(JSON.stringify(records)));
    const peerMs = performance.now() - started;

    started = performance.now();
    const plan = await into.dryRun(actor, bytes);
    const dryRunMs = performance.now() - started;
    started = performance.now();
    await into.apply(actor, plan.id);
    const applyMs = performance.now() - started;
    started = performance.now();
    const again = await into.dryRun(actor, bytes);
    const againMs = performance.now() - started;
    const total = plan.items.length;
    const peakMb = process.resourceUsage().maxRSS / 1024;
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return [
      `content bundle, ${total.toLocaleString("en-US")} records (${(bytes.byteLength / 1024).toFixed(0)} KB): export ${s(exportMs)}; peer (read + deflate the JSON) ${s(peerMs)}; ours/peer ${(exportMs / Math.max(peerMs, 1)).toFixed(1)}×`,
      `  into an empty instance: dry run ${s(dryRunMs)} (${plan.counts.new} new), apply ${s(applyMs)}, second dry run ${s(againMs)} (${again.counts.unchanged} unchanged, ${again.counts.new + again.counts.updated} to change); peak RSS ${peakMb.toFixed(0)} MB`,
    ];
  } finally {
    await source.close();
    await target.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/content-research/bundle.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await measureBundle()) console.log(line);
}
