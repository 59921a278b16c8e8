// Kept apart from page-schema.ts so pages that only need the path rule do not
// download zod.

/** Stored paths have no trailing slash (spec: read by path, trailing slash removed). */
export function normalizePagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}
