import { escapeHtml, prose } from "./text";

/** One HTML page of a fixture site; every field optional so a planted problem is a missing one. */
export interface PageSpec {
  title?: string | null;
  description?: string | null;
  h1?: string[];
  /** Words of generated prose (seeded by `seed`), or literal HTML in `html`. */
  words?: number;
  seed?: number;
  html?: string;
  links?: { href: string; text: string }[];
  head?: string;
  canonical?: string;
  robots?: string;
  lang?: string;
  /** HTML in the header before the menu (a menu's own heading, a phone button). */
  header?: string;
  footer?: string;
}

export function renderPage(spec: PageSpec): string {
  const head = [
    '<meta charset="utf-8">',
    spec.title != null ? `<title>${escapeHtml(spec.title)}</title>` : "",
    spec.description != null ? `<meta name="description" content="${escapeHtml(spec.description)}">` : "",
    spec.canonical ? `<link rel="canonical" href="${escapeHtml(spec.canonical)}">` : "",
    spec.robots ? `<meta name="robots" content="${escapeHtml(spec.robots)}">` : "",
    spec.head ?? "",
  ].join("\n");
  const nav = (spec.links ?? []).map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`);
  return `<!doctype html>
<html lang="${spec.lang ?? "en"}">
<head>
${head}
</head>
<body>
<header>${spec.header ?? ""}<nav><ul>${nav.join("")}</ul></nav></header>
<main>
<article>
${(spec.h1 ?? []).map((text) => `<h1>${escapeHtml(text)}</h1>`).join("\n")}
${spec.html ?? ""}
${spec.words ? prose(spec.seed ?? 1, spec.words) : ""}
</article>
</main>
<footer>${spec.footer ?? ""}</footer>
</body>
</html>`;
}
