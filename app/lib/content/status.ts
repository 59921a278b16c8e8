/**
 * Publication states of stored content (content_research, page_schemas):
 * only `published` rows reach the public site. `archived`: unpublished by the
 * content studio (the page answers 404, or 301 to the target chosen then).
 * db/schema.ts makes the same list a CHECK constraint.
 */
export const CONTENT_STATUSES = ["draft", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
