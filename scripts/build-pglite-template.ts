// Part of `npm run build`: makes the empty database cluster a first start
// copies instead of running initdb, whose peak (over 600 MB) would not fit a
// small container (see app/.server/db/pglite-options.ts). PGlite writes the
// cluster into a folder beside the target, renamed into place when done.
import { rename, rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { clusterTemplatePath } from "../app/.server/db/pglite-options";

const target = clusterTemplatePath();
const making = `${target}.making`;
await rm(making, { recursive: true, force: true });
const engine = await PGlite.create(making);
await engine.close();
await rm(target, { recursive: true, force: true });
await rename(making, target);
console.log(`Empty database cluster for first starts: ${target}`);
