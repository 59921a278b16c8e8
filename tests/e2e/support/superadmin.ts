import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";
import { signInCookie, type TestStaff } from "../../support/staff";
import { BASE } from "./port";
import { E2E_ADMIN, E2E_SUPER_ADMIN } from "./staff-accounts";

/**
 * The super-admin specs' helpers: a signed-in session (password and a TOTP
 * code computed from the e2e super admin's known secret; the /auth page is
 * another spec's), handed to a browser context or used as a Cookie header.
 */
export async function superAdminCookie(): Promise<string> {
  superAdminSession ??= sharedSession(E2E_SUPER_ADMIN);
  return superAdminSession;
}

/**
 * One super-admin session for the whole run, shared by every worker through
 * a file in the run's data directory: each TOTP code signs in once
 * (auth/totp-replay.ts), so every extra sign-in would wait for the next code.
 * The first worker to take the lock signs in; the others wait for its file.
 */
async function sharedSession(staff: TestStaff): Promise<string> {
  const dir = process.env.PLAYWRIGHT_E2E_DATA_DIR ?? os.tmpdir();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `e2e-session-${staff.email}`);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (existsSync(file)) return readFileSync(file, "utf8");
    let mine = false;
    try {
      writeFileSync(`${file}.lock`, String(process.pid), { flag: "wx" });
      mine = true;
    } catch {
      // Another worker is signing in.
    }
    if (mine) {
      const cookie = await signInPatiently(staff);
      writeFileSync(`${file}.tmp`, cookie);
      renameSync(`${file}.tmp`, file);
      return cookie;
    }
    if (Date.now() > deadline) throw new Error(`no shared session for ${staff.email} appeared in ${dir}`);
    await sleep(200);
  }
}

export async function adminCookie(): Promise<string> {
  adminSession ??= signInPatiently(E2E_ADMIN);
  return adminSession;
}

// One session per worker for the shared accounts: better-auth allows 3 sign-ins per 10 s from one address,
// and every spec comes from the same one. No spec of ours ends these accounts' sessions.
let superAdminSession: Promise<string> | undefined;
let adminSession: Promise<string> | undefined;

/** Signs in, trying again while better-auth's sign-in limit for this address is reached (429). */
export async function signInPatiently(staff: TestStaff): Promise<string> {
  let cookie = "";
  await expect(async () => {
    cookie = await signInCookie(BASE, staff);
  }).toPass({ intervals: [1_000, 2_000, 3_000], timeout: 30_000 });
  return cookie;
}

/** Puts a Cookie header's pairs into the browser context, for the e2e server's host. */
export async function addSessionCookies(context: BrowserContext, cookieHeader: string) {
  const cookies = cookieHeader
    .split("; ")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: BASE };
    });
  await context.addCookies(cookies);
}

export async function signInAsSuperAdmin(context: BrowserContext) {
  await addSessionCookies(context, await superAdminCookie());
}

export interface MetricRowJson {
  id: string;
  metricType: string;
  value: number | null;
  sessionId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** GET /api/agent-metrics for the last hour, with a session cookie or a bearer token. */
export async function readRecentMetrics(request: APIRequestContext, auth: { cookie: string } | { token: string }) {
  const from = new Date(Date.now() - 3600_000).toISOString();
  const to = new Date(Date.now() + 60_000).toISOString();
  const headers: Record<string, string> = "cookie" in auth ? { Cookie: auth.cookie } : { Authorization: `Bearer ${auth.token}` };
  const response = await request.get(`/api/agent-metrics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
    headers,
  });
  return { response, rows: response.ok() ? ((await response.json()).rows as MetricRowJson[]) : [] };
}

/** A session id of the form the island makes, unique per test. */
export function testSessionId(label: string) {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
