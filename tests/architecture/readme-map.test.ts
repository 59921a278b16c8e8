import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README's "Map of the code" is how a newcomer finds their way: it must
 * name every folder of app/.server (one level down, and the second level
 * where a feature is split into parts) and every folder of app/components.
 * A folder added without a line in the map fails here, by name.
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

/** The map's lines name a folder as `name/` at the start of an entry, or `parent/name/` for second-level folders. */
function mapNames(folder: string): boolean {
  const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|\\s|,)${escaped}/(\\s|,|$)`, "m").test(map);
}

describe("README's map of the code", () => {
  it("exists", () => {
    expect(map.length).toBeGreaterThan(100);
  });

  it("names every folder of app/.server and their parts", () => {
    const missing: string[] = [];
    for (const feature of folders("app/.server")) {
      if (!mapNames(feature)) missing.push(`app/.server/${feature}`);
      for (const part of folders(`app/.server/${feature}`)) {
        if (!mapNames(`${feature}/${part}`)) missing.push(`app/.server/${feature}/${part}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names every folder of app/components", () => {
    const missing = folders("app/components").filter((name) => !mapNames(`components/${name}`));
    expect(missing).toEqual([]);
  });
});
