import { createHash, timingSafeEqual } from "node:crypto";
import { recordMetric } from "../../analytics";
import type { Db } from "../../db";
import { clientKey } from "../../keyed-hash";
import { hitRateLimit } from "../../rate-limit";

/**
 * The spec's `access_code` (§2, §5; DESIGN §4.4): a URL that carries the
 * value of ACCESS_CODE shows the header's login options. Checked on the
 * server in constant time; unset ACCESS_CODE turns the feature off (the
 * parameter is then ignored and nothing is recorded).
 */
export type AccessCodeState = "absent" | "valid" | "invalid";

export const ACCESS_CODE_PARAM = "access_code";
/** Wrong codes stored per client address per hour; more are not stored, so the table cannot be flooded. */
export const INVALID_ATTEMPTS_PER_HOUR = 10;

const digest = (value: string) => createHash("sha256").update(value).digest();

export function accessCodeState(configured: string | undefined, url: URL): AccessCodeState {
  if (!configured) return "absent";
  const given = url.searchParams.get(ACCESS_CODE_PARAM);
  if (given === null) return "absent";
  // Equal-length digests: the comparison takes the same time whatever was typed.
  return timingSafeEqual(digest(given), digest(configured)) ? "valid" : "invalid";
}

/** Stores an `invalid_access_code_attempt` (code truncated to 32 characters, path, time, browser), rate limited per address. */
export async function recordInvalidAccessCode(
  db: Db,
  secret: string,
  attempt: { code: string; path: string; userAgent: string | null; clientIp: string; now?: Date },
): Promise<boolean> {
  const now = attempt.now ?? new Date();
  const limit = await hitRateLimit(db, clientKey("access-code", secret, attempt.clientIp), {
    limit: INVALID_ATTEMPTS_PER_HOUR,
    windowSeconds: 3600,
    now,
  });
  if (!limit.allowed) return false;
  await recordMetric(
    db,
    {
      metricType: "invalid_access_code_attempt",
      value: 1,
      priority: "high",
      details: {
        code: attempt.code.slice(0, 32),
        path: attempt.path.slice(0, 300),
        time: now.toISOString(),
        userAgent: attempt.userAgent?.slice(0, 300) ?? null,
      },
    },
    now,
  );
  return true;
}
