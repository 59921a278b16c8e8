import type { Db } from "../../db";
import { keyedHash } from "../../keyed-hash";
import { hitRateLimit } from "../../rate-limit";

/**
 * Anyone can type a stranger's address into the form, so confirmations to
 * one address are limited per day, counted in rate_limit_counters (every
 * instance counts together). Over the limit the lead is still stored and the
 * agency still told; only the confirmation is skipped, and its lead_emails
 * row says so.
 */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;
export const RECIPIENT_LIMIT_REASON = `recipient limit: at most ${CONFIRMATIONS_PER_RECIPIENT_PER_DAY} confirmations a day to one address`;

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as far as we can tell without asking its
 * server: case folded, `+tag` dropped (most providers deliver it to the same
 * inbox), and dots ignored where Gmail ignores them.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split("+")[0] || local;
  if (domain === "googlemail.com") domain = "gmail.com";
  if (GMAIL_DOMAINS.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/** A stable, non-reversible key for a mailbox: the counter never stores an address. */
export function recipientKey(secret: string, email: string): string {
  return keyedHash(secret, "recipient", mailboxOf(email), { encoding: "base64url" });
}

/** Counts one confirmation for `email`; false when the day's allowance is used up. */
export async function allowConfirmation(db: Db, secret: string, email: string, now: Date): Promise<boolean> {
  const result = await hitRateLimit(db, `confirm:${recipientKey(secret, email)}`, {
    limit: CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
    windowSeconds: 24 * 3600,
    now,
  });
  return result.allowed;
}
