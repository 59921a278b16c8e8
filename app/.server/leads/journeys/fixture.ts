import { agencyDay, shiftDay } from "~/lib/agency-day";
import type { LeadPipelineStatus } from "~/lib/leads/lead-enums";
import { zonedTimeToUtc } from "~/lib/leads/session-slots";
import { analyticsEvents, auditLog, type Db, leads } from "../../db";

/**
 * Deterministic demo and test data for the lead analyzer and the lead scores
 * (issue 25): 90 days of page views and 300 leads whose journeys follow a few
 * templates, so every report has an answer that can be worked out by hand
 * (tests/support/lead-journeys-key.ts holds it). The tests load it into a
 * fresh database; `npm run db:seed -- --demo-leads` loads the same rows into
 * a development database. Nothing here uses Math.random: the only
 * randomness (ids, minutes) comes from a seeded PRNG, so two runs with the
 * same options write the same rows.
 *
 * The templates (ages are before the lead's time; views two minutes apart):
 * - A, 120 leads: one visit from google.com (organic), /services → /contact.
 * - B, 90 leads: facebook.com (social) 6 h before, /blog/recovery-marketing
 *   with a web-vitals event 90 s later; then a direct visit 1 h before, / → /contact.
 * - C, 60 leads: a google cpc ad (campaign `brand`) 8 h before, /services with
 *   an event 20 s later; google.com organic 4 h before,
 *   /blog/recovery-marketing → /services; the newsletter (email, campaign
 *   `march-news`) 30 min before, /contact.
 * - D, 30 leads: analytics never saw them (half without a visitor key, half
 *   with a key that made no page view): "unknown".
 * Each template's leads take the statuses of STATUS_CYCLE in turn (so 10%
 * per entry); `lost` leads were qualified first (their audit rows say so).
 * Besides: 5 spam leads with one google organic visit of one page (their
 * visits count, the leads do not); each day one bounce visit from bing.com
 * (/locations) and one direct visit of /about with an event 75 s later.
 * Speed to lead: contacted leads, in order, wait DELAY_MINUTES in turn; three
 * of the 240-minute ones are planted slower (SLOW_LEADS). Their first move
 * out of `new` is in the audit log by ana@, ben@ and (every third) nobody.
 */
export const FIXTURE_DAYS = 90;
export const STATUS_CYCLE: LeadPipelineStatus[] = [
  "new",
  "new",
  "contacted",
  "contacted",
  "qualified",
  "qualified",
  "proposal",
  "won",
  "won",
  "lost",
];
export const DELAY_MINUTES = [5, 10, 15, 20, 30, 45, 60, 90, 120, 240];
/** Contacted-lead index → planted wait (these replace three 240-minute waits). */
export const SLOW_LEADS: ReadonlyMap<number, { name: string; minutes: number }> = new Map([
  [9, { name: "Slow lead 1", minutes: 3 * 24 * 60 }],
  [19, { name: "Slow lead 2", minutes: 2 * 24 * 60 }],
  [29, { name: "Slow lead 3", minutes: 24 * 60 }],
]);
export const FIXTURE_STAFF = ["ana@fixture.example", "ben@fixture.example", null] as const;

interface View {
  /** Minutes before the lead. */
  before: number;
  path: string;
}
interface VisitTemplate {
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  views: View[];
  /** A non-page-view event this many seconds after the first view (time on the page). */
  eventAfterSeconds?: number;
}
interface JourneyTemplate {
  name: string;
  count: number;
  visits: VisitTemplate[];
  /** Without a visitor key at all (D's first half), or with one that saw nothing. */
  unseen?: boolean;
}

export const JOURNEY_TEMPLATES: JourneyTemplate[] = [
  {
    name: "A",
    count: 120,
    visits: [
      {
        referrerHost: "google.com",
        views: [
          { before: 20, path: "/services" },
          { before: 18, path: "/contact" },
        ],
      },
    ],
  },
  {
    name: "B",
    count: 90,
    visits: [
      { referrerHost: "facebook.com", views: [{ before: 360, path: "/blog/recovery-marketing" }], eventAfterSeconds: 90 },
      {
        views: [
          { before: 60, path: "/" },
          { before: 58, path: "/contact" },
        ],
      },
    ],
  },
  {
    name: "C",
    count: 60,
    visits: [
      {
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "brand",
        views: [{ before: 480, path: "/services" }],
        eventAfterSeconds: 20,
      },
      {
        referrerHost: "google.com",
        views: [
          { before: 240, path: "/blog/recovery-marketing" },
          { before: 238, path: "/services" },
        ],
      },
      { utmSource: "newsletter", utmMedium: "email", utmCampaign: "march-news", views: [{ before: 30, path: "/contact" }] },
    ],
  },
  { name: "D", count: 30, visits: [], unseen: true },
];

export interface FixtureOptions {
  /** The last agency day of the 90 (YYYY-MM-DD). */
  endDay: string;
  timeZone: string;
  /** Makes names, e-mails and visitor keys unique, so the fixture can sit beside other data. */
  tag?: string;
  seed?: number;
}

export type FixtureLead = typeof leads.$inferInsert & { id: string; createdAt: Date };
export type FixtureEvent = typeof analyticsEvents.$inferInsert;
export type FixtureAudit = typeof auditLog.$inferInsert;

/** mulberry32: a small seeded PRNG (uniform in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = "4";
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const at = (day: string, hour: number, minute: number, timeZone: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return zonedTimeToUtc({ year, month, day: date, hour, minute }, timeZone);
};

/** The fixture's rows; nothing written. */
export function buildLeadFixture(options: FixtureOptions): {
  leads: FixtureLead[];
  events: FixtureEvent[];
  audits: FixtureAudit[];
} {
  const random = seededRandom(options.seed ?? 25);
  const tag = options.tag ?? "demo";
  const firstDay = shiftDay(options.endDay, -(FIXTURE_DAYS - 1));
  const out = { leads: [] as FixtureLead[], events: [] as FixtureEvent[], audits: [] as FixtureAudit[] };
  const view = (hash: string, when: Date, path: string, visit: VisitTemplate): FixtureEvent => ({
    occurredAt: when,
    name: "pageview",
    visitorHash: hash,
    path,
    routeTemplate: path,
    referrerHost: visit.referrerHost ?? null,
    utmSource: visit.utmSource ?? null,
    utmMedium: visit.utmMedium ?? null,
    utmCampaign: visit.utmCampaign ?? null,
    widthClass: "desktop",
    props: {},
  });
  const leadRow = (i: number, createdAt: Date, hash: string | null, extra: Partial<FixtureLead>): FixtureLead => ({
    id: uuidFrom(random),
    formType: "contact",
    name: `Fixture lead ${i} ${tag}`,
    email: `lead${i}.${tag}@fixture.example`,
    facility: "Fixture Recovery Center",
    message: "Demo lead from the lead analyzer's fixture (app/.server/leads/journeys/fixture.ts).",
    visitorHash: hash,
    deliveryStatus: "sent",
    createdAt,
    updatedAt: createdAt,
    ...extra,
  });

  let i = 0;
  let contactedIndex = 0;
  for (const template of JOURNEY_TEMPLATES) {
    for (let j = 0; j < template.count; j++, i++) {
      const day = shiftDay(firstDay, i % FIXTURE_DAYS);
      const createdAt = at(day, 10 + (i % 8), Math.floor(random() * 60), options.timeZone);
      const hash = template.unseen && j % 2 === 0 ? null : `fx-${tag}-${i}`;
      for (const visit of template.visits) {
        const first = visit.views[0] as View;
        for (const v of visit.views)
          out.events.push(view(hash as string, new Date(createdAt.getTime() - v.before * 60_000), v.path, visit));
        if (visit.eventAfterSeconds !== undefined) {
          const when = new Date(createdAt.getTime() - first.before * 60_000 + visit.eventAfterSeconds * 1000);
          out.events.push({
            ...view(hash as string, when, first.path, visit),
            name: "web_vitals",
            props: { metric: "LCP", value: 1800, rating: "good" },
          });
        }
      }
      const status = STATUS_CYCLE[j % STATUS_CYCLE.length] as LeadPipelineStatus;
      if (status === "new") {
        out.leads.push(leadRow(i, createdAt, hash, { status }));
        continue;
      }
      const k = contactedIndex++;
      const slow = SLOW_LEADS.get(k);
      const minutes = slow?.minutes ?? (DELAY_MINUTES[k % DELAY_MINUTES.length] as number);
      const firstContactedAt = new Date(createdAt.getTime() + minutes * 60_000);
      const lead = leadRow(i, createdAt, hash, {
        status,
        firstContactedAt,
        updatedAt: firstContactedAt,
        ...(slow ? { name: `${slow.name} ${tag}` } : {}),
      });
      out.leads.push(lead);
      const staff = FIXTURE_STAFF[k % FIXTURE_STAFF.length] ?? null;
      const firstStep: LeadPipelineStatus = status === "lost" ? "contacted" : status;
      if (staff) {
        out.audits.push({
          actorEmail: staff,
          action: "lead.status",
          subjectType: "lead",
          subjectId: lead.id,
          before: { status: "new", firstContactedAt: null },
          after: { status: firstStep, firstContactedAt: firstContactedAt.toISOString() },
          createdAt: firstContactedAt,
        });
      }
      if (status === "lost") {
        const later = (hours: number) => new Date(firstContactedAt.getTime() + hours * 3_600_000);
        out.audits.push(
          {
            actorEmail: "ana@fixture.example",
            action: "lead.status",
            subjectType: "lead",
            subjectId: lead.id,
            before: { status: "contacted" },
            after: { status: "qualified" },
            createdAt: later(24),
          },
          {
            actorEmail: "ana@fixture.example",
            action: "lead.status",
            subjectType: "lead",
            subjectId: lead.id,
            before: { status: "qualified" },
            after: { status: "lost" },
            createdAt: later(48),
          },
        );
      }
    }
  }

  // Spam: their visits are visits, the leads count nowhere.
  for (let s = 0; s < 5; s++, i++) {
    const day = shiftDay(firstDay, (s * 17) % FIXTURE_DAYS);
    const createdAt = at(day, 12, 0, options.timeZone);
    const hash = `fx-${tag}-spam-${s}`;
    const visit: VisitTemplate = { referrerHost: "google.com", views: [{ before: 5, path: "/contact" }] };
    out.events.push(view(hash, new Date(createdAt.getTime() - 5 * 60_000), "/contact", visit));
    out.leads.push(leadRow(i, createdAt, hash, { isSpam: true, spamReason: "honeypot", deliveryStatus: "skipped" }));
  }

  // Visits that made no lead: a bounce from bing, and a direct visit engaged by time.
  for (let d = 0; d < FIXTURE_DAYS; d++) {
    const day = shiftDay(firstDay, d);
    const bounce: VisitTemplate = { referrerHost: "bing.com", views: [{ before: 0, path: "/locations" }] };
    out.events.push(view(`fx-${tag}-bounce-${d}`, at(day, 9, 0, options.timeZone), "/locations", bounce));
    const reader: VisitTemplate = { views: [{ before: 0, path: "/about" }] };
    const start = at(day, 20, 0, options.timeZone);
    out.events.push(view(`fx-${tag}-reader-${d}`, start, "/about", reader));
    out.events.push({
      ...view(`fx-${tag}-reader-${d}`, new Date(start.getTime() + 75_000), "/about", reader),
      name: "web_vitals",
      props: { metric: "INP", value: 120, rating: "good" },
    });
  }
  return out;
}

/** Writes the fixture (in chunks; lead ids are fixed by the seed, so a second load of the same options adds nothing). */
export async function insertLeadFixture(db: Db, options: FixtureOptions) {
  const rows = buildLeadFixture(options);
  const chunks = <T>(list: T[], size = 500) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, n) => list.slice(n * size, (n + 1) * size));
  const inserted = await db.insert(leads).values(rows.leads).onConflictDoNothing().returning({ id: leads.id });
  if (inserted.length === 0) return { ...rows, written: false };
  for (const chunk of chunks(rows.events)) await db.insert(analyticsEvents).values(chunk);
  for (const chunk of chunks(rows.audits)) await db.insert(auditLog).values(chunk);
  return { ...rows, written: true };
}

/** The fixture ending today (agency time), for the seed. */
export const fixtureEndingToday = (now: Date, timeZone: string): FixtureOptions => ({
  endDay: agencyDay(now, timeZone),
  timeZone,
});
