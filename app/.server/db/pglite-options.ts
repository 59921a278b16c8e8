import { existsSync, readFileSync } from "node:fs";
import { cp, rename, rm, rmdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import v8 from "node:v8";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

/**
 * How the embedded engine is opened so that the site fits a small container
 * (issue 9 part B item 6; `npm run bench -- memory` measures it). PGlite's
 * defaults cost three things we do not pay:
 *
 * 1. V8 tiers hot WebAssembly functions up to its optimizing compiler. One
 *    function of Postgres (a 105 KB body) needs about 600 MB of compiler
 *    memory for a few hundred milliseconds, once per process, soon after the
 *    first queries: that spike alone would kill a 512 MB container. The
 *    embedded engine therefore runs on V8's baseline code (Liftoff). Queries
 *    cost a little more CPU; pages are served from caches, and large sites run
 *    on PostgreSQL, which this does not touch. `--liftoff-only` cannot be set
 *    once V8 runs; the tier-up filter can, and only V8's flag for one function
 *    index to optimize is set, to an index no module has.
 * 2. shared_buffers of 128 MB, which Postgres touches at start. The embedded
 *    database is tens of MB and the OS page cache holds its files anyway.
 * 3. initdb on a first start: PGlite creates a new cluster in a second engine
 *    instance and keeps a full copy of its memory, over 600 MB at the peak.
 *    The build makes that empty cluster once (scripts/build-pglite-template.ts)
 *    and a first start copies it instead (prepareDataDir). It is kept as a
 *    directory, not an archive: PGlite unpacks an archive in memory (about
 *    130 MB more at the peak of a first start, `npm run bench -- crawler`),
 *    while a directory is copied file by file by the operating system.
 */
const SHARED_BUFFERS = "16MB";
const NO_SUCH_FUNCTION_INDEX = 2_147_483_647;

/**
 * PGlite options (the same for a data directory and memory). Call before
 * `PGlite.create`.
 */
export function embeddedEngineOptions(): PGliteOptions {
  // Liftoff decides whether a function may tier up when it compiles it, so this must precede the engine's first
  // call. The flag is the process's; setting it again for a second database changes nothing.
  v8.setFlagsFromString(`--wasm-tier-up-filter=${NO_SUCH_FUNCTION_INDEX}`);
  return { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`] };
}

/**
 * Gives a new data directory the build's empty cluster (`template`), when the
 * build made one; an existing cluster is never touched. The copy goes to a
 * folder beside `dataDir` first and is renamed into place, so a start stopped
 * mid-copy leaves no half cluster behind (the next start, holding the data
 * directory's lock, clears what it left). Without a template, PGlite runs
 * initdb itself.
 */
export async function prepareDataDir(dataDir: string, template = clusterTemplatePath()): Promise<void> {
  if (existsSync(path.join(dataDir, "PG_VERSION")) || !existsSync(path.join(template, "PG_VERSION"))) return;
  const copying = `${dataDir}.copying`;
  await rm(copying, { recursive: true, force: true });
  await cp(template, copying, { recursive: true });
  // PGlite may have made the folder, empty, on an earlier start that failed.
  await rmdir(dataDir).catch(() => {});
  await rename(copying, dataDir);
}

/**
 * The folder where the build leaves the empty cluster of this PGlite version.
 * The version is in the name, so an engine upgraded after the build never
 * starts from a cluster another version made: it runs initdb instead.
 */
export function clusterTemplatePath(): string {
  return path.resolve("build", `pglite-${pgliteVersion()}-cluster`);
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8")) as { version: string };
  return manifest.version;
}
