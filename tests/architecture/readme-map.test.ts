import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README's "Map of the code" is how a newcomer finds their way: it must
 * name every folder under app/, each by its path as the map writes it: the
 * folders of app/.server by their path inside it (`audits/crawler/api/`, as the
 * map indents them under `.server/`), every other folder by its path inside
 * app/ (`routes/admin/`, `lib/leads/`, `components/inbox/live/`). A folder
 * added without a line in the map fails here, by name.
 */
const root = path.resolve(import.meta.dirname, "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const map = readme.slice(readme.indexOf("## Map of the code"));

function folders(relative: string): string[] {
  return readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every folder under `relative`, at any depth, as paths inside it (`a`, `a/b`, ...). */
function allFolders(relative: string, prefix = ""): string[] {
  return folders(relative).flatMap((name) => [`${prefix}${name}`, ...allFolders(`${relative}/${name}`, `${prefix}${name}/`)]);
}

/** The map's lines name a folder as `name/` at the start of an entry, or `parent/name/` for second-level folders. */
function mapNames(folder: string): boolean {
  const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|\\s|,)${escaped}/(\\s|,|$)`, "m").test(map);
}

describe("README's map of the code", () => {
  it("exists", () => {
    expect(map.length).toBeGreaterThan(100);
  });

  it("names every folder of app/.server, at any depth", () => {
    const missing = allFolders("app/.server").filter((folder) => !mapNames(folder));
    expect(missing.map((folder) => `app/.server/${folder}`)).toEqual([]);
  });

  it("names every other folder of app/: routes, components, lib, content, islands", () => {
    const others = folders("app").filter((name) => name !== ".server");
    expect(others).toEqual(expect.arrayContaining(["components", "lib", "routes"]));
    const missing = others.flatMap((top) => [top, ...allFolders(`app/${top}`, `${top}/`)]).filter((folder) => !mapNames(folder));
    expect(missing.map((folder) => `app/${folder}`)).toEqual([]);
  });

  it("would name a folder that is missing", () => {
    expect(mapNames("routes/admin")).toBe(true);
    expect(mapNames("routes/no-such-folder")).toBe(false);
    // A folder is named by its whole path: `leads/` under .server does not stand for lib/leads/.
    expect(mapNames("lib/leads")).toBe(true);
    expect(mapNames("lib/no-such-domain")).toBe(false);
  });
});
