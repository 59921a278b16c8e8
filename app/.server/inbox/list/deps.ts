import { type Actor, type AuditEntry, recordAudit } from "../../auth";
import type { Config } from "../../config";
import type { Db } from "../../db";
import type { JobSystem } from "../../jobs";
import type { Logger } from "../../log";
import type { DeliveryDeps, Mailer } from "../../mail";

/**
 * What the inbox's server functions need, passed in (no singletons): built
 * once in createServices (`services.inbox`); routes add
 * what only the request knows, its logger and address (`inboxDeps(staffRequest(context))`
 * below); tests build it from a test database.
 */
export interface InboxDeps {
  db: Db;
  /** Keys the audit log's address hash. */
  secret: string;
  log: Logger;
  /** The client's address, stored in the audit log only as a keyed hash. */
  clientIp?: string;
  /** The agency's time zone (config.agencyTimeZone): the days the list's date filters and exports name. */
  timeZone: string;
  now?: () => Date;
}

/** The writes that send e-mail: the lead e-mail path (rows + pg-boss jobs) and the mailer for booking changes. */
export interface InboxMailDeps extends InboxDeps {
  jobs: Pick<JobSystem, "send">;
  delivery: DeliveryDeps;
  mailer: Pick<Mailer, "send">;
  config: Pick<Config, "agency" | "mail">;
}

/** A refusal the page shows as it is: a 4xx with a message for people, nothing changed. */
export interface InboxRefusal {
  ok: false;
  status: 400 | 404 | 409;
  message: string;
}
export type InboxResult<T extends object = object> = ({ ok: true } & T) | InboxRefusal;

export const refuse = (status: InboxRefusal["status"], message: string): InboxRefusal => ({ ok: false, status, message });

export const NOT_FOUND = {
  lead: "This lead does not exist (it may have been deleted).",
  email: "That e-mail does not belong to this lead.",
  booking: "This booking does not exist.",
} as const;

/** One audit row, with the actor and the hashed client address of these deps. */
export function audit(deps: InboxDeps, db: Db, actor: Actor, entry: Omit<AuditEntry, "actor" | "clientIp">) {
  return recordAudit(db, { ...entry, actor, clientIp: deps.clientIp }, deps.secret);
}

export const nowOf = (deps: Pick<InboxDeps, "now">) => deps.now?.() ?? new Date();

/** The inbox's deps for one request: the app's (`services.inbox`) with this request's logger and address (for the audit log). */
export function inboxDeps(request: { services: { inbox: InboxMailDeps }; log: Logger; clientIp: string }): InboxMailDeps {
  const { inbox } = request.services;
  const { log, clientIp } = request;
  return { ...inbox, log, clientIp, delivery: { ...inbox.delivery, log } };
}
