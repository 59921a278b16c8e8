/**
 * Allowed values of the crawler, analyzer, chat and analytics tables' status
 * columns, once: db/schema.ts turns them into CHECK constraints and the code
 * builds its zod enums from the same arrays. Adding a value means a migration.
 */

/** A crawl (issue 12 §3): GET /api/crawls/{id} answers one of these. */
export const CRAWL_STATUSES = ["queued", "crawling", "completed", "failed", "canceled"] as const;
export type CrawlStatus = (typeof CRAWL_STATUSES)[number];

/**
 * One URL of a crawl's frontier. `queued` waits; `fetching` is claimed by a
 * worker; `done` has its crawl_pages row; `skipped` was not fetched on purpose
 * (robots.txt, out of scope, over the cap), with the reason in skip_reason.
 */
export const FRONTIER_STATES = ["queued", "fetching", "done", "skipped"] as const;
export type FrontierState = (typeof FRONTIER_STATES)[number];

/** Spec §4 ingestion status; an analysis moves through the same stages. */
export const INGESTION_STATUSES = ["pending", "vectorizing", "analyzing", "generating", "complete", "failed"] as const;
export type IngestionStatus = (typeof INGESTION_STATUSES)[number];

/** The analyzer's score categories (issue 12 §5). */
export const ANALYSIS_CATEGORIES = ["seo", "performance", "accessibility", "content", "compliance"] as const;
export type AnalysisCategory = (typeof ANALYSIS_CATEGORIES)[number];

export const FINDING_SEVERITIES = ["critical", "high", "medium", "low", "info"] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** Who said a chat message; `tool` carries a tool call's result; `staff` a team member holding the conversation (issue 25). */
export const CHAT_ROLES = ["user", "assistant", "tool", "staff"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * Where an assistant message came from: the model; retrieval alone (no
 * provider, or the daily budget spent); a guardrail (crisis answer, refusal)
 * without the model; or the fallback text after a provider failure.
 */
export const CHAT_ANSWER_SOURCES = ["model", "retrieval", "guardrail", "fallback"] as const;
export type ChatAnswerSource = (typeof CHAT_ANSWER_SOURCES)[number];

/** Passages for retrieval (chat) and the crawler's "vectorize". */
export const CHUNK_SOURCE_TYPES = ["crawl_page", "faq", "service", "plan", "case_study", "blog", "research", "page"] as const;
export type ChunkSourceType = (typeof CHUNK_SOURCE_TYPES)[number];
