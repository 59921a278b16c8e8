import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AUTH_TEXT } from "~/lib/auth/text";
import { CLIENT_REPORT_LIMIT, CLIENT_TEXT } from "~/lib/clients/client-dashboard";
import { authHarness, cookieJar, lastMailTo, TEST_CLIENT_IP, TEST_SECRET } from "../../../tests/support/auth-harness";
import { plantClientSite } from "../../../tests/support/client-sites";
import { pdfToText } from "../../../tests/support/pdf-text";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { resolveAccount } from "../auth/guard";
import { acceptInvitation } from "../auth/invitation";
import type { Staff } from "../auth/staff";
import { createStaffAccount } from "../auth/staff-accounts";
import { changeRole } from "../auth/staff-admin/change-user";
import type { MediaStorage } from "../content/media/storage";
import { auditLog, clientIngestions, clientSites, invitations, mediaAssets, users } from "../db/schema";
import { createLogger } from "../log";
import { requestContext } from "../request-context";
import { servicesContext } from "../services-context";
import { inviteClient, listClients, tieSite, untieSite } from "./clients";
import { clientReportResponse } from "./pages";
import { findClientAnalysis, listClientSites, readClientSite } from "./read";
import { clientReportPdf, readBranding, writeBranding } from "./report";

/**
 * Client accounts (issue 25 item 6) on both databases: staff tie sites
 * (audited), a client reads only its own sites, analyses and reports (else
 * null: the routes' 404), the crawl diff and trend come from the stored
 * runs, the white-label PDF carries the configured name and nothing of the
 * site's own brand, and a client invitation ties its sites once.
 */
const PASSWORD = "Harbour-lights 7 over the bay";
const SITE_A = { id: "a0000000-0000-4000-8000-00000000000a", url: "https://www.sunrise-recovery.test/" };
const SITE_B = { id: "b0000000-0000-4000-8000-00000000000b", url: "https://www.other-centre.test/" };
const RUNS_A = [
  { id: "a1000000-0000-4000-8000-000000000001", crawlId: "ac100000-0000-4000-8000-000000000001", day: 1, overall: 52 },
  { id: "a1000000-0000-4000-8000-000000000002", crawlId: "ac100000-0000-4000-8000-000000000002", day: 8, overall: 61 },
  { id: "a1000000-0000-4000-8000-000000000003", crawlId: "ac100000-0000-4000-8000-000000000003", day: 15, overall: 74 },
];
const RUN_B = { id: "b1000000-0000-4000-8000-000000000001", crawlId: "bc100000-0000-4000-8000-000000000001" };

const noMedia: MediaStorage = {
  kind: "file",
  put: async () => {},
  get: async () => null,
  stat: async () => null,
  delete: async () => {},
};

describe.each(testDatabaseTargets)("client accounts on $name", (target) => {
  const database = migratedDatabase(target);
  async function setUp() {
    const db = database.db;
    // Per test: better-auth is bound to the database it was built on, and each test has its own.
    const harness = authHarness(() => db);
    const staffRow = await createStaffAccount(harness.auth, { email: "admin@agency.test", password: PASSWORD, role: "admin" });
    const superRow = await createStaffAccount(harness.auth, {
      email: "super@agency.test",
      password: PASSWORD,
      role: "super_admin",
    });
    const clientA = await createStaffAccount(harness.auth, { email: "owner@sunrise.test", password: PASSWORD, role: "client" });
    const clientB = await createStaffAccount(harness.auth, { email: "owner@other.test", password: PASSWORD, role: "client" });
    await plantClientSite(db, {
      ...SITE_A,
      runs: RUNS_A.map((run, index) => ({
        id: run.id,
        crawlId: run.crawlId,
        finishedAt: new Date(Date.UTC(2026, 9, run.day, 12)),
        scores: { overall: run.overall, seo: 50 + index * 10, performance: null, accessibility: 70, content: 60, compliance: 80 },
        // Run 2 and 3: the broken link is fixed, the missing title is new, the thin page stays.
        issues:
          index === 2
            ? [
                { type: "missing_title", url: `${SITE_A.url}about` },
                { type: "thin_content", url: `${SITE_A.url}detox` },
              ]
            : [
                { type: "broken_internal_link", url: `${SITE_A.url}old`, severity: "high" as const },
                { type: "thin_content", url: `${SITE_A.url}detox` },
              ],
      })),
    });
    await plantClientSite(db, {
      ...SITE_B,
      runs: [{ ...RUN_B, finishedAt: new Date(Date.UTC(2026, 9, 3, 12)), scores: { overall: 40 }, issues: [] }],
    });
    const staff = (row: typeof staffRow): Staff => ({
      ...row,
      role: row.role as Staff["role"],
      twoFactorEnabled: true,
      sessionId: "s",
    });
    const ctx = { db, actor: staff(staffRow), clientIp: TEST_CLIENT_IP, secret: TEST_SECRET };
    return { db, ctx, harness, admin: staff(staffRow), superAdmin: staff(superRow), clientA, clientB };
  }

  it("ties and unties sites (audited), refusing bad addresses, staff accounts and repeats without a change", async () => {
    const { db, ctx, clientA, admin } = await setUp();
    expect(await tieSite(ctx, clientA.id, "www.sunrise-recovery.test")).toMatchObject({ ok: true });
    expect(await tieSite(ctx, clientA.id, "https://www.sunrise-recovery.test/")).toMatchObject({ ok: false, status: 409 });
    // Hostile: a script address, and tying a site to a staff account (which would make it a "client").
    expect(await tieSite(ctx, clientA.id, "javascript:alert(1)")).toMatchObject({ ok: false, status: 400 });
    expect(await tieSite(ctx, admin.id, SITE_B.url)).toMatchObject({ ok: false, status: 404 });
    expect(await db.select().from(clientSites)).toHaveLength(1);
    const ties = await db.select().from(auditLog).where(eq(auditLog.action, "client.site_tie"));
    expect(ties).toHaveLength(1);
    expect(ties[0]).toMatchObject({ actorId: admin.id, subjectId: clientA.id });
    expect(ties[0]?.after).toMatchObject({ ingestionId: SITE_A.id, websiteUrl: SITE_A.url });

    // A site nobody analysed yet: made with the weekly re-analysis on, so it will be.
    expect(await tieSite(ctx, clientA.id, "https://new-client-site.test")).toMatchObject({ ok: true });
    const [made] = await db
      .select()
      .from(clientIngestions)
      .where(eq(clientIngestions.websiteUrl, "https://new-client-site.test/"));
    expect(made?.nextRunAt).toBeInstanceOf(Date);
    expect((await listClients(db)).find((client) => client.id === clientA.id)?.sites.map((site) => site.websiteUrl)).toEqual([
      "https://new-client-site.test/",
      SITE_A.url,
    ]);

    expect(await untieSite(ctx, clientA.id, SITE_A.id)).toMatchObject({ ok: true });
    expect(await untieSite(ctx, clientA.id, SITE_A.id)).toMatchObject({ ok: false, status: 404 });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "client.site_untie"))).toHaveLength(1);
    expect(await readClientSite(db, clientA.id, SITE_A.id)).toBeNull();
  });

  it("shows a client its own sites only: trend oldest first, the crawl diff, the schedule; others' ids are null", async () => {
    const { db, ctx, clientA, clientB } = await setUp();
    await tieSite(ctx, clientA.id, SITE_A.url);
    await tieSite(ctx, clientB.id, SITE_B.url);

    const sites = await listClientSites(db, clientA.id);
    expect(sites.map((site) => site.id)).toEqual([SITE_A.id]);
    expect(sites[0]?.latest).toMatchObject({ id: RUNS_A[2]!.id, scores: { overall: 74 } });

    const detail = await readClientSite(db, clientA.id, SITE_A.id.toUpperCase());
    expect(detail?.history.map((point) => point.scores.overall)).toEqual([52, 61, 74]);
    expect(detail?.site.nextRunAt).not.toBeNull();
    expect(detail?.crawl?.id).toBe(RUNS_A[2]!.crawlId);
    expect(detail?.crawl?.diff?.counts).toEqual({ new: 1, fixed: 1, open: 1 });
    expect(detail?.crawl?.diff?.issues.find((issue) => issue.change === "fixed")?.type).toBe("broken_internal_link");
    expect(detail?.openChecks.map((check) => check.title)).toEqual(["Pages without a meta description"]);

    // Hostile: another client's site and analysis, malformed ids.
    expect(await readClientSite(db, clientA.id, SITE_B.id)).toBeNull();
    expect(await readClientSite(db, clientA.id, "../../admin")).toBeNull();
    expect(await findClientAnalysis(db, clientA.id, RUN_B.id)).toBeNull();
    expect(await findClientAnalysis(db, clientA.id, "1 or 1=1")).toBeNull();
    expect(await findClientAnalysis(db, clientA.id, RUNS_A[0]!.id)).not.toBeNull();
  });

  it("renders the white-label PDF with the configured name, without the site's own brand; another client's is null", async () => {
    const { db, ctx, harness, clientA, admin, superAdmin } = await setUp();
    await tieSite(ctx, clientA.id, SITE_A.url);
    // Hostile: an admin is not allowed to change the branding; nothing is stored.
    await expect(writeBranding(db, admin, { agencyName: "Forged Name", logoMediaId: "" })).rejects.toMatchObject({ status: 403 });
    await expect(
      writeBranding(db, superAdmin, { agencyName: "Bayview Marketing", logoMediaId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await readBranding(db)).toEqual({ agencyName: null, logoMediaId: null });
    await writeBranding(db, superAdmin, { agencyName: "Bayview Marketing", logoMediaId: "" });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "setting.change"))).toHaveLength(1);

    const deps = { db, storage: noMedia, config: harness.config, log: createLogger("silent") };
    const report = await clientReportPdf(deps, clientA.id, RUNS_A[2]!.id);
    expect(report?.filename).toMatch(/^website-report-www\.sunrise-recovery\.test-2026-10-15\.pdf$/);
    const text = pdfToText(report!.pdf);
    expect(text).toContain("Bayview Marketing");
    expect(text).toContain("www.sunrise-recovery.test");
    expect(text).not.toContain(harness.config.agency.name);
    expect(text).not.toContain("/client-ingestion/");
    expect(await clientReportPdf(deps, clientA.id, RUN_B.id)).toBeNull();
  });

  it("limits a client's PDF downloads per account: past the limit a 429 with Retry-After before any rendering", async () => {
    const { db, ctx, harness, clientA } = await setUp();
    await tieSite(ctx, clientA.id, SITE_A.url);
    const context = new RouterContextProvider();
    const account = { id: clientA.id, email: "owner@sunrise.test", name: "Owner", sessionId: "s1" };
    context.set(requestContext, {
      requestId: "r1",
      nonce: "n",
      log: createLogger("silent"),
      clientIp: TEST_CLIENT_IP,
      client: account,
    });
    context.set(servicesContext, { database: { db }, media: { storage: noMedia }, config: harness.config } as never);
    const download = () => clientReportResponse({ context, params: { analysisId: RUNS_A[2]!.id } } as never);
    const first = await download();
    expect([first.status, first.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    for (let i = 1; i < CLIENT_REPORT_LIMIT.limit; i++) await download();
    const refused = await download();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toBe(CLIENT_TEXT.tooManyReports);
  });

  it("draws the logo chosen from the media library at the top of the white-label PDF", async () => {
    const { db, ctx, harness, clientA, superAdmin } = await setUp();
    await tieSite(ctx, clientA.id, SITE_A.url);
    const { default: sharp } = await import("sharp");
    const png = await sharp({ create: { width: 200, height: 80, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const key = "bayviewlogo0000000000000";
    const [asset] = await db
      .insert(mediaAssets)
      .values({
        key,
        type: "png",
        originalName: "bayview.png",
        bytes: png.length,
        width: 200,
        height: 80,
        alt: "Bayview logo",
        sha256: "x",
      })
      .returning({ id: mediaAssets.id });
    await writeBranding(db, superAdmin, { agencyName: "Bayview Marketing", logoMediaId: asset!.id });
    const storage: MediaStorage = { ...noMedia, get: async (name) => (name === `${key}.png` ? png : null) };
    const deps = { db, storage, config: harness.config, log: createLogger("silent") };
    const withLogo = await clientReportPdf(deps, clientA.id, RUNS_A[2]!.id);
    expect(withLogo!.pdf.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    // The file gone: the report still renders, without the image.
    const without = await clientReportPdf({ ...deps, storage: noMedia }, clientA.id, RUNS_A[2]!.id);
    expect(without!.pdf.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
    expect(pdfToText(without!.pdf)).toContain("Bayview Marketing");
  });

  it("invites a client with its sites; accepting ties them once, and the link does not work twice", async () => {
    const { db, ctx, harness } = await setUp();
    // Hostile: an address that is not a site refuses the whole invitation, making nothing.
    expect(
      await inviteClient(
        ctx,
        { staffEmails: harness.emails, config: harness.config },
        {
          email: "new@client.test",
          websites: `${SITE_A.url}\nftp://files.test`,
        },
      ),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await db.select().from(invitations)).toHaveLength(0);

    expect(
      await inviteClient(
        ctx,
        { staffEmails: harness.emails, config: harness.config },
        {
          email: "New@Client.test",
          name: "New Client",
          websites: `${SITE_A.url}\n${SITE_A.url}, www.other-centre.test`,
        },
      ),
    ).toMatchObject({ ok: true });
    const mail = lastMailTo(harness.sent, "new@client.test");
    expect(mail?.subject).toBe(`Your ${harness.config.agency.name} client dashboard`);
    expect(String(mail?.text)).not.toContain("back office");
    const token = /token=([A-Za-z0-9_-]+)/.exec(String(mail?.text))?.[1];
    expect(token).toBeTruthy();
    const input = { token, name: "New Client", password: PASSWORD, confirm: PASSWORD };
    const accepted = await acceptInvitation(harness.deps, harness.request(), input);
    expect(accepted).toMatchObject({ ok: true, role: "client" });
    const [account] = await db.select().from(users).where(eq(users.email, "new@client.test"));
    expect(account?.role).toBe("client");
    expect((await listClientSites(db, account!.id)).map((site) => site.id).sort()).toEqual([SITE_A.id, SITE_B.id]);
    // Hostile: the same invitation accepted a second time.
    expect(await acceptInvitation(harness.deps, harness.request(), input)).toMatchObject({
      ok: false,
      status: 410,
      message: AUTH_TEXT.invitationUsed,
    });
    expect(await db.select().from(users).where(eq(users.email, "new@client.test"))).toHaveLength(1);

    // Its session is a client's, never staff's.
    const cookie = cookieJar(accepted.ok ? accepted.cookies : []);
    const who = await resolveAccount(harness.auth, new Headers({ cookie }), undefined);
    expect(who.staff).toBeNull();
    expect(who.client).toMatchObject({ id: account!.id, email: "new@client.test" });
  });

  it("never gives a client account a staff role (forged role change)", async () => {
    const { db, clientA, superAdmin } = await setUp();
    const result = await changeRole({ db, actor: superAdmin, secret: TEST_SECRET }, clientA.id, "admin");
    expect(result).toMatchObject({ ok: false, status: 409 });
    const [row] = await db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, clientA.id)));
    expect(row?.role).toBe("client");
  });
});
