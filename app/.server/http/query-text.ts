/**
 * Whether a request's query string holds a control character once decoded (`?q=%00`, `?from=%1b`): PostgreSQL
 * refuses a NUL in text with an error, and no field of ours takes the others. Tab, line feed and carriage return
 * pass (a pasted search may hold them). Checked once, in front of every route (server.ts), because loaders that
 * read their query by hand answered 500 and logged the SQL with its parameters (issue 35 B1: /admin/pages,
 * /content-research, /location-manager, /sitemap-optimization, /admin/media, /admin/redirects).
 */
export function queryHasControlCharacters(url: string | undefined): boolean {
  const at = url?.indexOf("?") ?? -1;
  if (!url || at < 0) return false;
  const query = url.slice(at + 1);
  // A raw control character cannot arrive in a request line (Node refuses it): only a percent-encoded one.
  if (!query.includes("%")) return false;
  for (const [key, value] of new URLSearchParams(query)) {
    if (CONTROL.test(key) || CONTROL.test(value)) return true;
  }
  return false;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_IN_QUERY_MESSAGE =
  "Bad Request: the address holds a control character (such as %00) in its query, which no page or search takes.\n";
