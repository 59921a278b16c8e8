import { createHmac } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { type Db, signInFailures } from "../db";

/**
 * Brute-force defence for every way of proving who you are: passwords,
 * e-mail codes, TOTP codes and backup codes. Failures are counted in the
 * database (`sign_in_failures`), so every instance sees the same counts,
 * under two keys per attempt:
 *
 * - the client's address: one machine guessing many accounts;
 * - the account: many machines guessing one account. For an address or
 *   phone number that has no account the key is made from what was typed,
 *   so an unknown account is throttled exactly like a real one and the
 *   answer never says which it was.
 *
 * Keys are HMACs under the app secret: the table holds no addresses or
 * e-mail addresses. After a few free failures each further one blocks the
 * key for twice as long as the last (1, 2, 4 ... minutes, at most an hour).
 * A quiet day forgets the count. A success clears the account's count but
 * not the address's, or one valid account would let its owner's machine
 * keep guessing others.
 */
export interface ThrottlePolicy {
  /** Failures allowed before the first block. */
  freeFailures: number;
  firstBlockSeconds: number;
  maxBlockSeconds: number;
  /** A key whose last failure is older than this starts again from zero. */
  forgetAfterSeconds: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  firstBlockSeconds: 60,
  maxBlockSeconds: 3600,
  forgetAfterSeconds: 24 * 3600,
};

/** An office behind one address has several people who mistype: more room. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  firstBlockSeconds: 60,
  maxBlockSeconds: 3600,
  forgetAfterSeconds: 24 * 3600,
};

export interface ThrottleSubject {
  clientIp: string;
  /** A user id when the account is known, else what was typed (normalised). */
  account: string;
}

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number; message: string };

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

/** Block length after the n-th failure: none while free, then doubling up to the cap. */
export function blockSeconds(failures: number, policy: ThrottlePolicy): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxBlockSeconds, policy.firstBlockSeconds * 2 ** Math.min(over - 1, 20));
}

export interface SignInThrottle {
  /** Before checking anything: is either key blocked? */
  check(subject: ThrottleSubject): Promise<ThrottleVerdict>;
  /**
   * Before checking a proof: takes the attempt, counted as a failure until
   * it succeeds, atomically with the check (issue 20 C6: forty guesses at
   * once all passed a plain check before any was counted). Blocked: nothing
   * is counted and the proof must not be checked.
   */
  claim(subject: ThrottleSubject): Promise<ThrottleVerdict>;
  /** The attempt `claim` took was no guess at all (a malformed request): it does not count. */
  release(subject: ThrottleSubject): Promise<void>;
  /** After a proof `claim` took was right: the account starts again from zero; the address's count is given back. */
  claimSucceeded(subject: ThrottleSubject): Promise<void>;
  /** After a failed proof; says whether this failure started a block. */
  recordFailure(subject: ThrottleSubject): Promise<ThrottleVerdict>;
  /** After a successful sign-in: the account starts again from zero. */
  recordSuccess(subject: Pick<ThrottleSubject, "account">): Promise<void>;
}

/** The app's one throttle: the configured allowance per address (SIGN_IN_FAILURES_PER_ADDRESS), the same on every path. */
export function appSignInThrottle(options: { db: () => Db; secret: string; config: { signInFailuresPerAddress: number } }) {
  return createSignInThrottle({
    db: options.db,
    secret: options.secret,
    addressPolicy: { ...ADDRESS_POLICY, freeFailures: options.config.signInFailuresPerAddress },
  });
}

export function createSignInThrottle(options: {
  db: () => Db;
  secret: string;
  now?: () => Date;
  accountPolicy?: ThrottlePolicy;
  addressPolicy?: ThrottlePolicy;
}): SignInThrottle {
  const now = options.now ?? (() => new Date());
  const accountPolicy = options.accountPolicy ?? ACCOUNT_POLICY;
  const addressPolicy = options.addressPolicy ?? ADDRESS_POLICY;
  const hash = (kind: string, value: string) =>
    `${kind}:${createHmac("sha256", options.secret).update(`sign-in-throttle:${kind}:${value}`).digest("hex").slice(0, 40)}`;
  const keysOf = (subject: ThrottleSubject) => ({
    address: hash("ip", subject.clientIp),
    account: hash("account", subject.account.trim().toLowerCase()),
  });

  function verdict(blockedUntil: Date | null | undefined, at: Date): ThrottleVerdict {
    if (!blockedUntil || blockedUntil.getTime() <= at.getTime()) return { blocked: false };
    const retryAfterSeconds = Math.ceil((blockedUntil.getTime() - at.getTime()) / 1000);
    return { blocked: true, retryAfterSeconds, message: tooManyAttemptsMessage(retryAfterSeconds) };
  }

  function later(a: ThrottleVerdict, b: ThrottleVerdict): ThrottleVerdict {
    if (!a.blocked) return b;
    if (!b.blocked) return a;
    return a.retryAfterSeconds >= b.retryAfterSeconds ? a : b;
  }

  async function fail(key: string, policy: ThrottlePolicy, at: Date): Promise<ThrottleVerdict> {
    const forgetBefore = new Date(at.getTime() - policy.forgetAfterSeconds * 1000);
    // One statement: the database adds the failure atomically, so parallel
    // guesses on several instances are all counted.
    const [row] = await options
      .db()
      .insert(signInFailures)
      .values({ key, failures: 1, lastFailureAt: at })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${signInFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
          lastFailureAt: at,
        },
      })
      .returning({ failures: signInFailures.failures });
    const seconds = blockSeconds(row?.failures ?? 1, policy);
    if (seconds === 0) return { blocked: false };
    const blockedUntil = new Date(at.getTime() + seconds * 1000);
    await options.db().update(signInFailures).set({ blockedUntil }).where(eq(signInFailures.key, key));
    return verdict(blockedUntil, at);
  }

  /**
   * One key's attempt, in a transaction holding the key's row: a blocked key
   * is refused untouched; otherwise the attempt is counted, and the block it
   * starts (if any) is set before the next attempt can read the row.
   */
  async function take(tx: Db, key: string, policy: ThrottlePolicy, at: Date): Promise<ThrottleVerdict> {
    await tx.insert(signInFailures).values({ key, failures: 0, lastFailureAt: at }).onConflictDoNothing();
    const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.key, key)).for("update");
    const current = verdict(row?.blockedUntil, at);
    if (current.blocked) return current;
    const forgotten = !row || row.lastFailureAt.getTime() < at.getTime() - policy.forgetAfterSeconds * 1000;
    const failures = (forgotten ? 0 : row.failures) + 1;
    const seconds = blockSeconds(failures, policy);
    const blockedUntil = seconds ? new Date(at.getTime() + seconds * 1000) : null;
    await tx.update(signInFailures).set({ failures, lastFailureAt: at, blockedUntil }).where(eq(signInFailures.key, key));
    return { blocked: false };
  }

  /** Gives one counted attempt back: the count goes down, and a block it no longer earns is lifted. */
  async function giveBack(db: Db, key: string, policy: ThrottlePolicy) {
    const remaining = sql`greatest(${signInFailures.failures} - 1, 0)`;
    await db
      .update(signInFailures)
      .set({
        failures: remaining,
        blockedUntil: sql`case when ${remaining} > ${policy.freeFailures} then ${signInFailures.blockedUntil} else null end`,
      })
      .where(eq(signInFailures.key, key));
  }

  return {
    async claim(subject) {
      const keys = keysOf(subject);
      const at = now();
      return options.db().transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const address = await take(tx, keys.address, addressPolicy, at);
        if (address.blocked) return address;
        const account = await take(tx, keys.account, accountPolicy, at);
        // A blocked account: the address made no guess after all.
        if (account.blocked) await giveBack(tx, keys.address, addressPolicy);
        return account;
      });
    },
    async release(subject) {
      const keys = keysOf(subject);
      await giveBack(options.db(), keys.address, addressPolicy);
      await giveBack(options.db(), keys.account, accountPolicy);
    },
    async claimSucceeded(subject) {
      const keys = keysOf(subject);
      await options.db().delete(signInFailures).where(eq(signInFailures.key, keys.account));
      await giveBack(options.db(), keys.address, addressPolicy);
    },
    async check(subject) {
      const keys = keysOf(subject);
      const at = now();
      const rows = await options
        .db()
        .select({ key: signInFailures.key, blockedUntil: signInFailures.blockedUntil })
        .from(signInFailures)
        .where(inArray(signInFailures.key, [keys.address, keys.account]));
      return rows.map((row) => verdict(row.blockedUntil, at)).reduce(later, { blocked: false });
    },
    async recordFailure(subject) {
      const keys = keysOf(subject);
      const at = now();
      const address = await fail(keys.address, addressPolicy, at);
      const account = await fail(keys.account, accountPolicy, at);
      return later(address, account);
    },
    async recordSuccess(subject) {
      const key = hash("account", subject.account.trim().toLowerCase());
      await options.db().delete(signInFailures).where(eq(signInFailures.key, key));
    },
  };
}
