import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseAuditFilters } from "~/lib/auth/audit-filters";
import { insertStaff } from "../../../../tests/support/staff-rows";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { auditLog, invitations, sessions, twoFactors, users } from "../../db/schema";
import { createLogger } from "../../log";
import type { MailMessage } from "../../mail/transport";
import { invitationLink } from "../invitation-token";
import type { Staff } from "../staff";
import { createStaffEmails } from "../staff-emails";
import type { AdminContext } from "./admin-context";
import { changeRole, endSessions, resetTwoFactor, setDisabled } from "./change-user";
import { inviteStaff, revokeInvitation } from "./invite-user";
import { listPendingInvitations, listStaffUsers } from "./list-users";
import { readAuditLog } from "./read-audit-log";

const FIXED = "founder@agency.example";
const filters = (query: string) => parseAuditFilters(new URLSearchParams(query)).filters;

describe.each(testDatabaseTargets)("super-admin user management on $name", (target) => {
  const database = migratedDatabase(target);
  const ctx = (actor: Staff): AdminContext => ({
    db: database.db,
    actor,
    superAdminEmail: FIXED,
    clientIp: "203.0.113.1",
    secret: "s".repeat(40),
  });

  it("lists users with effective role, status, 2FA and last session; the fixed account is marked", async () => {
    const { db } = database;
    const boss = await insertStaff(db, {
      email: "boss@agency.example",
      role: "super_admin",
      twoFactorEnabled: true,
      sessions: 2,
    });
    await insertStaff(db, { email: FIXED, role: "admin", sessions: 0 });
    const list = await listStaffUsers(db, FIXED);
    expect(list.map((user) => [user.email, user.role, user.fixedSuperAdmin, user.activeSessions])).toEqual([
      ["boss@agency.example", "super_admin", false, 2],
      [FIXED, "super_admin", true, 0],
    ]);
    expect(list[0]).toMatchObject({ id: boss.id, twoFactorEnabled: true, disabled: false, lastSessionAt: expect.any(String) });
    expect(list[1]?.lastSessionAt).toBeNull();
  });

  it("changes a role with an audit row; nobody demotes themselves or the SUPER_ADMIN_EMAIL account", async () => {
    const { db } = database;
    const boss = await insertStaff(db, { email: "boss@agency.example", role: "super_admin" });
    const admin = await insertStaff(db, { email: "admin@agency.example", role: "admin" });
    const fixed = await insertStaff(db, { email: FIXED, role: "super_admin" });

    expect(await changeRole(ctx(boss), admin.id, "super_admin")).toMatchObject({ ok: true });
    expect((await db.select().from(users).where(eq(users.id, admin.id)))[0]?.role).toBe("super_admin");
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "user.role"));
    expect(audit).toMatchObject({
      actorEmail: "boss@agency.example",
      subjectId: admin.id,
      before: { role: "admin" },
      after: { role: "super_admin" },
    });
    expect(audit?.ipHash).toMatch(/^[0-9a-f]{32}$/);

    expect(await changeRole(ctx(boss), boss.id, "admin")).toEqual({
      ok: false,
      status: 403,
      message: "You cannot change your own role.",
    });
    expect(await changeRole(ctx(boss), fixed.id, "admin")).toMatchObject({ ok: false, status: 403 });
    expect(await changeRole(ctx(boss), admin.id, "super_admin")).toMatchObject({ ok: false, status: 409 });
    expect(await changeRole(ctx(boss), "no-such-id", "admin")).toEqual({ ok: false, status: 404, message: "No such user." });
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it("disabling ends the person's sessions; enabling lets them back; self and the fixed account are refused", async () => {
    const { db } = database;
    const boss = await insertStaff(db, { email: "boss@agency.example", role: "super_admin" });
    const admin = await insertStaff(db, { email: "admin@agency.example", role: "admin", sessions: 3 });
    const fixed = await insertStaff(db, { email: FIXED, role: "super_admin" });

    expect(await setDisabled(ctx(boss), admin.id, true)).toMatchObject({ ok: true });
    expect(await db.select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(0);
    expect((await db.select().from(users).where(eq(users.id, admin.id)))[0]?.banned).toBe(true);
    expect(await setDisabled(ctx(boss), admin.id, true)).toMatchObject({ ok: false, status: 409 });
    expect(await setDisabled(ctx(boss), admin.id, false)).toMatchObject({ ok: true });
    expect((await db.select().from(users).where(eq(users.id, admin.id)))[0]?.banned).toBe(false);

    expect(await setDisabled(ctx(boss), boss.id, true)).toMatchObject({ ok: false, status: 403 });
    expect(await setDisabled(ctx(boss), fixed.id, true)).toMatchObject({ ok: false, status: 403 });
    expect(await db.select().from(sessions).where(eq(sessions.userId, boss.id))).toHaveLength(1);
    const actions = (await db.select().from(auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(["user.disable", "user.enable"]);
  });

  it("resets two-factor and ends sessions (one's own current session is kept)", async () => {
    const { db } = database;
    const boss = await insertStaff(db, { email: "boss@agency.example", role: "super_admin", sessions: 2 });
    const admin = await insertStaff(db, { email: "admin@agency.example", role: "admin", twoFactorEnabled: true, sessions: 2 });
    await db.insert(twoFactors).values({ id: "tf-1", secret: "enc", backupCodes: "enc", userId: admin.id });

    expect(await resetTwoFactor(ctx(boss), admin.id)).toMatchObject({ ok: true });
    expect(await db.select().from(twoFactors)).toHaveLength(0);
    expect((await db.select().from(users).where(eq(users.id, admin.id)))[0]?.twoFactorEnabled).toBe(false);
    expect(await resetTwoFactor(ctx(boss), admin.id)).toMatchObject({ ok: false, status: 409 });

    expect(await endSessions(ctx(boss), admin.id)).toEqual({ ok: true, message: "Ended 2 sessions of admin@agency.example." });
    expect(await endSessions(ctx(boss), boss.id)).toEqual({ ok: true, message: "Ended 1 other session of yours." });
    expect((await db.select().from(sessions)).map((row) => row.id)).toEqual([boss.sessionId]);
  });

  it("invites by e-mail with a hashed token and a 7-day link, replacing an open invitation", async () => {
    const { db } = database;
    const boss = await insertStaff(db, { email: "boss@agency.example", role: "super_admin" });
    const sent: MailMessage[] = [];
    const mailer = {
      send: async (message: MailMessage) => {
        sent.push(message);
        return { messageId: "1" };
      },
    };
    const deps = {
      staffEmails: createStaffEmails({
        mailer,
        from: "Agency <hi@agency.example>",
        agencyName: "Agency",
        log: createLogger("silent"),
      }),
      config: { publicUrl: "https://agency.example" },
    };
    const now = new Date("2026-03-01T00:00:00Z");
    expect(
      await inviteStaff({ ...ctx(boss), now }, deps, { email: "new@clinic.example", name: undefined, role: "admin" }),
    ).toMatchObject({ ok: true });
    expect(
      await inviteStaff({ ...ctx(boss), now }, deps, { email: "new@clinic.example", name: undefined, role: "super_admin" }),
    ).toMatchObject({ ok: true });
    expect(sent).toHaveLength(2);
    const token = /token=([A-Za-z0-9_-]+)/.exec(sent[1]?.text ?? "")?.[1] ?? "";
    expect(sent[1]?.text).toContain(invitationLink("https://agency.example", token));
    const rows = await db.select().from(invitations);
    expect(rows.filter((row) => row.revokedAt === null)).toEqual([
      expect.objectContaining({ email: "new@clinic.example", role: "super_admin", expiresAt: new Date("2026-03-08T00:00:00Z") }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await listPendingInvitations(db, now)).toHaveLength(1);

    expect(await inviteStaff(ctx(boss), deps, { email: "boss@agency.example", name: undefined, role: "admin" })).toEqual({
      ok: false,
      status: 409,
      message: "An account with this e-mail address already exists.",
    });
    const open = rows.find((row) => row.revokedAt === null);
    expect(await revokeInvitation(ctx(boss), open?.id ?? "")).toMatchObject({ ok: true });
    expect(await revokeInvitation(ctx(boss), open?.id ?? "")).toMatchObject({ ok: false, status: 404 });
  });

  it("reads the audit log with filters and pages", async () => {
    const { db } = database;
    const boss = await insertStaff(db, { email: "boss@agency.example", role: "super_admin" });
    const other = await insertStaff(db, { email: "other@agency.example", role: "super_admin" });
    const admin = await insertStaff(db, { email: "admin@agency.example", role: "admin" });
    await changeRole(ctx(boss), admin.id, "super_admin");
    await changeRole(ctx(other), admin.id, "admin");
    await endSessions(ctx(other), admin.id);

    expect((await readAuditLog(db, filters(""))).total).toBe(3);
    expect((await readAuditLog(db, filters("actor=BOSS"))).rows.map((row) => row.action)).toEqual(["user.role"]);
    expect((await readAuditLog(db, filters("action=user."))).total).toBe(3);
    expect((await readAuditLog(db, filters("action=user.role"))).total).toBe(2);
    expect((await readAuditLog(db, filters(`subject=user:${admin.id}`))).total).toBe(3);
    expect((await readAuditLog(db, filters("actor=%25"))).total).toBe(0);
    expect((await readAuditLog(db, filters("from=2000-01-01&to=2000-01-02"))).total).toBe(0);
    const newest = await readAuditLog(db, filters(""));
    expect(newest.rows[0]?.action).toBe("user.end_sessions");
    expect((await readAuditLog(db, filters("page=2"))).rows).toHaveLength(0);
  });
});

describe("audit filters", () => {
  it("drop nonsense with a reason instead of failing", () => {
    const { filters: parsed, problems } = parseAuditFilters(
      new URLSearchParams(`from=31/01/2026&page=-1&action=${"a".repeat(65)}`),
    );
    expect(parsed).toEqual({ page: 1, actor: undefined, action: undefined, subject: undefined, from: undefined, to: undefined });
    expect(problems).toHaveLength(3);
  });
});
