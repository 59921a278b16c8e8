import { eq, inArray } from "drizzle-orm";
import type { Auth } from "~/.server/auth/create-auth";
import { createStaffAccount } from "~/.server/auth/staff-accounts";
import type { Db } from "~/.server/db/client";
import { clientSites, leads, siteSettings, users } from "~/.server/db/schema";
import { reportBrandingSetting } from "~/lib/clients/client-dashboard";
import { plantClientSite } from "../../support/client-sites";

/**
 * The client dashboard's spec (tests/e2e/client-dashboard.spec.ts): two
 * client accounts, each with a planted analysed site (three runs for the
 * first, so it has a trend and a crawl diff), and a lead whose id the walk
 * asks for. The first client's site is NOT tied here: the spec ties it as
 * staff would. The second client's site is tied, as "another client's".
 */
export const E2E_CLIENT = { email: "client-owner@e2e.example", password: "Sunrise-porch 8 lantern glow", name: "Cara Client" };
export const E2E_OTHER_CLIENT = { email: "client-other@e2e.example", password: "Other-harbour 6 quiet dock", name: "Otto Other" };

export const CLIENT_SITE = { id: "c1000000-0000-4000-8000-0000000000a1", url: "https://www.sunrise-recovery.test/" };
export const OTHER_SITE = { id: "c1000000-0000-4000-8000-0000000000b1", url: "https://www.other-centre.test/" };
export const CLIENT_RUNS = [
  { id: "c1a00000-0000-4000-8000-000000000001", crawlId: "c1c00000-0000-4000-8000-000000000001", day: 1, overall: 52 },
  { id: "c1a00000-0000-4000-8000-000000000002", crawlId: "c1c00000-0000-4000-8000-000000000002", day: 8, overall: 61 },
  { id: "c1a00000-0000-4000-8000-000000000003", crawlId: "c1c00000-0000-4000-8000-000000000003", day: 15, overall: 74 },
] as const;
export const OTHER_RUN = { id: "c1a00000-0000-4000-8000-0000000000b1", crawlId: "c1c00000-0000-4000-8000-0000000000b1" };
export const CLIENT_WALK_LEAD_ID = "c1e00000-0000-4000-8000-000000000001";

export async function loadClientDashboardFixtures(auth: Auth, db: Db) {
  await db.delete(users).where(inArray(users.email, [E2E_CLIENT.email, E2E_OTHER_CLIENT.email]));
  await createStaffAccount(auth, { ...E2E_CLIENT, role: "client" });
  const other = await createStaffAccount(auth, { ...E2E_OTHER_CLIENT, role: "client" });
  await plantClientSite(db, {
    ...CLIENT_SITE,
    runs: CLIENT_RUNS.map((run, index) => ({
      id: run.id,
      crawlId: run.crawlId,
      finishedAt: new Date(Date.UTC(2026, 9, run.day, 12)),
      scores: { overall: run.overall, seo: 50 + index * 10, performance: 64, accessibility: 70, content: 60, compliance: 80 },
      issues:
        index === 2
          ? [
              { type: "missing_title", url: `${CLIENT_SITE.url}about` },
              { type: "thin_content", url: `${CLIENT_SITE.url}detox` },
            ]
          : [
              { type: "broken_internal_link", url: `${CLIENT_SITE.url}old`, severity: "high" as const },
              { type: "thin_content", url: `${CLIENT_SITE.url}detox` },
            ],
    })),
  });
  await plantClientSite(db, {
    ...OTHER_SITE,
    runs: [{ ...OTHER_RUN, finishedAt: new Date(Date.UTC(2026, 9, 3, 12)), scores: { overall: 40 }, issues: [] }],
  });
  await db.insert(clientSites).values({ userId: other.id, ingestionId: OTHER_SITE.id });
  await db.delete(siteSettings).where(eq(siteSettings.key, reportBrandingSetting.key));
  await db.delete(leads).where(eq(leads.id, CLIENT_WALK_LEAD_ID));
  await db.insert(leads).values({
    id: CLIENT_WALK_LEAD_ID,
    formType: "contact",
    name: "Walk Lead",
    email: "walk-lead@e2e.example",
    message: "A lead a client account must never reach.",
  });
}
