/**
 * A ONE-OFF DEVELOPER TOOL (issue 34, "each domain exports its public face from one index.ts"): not
 * part of the app, the build or CI. Run it again after a merge that brought new imports between
 * domains, then typecheck and run tests/architecture:
 *
 *   node_modules/.bin/node --import tsx scripts/domain-faces.ts [--dry-run]
 *
 * For app/.server, whose top-level folders are its domains (the files at its root are the shared
 * kernel, no domain), it
 *   1. finds every import from a file of one domain into another domain's file other than its face
 *      (`<domain>/index.ts`); tests are left alone: they may reach inside;
 *   2. writes each domain's face: a generated block at the end of `<domain>/index.ts` (the file is
 *      made if missing; hand-written code above the block is kept) that re-exports exactly the names
 *      that other files of the repository take from the face or, today, from inside: one
 *      `export { a, type B } from "./x";` line per file, `export type { … }` where only types are
 *      taken (no run-time load), never `export *`;
 *   3. points those imports at the face;
 *   4. refuses to write anything if the result would have an import cycle at load time among
 *      app/.server's modules (a face that re-exports a module which imports back through another
 *      face can close one), or would leave an import into another domain's inside; it names them.
 *   Then Biome formats and sorts the imports of the files it wrote.
 *
 * Route modules (app/routes) are not rewritten: see docs/decisions/002-domains.md.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  boundaryBreaches,
  domainOf,
  domains,
  faceOf,
  type ImportSite,
  importsOf,
  loadCycles,
  type Node,
  nameOf,
  parse,
  relative,
  root,
  type Specifier,
  server,
  sourceFiles,
} from "../tests/architecture/module-graph";

const BEGIN = "// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).";
const FACE_HEADER = (domain: string) =>
  `/**\n * The face of app/.server/${domain}/: the names other domains take from it. Other domains import\n * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.\n */\n`;

const dryRun = process.argv.includes("--dry-run");

/** Every file whose imports may name a face: app, scripts, tests, bench. */
const scanned = ["app", "scripts", "tests", "bench"].map((dir) => path.join(root, dir)).filter(existsSync);
const files = scanned.flatMap((dir) => sourceFiles(dir));
const sources = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
const sitesOf = new Map(files.map((file) => [file, importsOf(file, sources.get(file))]));
const allSites = [...sitesOf.values()].flat();

// ---- what each file exports, and where a name is really defined --------------------------------

interface Exported {
  /** The file that defines it (itself, or the file it re-exports it from) and the name there. */
  file: string;
  name: string;
}

const exportCache = new Map<string, Map<string, Exported>>();

function exportsOf(file: string, source = sources.get(file) ?? readFileSync(file, "utf8")): Map<string, Exported> {
  const cached = exportCache.get(file);
  if (cached && source === sources.get(file)) return cached;
  const found = new Map<string, Exported>();
  for (const statement of parse(file, source).body as unknown as Node[]) {
    if (statement.type === "ExportNamedDeclaration") {
      const declaration = statement.declaration as Node | null;
      const from = statement.source ? (resolveIn(file, String((statement.source as Node).value)) ?? file) : file;
      for (const specifier of (statement.specifiers ?? []) as Specifier[]) {
        found.set(nameOf(specifier.exported), { file: from, name: nameOf(specifier.local) });
      }
      if (declaration) {
        const ids =
          declaration.type === "VariableDeclaration"
            ? (declaration.declarations as { id: { name?: string } }[]).map((d) => d.id.name ?? "")
            : [nameOf(declaration.id as { name?: string })];
        for (const id of ids) if (id) found.set(id, { file, name: id });
      }
    } else if (statement.type === "ExportDefaultDeclaration") {
      found.set("default", { file, name: "default" });
    }
  }
  if (source === sources.get(file)) exportCache.set(file, found);
  return found;
}

const resolveIn = (file: string, specifier: string) => importsOf(file, `import "${specifier}";`)[0]?.to ?? null;

/** Follows `export { x } from "./y"` within one domain to the file that defines x. */
function originOf(file: string, name: string): Exported {
  let at: Exported = { file, name };
  for (let hops = 0; hops < 10; hops++) {
    const next = exportsOf(at.file).get(at.name);
    if (!next || next.file === at.file || domainOf(next.file) !== domainOf(file)) return at;
    at = next;
  }
  return at;
}

// ---- the faces as they stand ------------------------------------------------------------------

interface Face {
  domain: string;
  file: string;
  /** What stands above the generated block (hand-written code, or the header). */
  kept: string;
  /** Names the hand-written part exports itself. */
  own: Set<string>;
  /** The generated block's names: alias -> where it comes from. */
  block: Map<string, Exported>;
}

function readFace(domain: string): Face {
  const file = faceOf(domain);
  const source = sources.get(file) ?? null;
  if (source === null) return { domain, file, kept: FACE_HEADER(domain), own: new Set(), block: new Map() };
  const at = source.indexOf(BEGIN);
  const kept = at === -1 ? source : source.slice(0, at);
  const own = new Set(exportsOf(file, kept).keys());
  const block = new Map<string, Exported>();
  if (at !== -1) for (const [alias, origin] of exportsOf(file, source)) if (!own.has(alias)) block.set(alias, origin);
  return { domain, file, kept, own, block };
}

const faces = new Map(domains().map((domain) => [domain, readFace(domain)]));

// ---- what each face must offer -----------------------------------------------------------------

/** domain -> origin file -> name -> taken as a value somewhere (else types only). */
const needs = new Map<string, Map<string, Map<string, boolean>>>();
const problems: string[] = [];

function need(domain: string, origin: Exported, alias: string, value: boolean) {
  // The hand-written part above the block offers it already (ai/index.ts's AiProvider): the import just points there.
  if (faces.get(domain)?.own.has(alias)) return;
  if (origin.name !== alias) {
    problems.push(`${relative(origin.file)}: ${origin.name} is re-exported as ${alias}; give it one name`);
    return;
  }
  const byFile = needs.get(domain) ?? new Map<string, Map<string, boolean>>();
  needs.set(domain, byFile);
  const names = byFile.get(origin.file) ?? new Map<string, boolean>();
  byFile.set(origin.file, names);
  names.set(origin.name, (names.get(origin.name) ?? false) || value);
}

const breaches = boundaryBreaches(allSites.filter((s) => s.from.startsWith(server)));
const rewritable: ImportSite[] = [];
for (const site of breaches) {
  const to = domainOf(site.to as string) as string;
  if (!site.names || site.lazy) {
    problems.push(
      `${relative(site.from)}:${site.line} takes "${site.specifier}" whole (default, namespace or import()): rewrite it by hand`,
    );
    continue;
  }
  for (const taken of site.names) need(to, originOf(site.to as string, taken.name), taken.name, !taken.type && !site.typeOnly);
  rewritable.push(site);
}

for (const site of allSites) {
  const domain = site.to ? domainOf(site.to) : null;
  if (!domain || site.to !== faceOf(domain) || site.from === site.to) continue;
  const face = faces.get(domain) as Face;
  if (!site.names) {
    // `import * as x` or import() of a face: keep everything the block offers today.
    for (const [alias, origin] of face.block) need(domain, origin, alias, true);
    continue;
  }
  for (const taken of site.names) {
    if (face.own.has(taken.name)) continue;
    const origin = face.block.get(taken.name);
    if (origin) need(domain, origin, taken.name, !taken.type && !site.typeOnly);
    else
      problems.push(
        `${relative(site.from)}:${site.line} takes ${taken.name} from ${relative(face.file)}, which does not offer it`,
      );
  }
}

// ---- the new sources ---------------------------------------------------------------------------

const written = new Map<string, string>();
const removed = new Set<string>();

function specifierFrom(fromFile: string, target: string): string {
  let spec = path.relative(path.dirname(fromFile), target).split(path.sep).join("/");
  spec = spec.replace(/\.tsx?$/, "").replace(/\/index$/, "");
  if (spec === "index") spec = ".";
  return spec.startsWith(".") ? spec : `./${spec}`;
}

for (const [domain, face] of faces) {
  const byFile = needs.get(domain);
  const hadBlock = face.block.size > 0 || (sources.get(face.file) ?? "").includes(BEGIN);
  if (!byFile && !hadBlock) continue;
  const lines = [...(byFile ?? new Map<string, Map<string, boolean>>())]
    .map(([file, names]) => ({ spec: specifierFrom(face.file, file), names }))
    .sort((a, b) => a.spec.localeCompare(b.spec))
    .map(({ spec, names }) => {
      const sorted = [...names].sort(([a], [b]) => a.localeCompare(b, "en", { sensitivity: "base" }));
      if (sorted.every(([, value]) => !value))
        return `export type { ${sorted.map(([name]) => name).join(", ")} } from "${spec}";`;
      return `export { ${sorted.map(([name, value]) => (value ? name : `type ${name}`)).join(", ")} } from "${spec}";`;
    });
  const kept = face.kept.trimEnd();
  if (!byFile && kept === FACE_HEADER(domain).trimEnd()) {
    // Nobody takes anything from this domain any more, and the face holds nothing else: it goes.
    removed.add(face.file);
    continue;
  }
  const text = `${kept}${kept ? "\n\n" : ""}${BEGIN}\n${lines.join("\n")}\n`;
  // Biome wraps long lines and orders names its own way: compare the words alone, so a second run writes nothing.
  const layout = (source: string | undefined) =>
    (source ?? "")
      .split(/[\s,{}]+/)
      .sort()
      .join(" ");
  if (layout(text) !== layout(sources.get(face.file))) written.set(face.file, text);
}

/** A file's imports of one face become one statement: `import { a, type B } from "../face";`. */
function mergedImport(sites: ImportSite[], spec: string): string {
  const names = new Map<string, { alias: string; value: boolean }>();
  for (const site of sites) {
    for (const taken of site.names ?? []) {
      const key = `${taken.name} as ${taken.alias}`;
      const value = !taken.type && !site.typeOnly;
      names.set(key, { alias: taken.alias, value: (names.get(key)?.value ?? false) || value });
    }
  }
  const sorted = [...names].sort(([a], [b]) => a.localeCompare(b, "en", { sensitivity: "base" }));
  const text = (key: string, alias: string) => (key === `${alias} as ${alias}` ? alias : key);
  if (sorted.every(([, { value }]) => !value))
    return `import type { ${sorted.map(([key, { alias }]) => text(key, alias)).join(", ")} } from "${spec}";`;
  return `import { ${sorted.map(([key, { alias, value }]) => `${value ? "" : "type "}${text(key, alias)}`).join(", ")} } from "${spec}";`;
}

const toRewrite = new Set(rewritable);
for (const [file, sites] of Map.groupBy(rewritable, (site) => site.from)) {
  const original = written.get(file) ?? (sources.get(file) as string);
  const faceDomain = (site: ImportSite) =>
    toRewrite.has(site) || site.to === faceOf(domainOf(site.to ?? "") ?? "") ? domainOf(site.to as string) : null;
  const spec = (site: ImportSite, domain: string) =>
    site.specifier.startsWith("~/") ? `~/.server/${domain}` : specifierFrom(file, faceOf(domain));
  const edits: { start: number; end: number; text: string }[] = [];
  // Re-exports and lone imports keep their statement; only the specifier changes.
  for (const site of sites.filter((s) => s.reexport))
    edits.push({ start: site.span[0], end: site.span[1], text: `"${spec(site, domainOf(site.to as string) as string)}"` });
  const imports = (sitesOf.get(file) ?? []).filter((s) => !s.reexport && !s.lazy && s.names && s.statement && faceDomain(s));
  for (const [domain, group] of Map.groupBy(imports, (s) => faceDomain(s) as string)) {
    const [first, ...rest] = group.sort((x, y) => x.span[0] - y.span[0]) as [ImportSite, ...ImportSite[]];
    if (rest.length === 0) {
      if (toRewrite.has(first)) edits.push({ start: first.span[0], end: first.span[1], text: `"${spec(first, domain)}"` });
      continue;
    }
    const [start, end] = first.statement as [number, number];
    edits.push({ start, end, text: mergedImport(group, spec(first, domain)) });
    for (const other of rest) {
      const [otherStart, otherEnd] = other.statement as [number, number];
      edits.push({ start: otherStart, end: original[otherEnd] === "\n" ? otherEnd + 1 : otherEnd, text: "" });
    }
  }
  let text = original;
  for (const edit of edits.sort((x, y) => y.start - x.start))
    text = `${text.slice(0, edit.start)}${edit.text}${text.slice(edit.end)}`;
  written.set(file, text);
}

// ---- check the result before writing it --------------------------------------------------------

const newFiles = new Set([...files, ...written.keys()].filter((file) => !removed.has(file)));
const exists = (file: string) => newFiles.has(file);
const after = [...newFiles]
  .filter((file) => file.startsWith(server))
  .flatMap((file) => importsOf(file, written.get(file) ?? sources.get(file), exists));
const cycles = loadCycles(after.filter((s) => s.to?.startsWith(server)));
const left = boundaryBreaches(after);

console.log(`${breaches.length} imports reached inside another domain; ${rewritable.length} now go through a face.`);
for (const [domain, byFile] of [...needs].sort()) {
  const count = [...byFile.values()].reduce((sum, names) => sum + names.size, 0);
  console.log(`  ${domain}/index.ts offers ${count} names from ${byFile.size} files`);
}
for (const problem of problems) console.log(`! ${problem}`);
for (const site of left) console.log(`! still inside: ${relative(site.from)}:${site.line} "${site.specifier}"`);
for (const cycle of cycles) console.log(`! cycle at load time: ${cycle.map(relative).join(" -> ")}`);

if (cycles.length > 0) {
  console.log("Nothing written: break the cycles above first (move the shared piece down, or pass it in).");
  process.exit(1);
}
if (dryRun) {
  console.log(`--dry-run: would write ${written.size} files: ${[...written.keys()].map(relative).join(", ")}`);
  if (removed.size > 0) console.log(`--dry-run: would remove ${[...removed].map(relative).join(", ")}`);
  process.exit(problems.length + left.length > 0 ? 1 : 0);
}
for (const [file, text] of written) writeFileSync(file, text);
for (const file of removed) rmSync(file);
if (written.size > 0) {
  const biome = path.join(root, "node_modules/.bin/biome");
  execFileSync(biome, ["check", "--write", ...[...written.keys()].map((file) => path.relative(root, file))], {
    cwd: root,
    stdio: "inherit",
  });
}
console.log(
  `Wrote ${written.size} files${removed.size > 0 ? `, removed ${[...removed].map(relative).join(", ")}` : ""}. Now: npm run typecheck && npx vitest run tests/architecture`,
);
process.exit(problems.length + left.length > 0 ? 1 : 0);
