// Kept apart from page-schema.ts so pages that only need the path rule do not
// download zod.

/** Stored paths have no trailing slash (spec: read by path, trailing slash removed). */
export function normalizePagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}

/** Lowercase segments of letters, digits and single hyphens: `/rehab/seo`. */
const PATH_PATTERN = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** Whether `path` (already normalised) may be a stored page's path. */
export function isPagePath(path: string): boolean {
  return path.length <= 200 && PATH_PATTERN.test(path);
}
