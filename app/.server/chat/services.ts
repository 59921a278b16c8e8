import type { JobDefinition } from "../jobs";
import type { Core, Services } from "../services";
import { type ChatBackground, chatRetentionJob, startChat } from "./index";

/**
 * The chat's background parts, started once by the assembly (services.ts) over the kernel; its key
 * sits flat on `Services`. Its queue is `chatJobs`.
 */
export interface ChatDomain {
  /** The chat's content index and retention job (app/.server/chat). */
  chat: ChatBackground;
}

/** `http` false (a worker): the index is rebuilt when the worker publishes a change (a scheduled publish), not at start. */
export function createChatDomain(core: Pick<Core, "config" | "database" | "log" | "bus" | "pages">, http: boolean): ChatDomain {
  const { config, database, log, bus } = core;
  return {
    chat: startChat({
      db: () => database.db,
      pages: core.pages,
      bus,
      log,
      timeZone: config.agencyTimeZone,
      indexNow: http,
    }),
  };
}

/** The chat domain's queues (job-definitions.ts starts them with every other domain's). */
export function chatJobs(services: Pick<Services, "config" | "database" | "log">): JobDefinition[] {
  const { config, log } = services;
  const db = services.database.db;
  return [chatRetentionJob({ db: () => db, config, log })];
}
