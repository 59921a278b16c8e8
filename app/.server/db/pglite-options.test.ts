import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { embeddedEngineOptions, prepareDataDir } from "./pglite-options";

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

  it("starts a new data directory from the build's empty cluster, and never copies it over an existing one", async () => {
    const template = path.join(root, "cluster");
    await (await PGlite.create(template)).close();

    const dataDir = path.join(root, "pglite");
    await prepareDataDir(dataDir, template);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    // Nothing is left of the copy but the cluster itself.
    expect((await readdir(root)).sort()).toEqual(["cluster", "pglite"]);
    const engine = await PGlite.create(dataDir, embeddedEngineOptions());
    await engine.exec("create table kept (id int); insert into kept values (1);");
    await engine.close();

    await prepareDataDir(dataDir, template);
    const reopened = await PGlite.create(dataDir, embeddedEngineOptions());
    expect((await reopened.query("select count(*)::int as n from kept")).rows).toEqual([{ n: 1 }]);
    await reopened.close();
    // The template itself is untouched by what the copy holds.
    const fresh = path.join(root, "fresh");
    await prepareDataDir(fresh, template);
    const other = await PGlite.create(fresh, embeddedEngineOptions());
    expect((await other.query("select to_regclass('kept') as t")).rows).toEqual([{ t: null }]);
    await other.close();
  });

  it("clears what an interrupted copy left and copies again", async () => {
    const template = path.join(root, "cluster");
    await (await PGlite.create(template)).close();
    const dataDir = path.join(root, "pglite");
    // A start stopped mid-copy: part of the cluster in the side folder, an empty data directory.
    await mkdir(path.join(`${dataDir}.copying`, "base"), { recursive: true });
    await mkdir(dataDir);
    await prepareDataDir(dataDir, template);
    expect((await readdir(root)).sort()).toEqual(["cluster", "pglite"]);
    const engine = await PGlite.create(dataDir, embeddedEngineOptions());
    expect((await engine.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await engine.close();
  });

  it("leaves a new data directory to initdb when the build made no cluster", async () => {
    const dataDir = path.join(root, "pglite");
    await prepareDataDir(dataDir, path.join(root, "missing"));
    expect(existsSync(dataDir)).toBe(false);
  });
});
