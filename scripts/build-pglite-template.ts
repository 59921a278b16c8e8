// Part of `npm run build`: makes the empty database cluster a first start
// unpacks instead of running initdb, whose peak (over 600 MB) would not fit a
// small container (see app/.server/db/pglite-options.ts).
import { writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { clusterTemplatePath } from "../app/.server/db/pglite-options";

const engine = await PGlite.create();
const cluster = await engine.dumpDataDir("gzip");
await engine.close();
const target = clusterTemplatePath();
await writeFile(target, Buffer.from(await cluster.arrayBuffer()));
console.log(`Empty database cluster for first starts: ${target} (${(cluster.size / 1024 / 1024).toFixed(1)} MB)`);
