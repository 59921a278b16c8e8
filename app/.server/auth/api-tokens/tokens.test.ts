import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertStaff } from "../../../../tests/support/staff-rows";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { apiTokens, auditLog } from "../../db/schema";
import { createApiToken } from "./create-token";
import { listApiTokens } from "./list-tokens";
import { revokeApiToken } from "./revoke-token";
import { hashTokenSecret, parseApiToken } from "./token-format";
import { verifyApiToken } from "./verify";

describe.each(testDatabaseTargets)("API tokens on $name", (target) => {
  const database = migratedDatabase(target);

  it("creates a three-part token, stores only the secret's hash, and shows it once", async () => {
    const { db } = database;
    const owner = await insertStaff(db, { email: "owner@agency.example", role: "super_admin" });
    const now = new Date("2026-03-01T10:00:00Z");
    const created = await createApiToken(db, owner, { name: "Reporting", scopes: ["metrics:read"], expiry: "30" }, { now });
    expect(created.token.split("_")).toHaveLength(3);
    const parsed = parseApiToken(created.token);
    expect(parsed?.publicId).toBe(created.publicId);

    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.secretHash).toBe(hashTokenSecret(parsed?.secret ?? ""));
    expect(JSON.stringify(row)).not.toContain(parsed?.secret);
    expect(row?.expiresAt?.toISOString()).toBe("2026-03-31T10:00:00.000Z");

    const list = await listApiTokens(db);
    expect(list).toEqual([
      expect.objectContaining({
        name: "Reporting",
        publicId: created.publicId,
        scopes: ["metrics:read"],
        createdByEmail: "owner@agency.example",
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(parsed?.secret);

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "token.create"));
    expect(audit?.actorEmail).toBe("owner@agency.example");
    expect(JSON.stringify(audit)).not.toContain(parsed?.secret);
  });

  it("a token with no expiry keeps working; a revoked one answers 401, and a second revoke is refused", async () => {
    const { db } = database;
    const owner = await insertStaff(db, { email: "owner@agency.example", role: "super_admin" });
    const created = await createApiToken(db, owner, { name: "CI", scopes: ["metrics:read"], expiry: "never" });
    expect(await verifyApiToken(db, created.token, { scope: "metrics:read" })).toMatchObject({ ok: true });
    const [used] = await db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(used?.lastUsedAt).not.toBeNull();

    expect(await revokeApiToken(db, owner, created.id)).toEqual({ ok: true });
    expect(await verifyApiToken(db, created.token)).toMatchObject({ ok: false, status: 401 });
    expect(await revokeApiToken(db, owner, created.id)).toMatchObject({ ok: false, status: 409 });
    expect(await revokeApiToken(db, owner, "not-a-uuid")).toMatchObject({ ok: false, status: 404 });
    expect(await revokeApiToken(db, owner, "00000000-0000-4000-8000-000000000000")).toMatchObject({ ok: false, status: 404 });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "token.revoke"));
    expect(audits).toHaveLength(1);
  });

  it("an expired token answers 401", async () => {
    const { db } = database;
    const owner = await insertStaff(db, { email: "owner@agency.example", role: "super_admin" });
    const made = new Date(Date.now() - 40 * 86_400_000);
    const created = await createApiToken(db, owner, { name: "Old", scopes: ["metrics:read"], expiry: "30" }, { now: made });
    expect(await verifyApiToken(db, created.token)).toMatchObject({ ok: false, status: 401 });
  });
});
