import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { symmetricEncrypt } from "better-auth/crypto";
import * as OTPAuth from "otpauth";
import type { Auth } from "~/.server/auth/create-auth";
import { createStaffAccount } from "~/.server/auth/staff-accounts";
import type { StaffRole } from "~/lib/auth/staff-roles";

/**
 * Staff accounts for tests: made the way admin:create makes them, and, when
 * a TOTP secret is given, with two-factor already on (stored exactly as
 * better-auth's enrolment stores it), so a test can compute codes.
 */
export interface TestStaff {
  email: string;
  password: string;
  role: StaffRole;
  name?: string;
  /** Raw TOTP secret (better-auth's form: the key's text); see totpCode. */
  totpSecret?: string;
  backupCodes?: string[];
}

export async function createTestStaff(auth: Auth, staff: TestStaff) {
  const created = await createStaffAccount(auth, staff);
  if (staff.totpSecret) {
    const context = await auth.$context;
    await context.adapter.create({
      model: "twoFactor",
      data: {
        userId: created.id,
        secret: await symmetricEncrypt({ key: context.secretConfig as never, data: staff.totpSecret }),
        backupCodes: await symmetricEncrypt({
          key: context.secretConfig as never,
          data: JSON.stringify(staff.backupCodes ?? []),
        }),
        verified: true,
      },
    });
    await context.internalAdapter.updateUser(created.id, { twoFactorEnabled: true });
  }
  return created;
}

/** The current TOTP code for a secret stored as above (better-auth uses the secret's text as the key). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromUTF8(secret), digits: 6, period: 30 }).generate({ timestamp });
}

/**
 * A code nobody in this test run has used yet. The server takes each code
 * once (auth/totp-replay.ts), and several Playwright workers sign in as the
 * same super admin: each claims the current 30-second step with an exclusive
 * file, and waits for the next step when another has it.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  const dir = path.join(os.tmpdir(), "agency-test-totp-steps");
  mkdirSync(dir, { recursive: true });
  const account = createHash("sha256").update(secret).digest("hex").slice(0, 16);
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    try {
      writeFileSync(path.join(dir, `${account}-${step}`), "", { flag: "wx" });
      return totpCode(secret);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Until the authenticator shows the next code.
      await sleep((step + 1) * 30_000 - Date.now() + 50);
    }
  }
}

/**
 * Signs in over HTTP as a browser would (the Origin header included) and
 * returns the Cookie header of the new session; with two-factor on, answers
 * the TOTP step with a computed code.
 */
export async function signInCookie(
  baseUrl: string,
  staff: Pick<TestStaff, "email" | "password" | "totpSecret">,
): Promise<string> {
  const origin = new URL(baseUrl).origin;
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  const first = await post("/api/auth/sign-in/email", { email: staff.email, password: staff.password });
  if (!first.ok) throw new Error(`sign-in failed: ${first.status} ${await first.text()}`);
  const cookies = cookieHeader(first);
  const answer = (await first.json()) as { twoFactorRedirect?: boolean };
  if (!answer.twoFactorRedirect) return cookies;
  if (!staff.totpSecret) throw new Error(`${staff.email} has two-factor on: give its totpSecret`);
  const second = await post("/api/auth/two-factor/verify-totp", { code: await unusedTotpCode(staff.totpSecret) }, cookies);
  if (!second.ok) throw new Error(`two-factor step failed: ${second.status} ${await second.text()}`);
  return cookieHeader(second);
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}
