/**
 * Publication states of stored content (content_research, page_schemas):
 * only `published` rows reach the public site. db/schema.ts makes the same
 * list a CHECK constraint.
 */
export const CONTENT_STATUSES = ["draft", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
