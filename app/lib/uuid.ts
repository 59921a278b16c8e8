/**
 * Ids of our rows (crawls, analyses, conversations, tokens) are UUIDs. An
 * address whose id is not one is answered "not found" before any query, so
 * the database never sees a malformed uuid (which PostgreSQL would refuse
 * with an error, not an empty result).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID_PATTERN.test(value);
