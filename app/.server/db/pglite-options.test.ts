import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { embeddedEngineOptions } from "./pglite-options";

describe("the embedded engine's options", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "agency-pglite-options-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("keeps shared_buffers small", async () => {
    const database = await openDatabase();
    try {
      const result = await database.pglite?.query<{ shared_buffers: string }>("show shared_buffers");
      expect(result?.rows[0]?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
  });

  it("starts a new data directory from the build's empty cluster, and never loads it over an existing one", async () => {
    const maker = await PGlite.create();
    const template = path.join(root, "cluster.tar.gz");
    await writeFile(template, Buffer.from(await (await maker.dumpDataDir("gzip")).arrayBuffer()));
    await maker.close();

    const dataDir = path.join(root, "pglite");
    const options = await embeddedEngineOptions(dataDir, template);
    expect(options.loadDataDir).toBeInstanceOf(Blob);
    const engine = await PGlite.create(dataDir, options);
    await engine.exec("create table kept (id int); insert into kept values (1);");
    await engine.close();
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);

    const again = await embeddedEngineOptions(dataDir, template);
    expect(again.loadDataDir).toBeUndefined();
    const reopened = await PGlite.create(dataDir, again);
    expect((await reopened.query("select count(*)::int as n from kept")).rows).toEqual([{ n: 1 }]);
    await reopened.close();
  });

  it("runs initdb as before when the build made no cluster", async () => {
    const options = await embeddedEngineOptions(path.join(root, "pglite"), path.join(root, "missing.tar.gz"));
    expect(options.loadDataDir).toBeUndefined();
  });
});
