import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";

/**
 * The import graph of app/, read from the sources with Vite's parser (no type checking, nothing
 * run): what the domain-boundary and cycle tests check, and what scripts/domain-faces.ts rewrites.
 *
 * An import counts at run time unless the whole declaration is type-only (`import type`,
 * `export type … from`). `import { type A } from "x"` still loads "x" under verbatimModuleSyntax
 * (tsconfig), so it counts. `import("x")` in code is a lazy load: an arrow, but no part of a cycle
 * at load time (`lazy`). `import("x").T` in a type position is a type.
 */
export const root = path.resolve(import.meta.dirname, "../..");
export const app = path.join(root, "app");
export const server = path.join(app, ".server");

/**
 * The domains of app/.server: its top-level folders. The files at its root (services.ts,
 * services-context.ts, config.ts, log.ts, request-context.ts, csv.ts, …) are the shared kernel,
 * not a domain. http, db, jobs, mail and net are kernel domains: folders with a face like the rest.
 */
export function domains(): string[] {
  return readdirSync(server, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export interface ImportSite {
  /** Absolute path of the importing file. */
  from: string;
  /** Absolute path of the imported file, or null for a package (or anything outside app/). */
  to: string | null;
  specifier: string;
  line: number;
  /** The whole declaration is `import type` / `export type`: nothing is loaded at run time. */
  typeOnly: boolean;
  /** `import("x")` called in code: loaded on first use, not when the importer loads. */
  lazy: boolean;
  /** `export … from`: a re-export. */
  reexport: boolean;
  /** The names taken (import or re-export specifiers), each with whether it is a type; null for `* as x`, `import "x"`, default or dynamic. */
  names: { name: string; alias: string; type: boolean }[] | null;
  /** Start and end offsets of the specifier's string literal, quotes included, for a rewrite. */
  span: [number, number];
  /** Start and end offsets of the whole declaration (static imports and re-exports only). */
  statement: [number, number] | null;
}

export function isTest(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.endsWith(".d.ts");
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
    })
    .sort();
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];

/** `~/x`, `./x`, `../x` to a file of the tree (with .ts, .tsx or /index.ts); null for a package or a file that is not there. */
export function resolve(fromFile: string, specifier: string, exists: (file: string) => boolean = isFile): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  let base: string;
  if (bare.startsWith("~/")) base = path.join(app, bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../") || bare === "." || bare === "..")
    base = path.resolve(path.dirname(fromFile), bare);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (exists(candidate)) return candidate;
  }
  return null;
}

/** The ESTree program of a .ts or .tsx source (Vite's parser). */
export function parse(file: string, source: string) {
  return parseAst(source, { lang: file.endsWith(".tsx") ? "tsx" : "ts", sourceType: "module" }, file);
}

export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export interface Specifier {
  importKind?: string;
  exportKind?: string;
  imported?: { name?: string; value?: string };
  local?: { name?: string; value?: string };
  exported?: { name?: string; value?: string };
  type: string;
}

export const nameOf = (id: { name?: string; value?: string } | undefined) => id?.name ?? id?.value ?? "";

/** Every import of one file; `exists` lets a caller resolve against files it has not written yet. */
export function importsOf(file: string, source = readFileSync(file, "utf8"), exists?: (file: string) => boolean): ImportSite[] {
  const program = parse(file, source);
  const lineStarts = [0];
  for (let at = source.indexOf("\n"); at !== -1; at = source.indexOf("\n", at + 1)) lineStarts.push(at + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const found: ImportSite[] = [];
  const site = (
    literal: Node,
    fields: Pick<ImportSite, "typeOnly" | "lazy" | "reexport" | "names" | "statement">,
  ): ImportSite => {
    const specifier = String(literal.value);
    return {
      from: file,
      to: resolve(file, specifier, exists),
      specifier,
      line: lineOf(literal.start),
      span: [literal.start, literal.end],
      ...fields,
    };
  };
  for (const statement of program.body as unknown as Node[]) {
    const source = statement.source as Node | null | undefined;
    if (source?.type !== "Literal") continue;
    const statementSpan: [number, number] = [statement.start, statement.end];
    const specifiers = (statement.specifiers ?? []) as Specifier[];
    if (statement.type === "ImportDeclaration") {
      const typeOnly = statement.importKind === "type";
      const named = specifiers.length > 0 && specifiers.every((s) => s.type === "ImportSpecifier");
      const names = named
        ? specifiers.map((s) => ({ name: nameOf(s.imported), alias: nameOf(s.local), type: typeOnly || s.importKind === "type" }))
        : null;
      found.push(site(source, { typeOnly, lazy: false, reexport: false, names, statement: statementSpan }));
    } else if (statement.type === "ExportNamedDeclaration" || statement.type === "ExportAllDeclaration") {
      const typeOnly = statement.exportKind === "type";
      const names =
        statement.type === "ExportNamedDeclaration"
          ? specifiers.map((s) => ({
              name: nameOf(s.local),
              alias: nameOf(s.exported),
              type: typeOnly || s.exportKind === "type",
            }))
          : null;
      found.push(site(source, { typeOnly, lazy: false, reexport: true, names, statement: statementSpan }));
    }
  }
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== "object") return;
    const current = node as Node;
    if (current.type === "ImportExpression") {
      const argument = current.source as Node;
      if (argument.type === "Literal" && typeof argument.value === "string") {
        found.push(site(argument, { typeOnly: false, lazy: true, reexport: false, names: null, statement: null }));
      }
    }
    for (const key in current) if (key !== "parent") visit(current[key]);
  };
  visit(program.body);
  return found.sort((a, b) => a.span[0] - b.span[0]);
}

/** The domain a file of app/.server belongs to, or null for the kernel's root files (and anything outside app/.server). */
export function domainOf(file: string): string | null {
  const rel = path.relative(server, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

export function faceOf(domain: string): string {
  return path.join(server, domain, "index.ts");
}

export const relative = (file: string) => path.relative(root, file);

/**
 * Imports from a file of one domain into a file of another domain that is not that domain's
 * face (index.ts), type imports included. Tests may reach inside (they sit above the layers).
 */
export function boundaryBreaches(sites: ImportSite[]): ImportSite[] {
  return sites.filter((s) => {
    if (!s.to || isTest(s.from)) return false;
    const from = domainOf(s.from);
    const to = domainOf(s.to);
    return from !== null && to !== null && from !== to && s.to !== faceOf(to);
  });
}

/**
 * Cycles at load time among the given files: strongly connected components (Tarjan) of the
 * arrows that load a module when its importer loads (static value imports and re-exports).
 * Each cycle is given as one closed path through it, file -> file -> … -> first file.
 */
export function loadCycles(sites: ImportSite[]): string[][] {
  const arrows = new Map<string, Set<string>>();
  for (const s of sites) {
    if (s.typeOnly || s.lazy || !s.to || isTest(s.from) || isTest(s.to)) continue;
    if (!arrows.has(s.from)) arrows.set(s.from, new Set());
    arrows.get(s.from)?.add(s.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const strong = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of arrows.get(node) ?? []) {
      if (!index.has(next)) {
        strong(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || arrows.get(node)?.has(node)) components.push(component);
    }
  };
  for (const node of [...arrows.keys()].sort()) if (!index.has(node)) strong(node);
  return components.map((component) => closedPath(component, arrows));
}

/** One shortest loop through the component, from its first file (by name) back to it. */
function closedPath(component: string[], arrows: Map<string, Set<string>>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of arrows.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = node; at !== start; at = previous.get(at) as string) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** Every import of every source file under the folders given (tests included; callers filter). */
export function graphOf(dirs: string[]): ImportSite[] {
  return dirs.flatMap((dir) => sourceFiles(dir).flatMap((file) => importsOf(file)));
}
