import type { StaffRole } from "~/lib/auth/staff-roles";
import { STUDIO_TEXT, type StudioIssue } from "~/lib/content/studio";
import type { ContentBus } from "../../content-bus";
import type { Db } from "../../db";
import { AppError } from "../../http";
import type { JobSystem } from "../../jobs";
import { errorReason, type Logger } from "../../log";
import type { DraftView } from "./drafts";

/**
 * What the content studio needs, built once in createServices (the web
 * process and `npm run worker` alike; the scheduled runs use it too): the database, the content bus (a publish drops
 * the read caches and rendered pages of every instance), the job system for
 * scheduled runs, and the agency's time zone, in which schedules are read
 * and shown.
 */
export interface StudioDeps {
  db: () => Db;
  bus: ContentBus;
  /** Queues scheduled runs; absent in tests that schedule nothing (the cron sweep catches up). */
  jobs?: Pick<JobSystem, "send">;
  log: Pick<Logger, "error" | "warn" | "info">;
  timeZone: string;
  /** The secret that keys the audit log's address hashes. */
  secret?: string;
  now?: () => Date;
  /**
   * The quality gates of gated subjects (content_research drafts; issue 24
   * item 5): refuses with a 4xx listing each failed or unmeasured gate.
   * Absent: a gated subject's approve, publish and schedule are refused,
   * since its gates were not measured.
   */
  gates?: { assertDraftPasses(recordId: number, schema: unknown, action: string): Promise<void> };
}

/** Who acts: a staff member (the guard's Staff fits). */
export interface StudioActor {
  id: string;
  email: string;
  role: StaffRole;
}

/** The request context of an audited change. */
export interface StudioRequest {
  actor: StudioActor;
  clientIp?: string;
}

/** A stale save: refused, carrying the current draft so the editor can show the difference. */
export class DraftConflictError extends AppError {
  constructor(readonly current: DraftView) {
    super("CONFLICT", STUDIO_TEXT.conflict);
    this.name = "DraftConflictError";
  }
}

/** A save or publish whose page does not pass its check; `issues` name the section and field of each problem. */
export class StudioValidationError extends AppError {
  constructor(
    message: string,
    readonly issues: StudioIssue[],
  ) {
    super("BAD_REQUEST", message, { fields: Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.message])) });
    this.name = "StudioValidationError";
  }
}

/**
 * A write that failed in the database: the spec's "Failed to save page
 * schema: {message}" (§8). Our own refusals (AppError) pass through as they are.
 */
export async function savingPage<T>(deps: Pick<StudioDeps, "log">, what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error }, `content studio: ${what} failed`);
    const detail = errorReason(error).slice(0, 200);
    throw new AppError("UNAVAILABLE", STUDIO_TEXT.saveFailed(detail || "the database did not answer"), { cause: error });
  }
}
