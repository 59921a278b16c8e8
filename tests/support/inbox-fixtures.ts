import { randomUUID } from "node:crypto";
import type { Actor } from "~/.server/auth/staff";
import type { Db } from "~/.server/db/client";
import { bookings, leads, users } from "~/.server/db/schema";
import { PRIVACY_POLICY_VERSION } from "~/content/legal/versions";

/**
 * Test data for the leads inbox, written straight to the database: a staff
 * account to act as, and leads and bookings with every field filled.
 */
export async function insertStaffUser(db: Db, email = `staff-${randomUUID().slice(0, 8)}@agency.example`): Promise<Actor> {
  const id = `user_${randomUUID()}`;
  await db.insert(users).values({ id, name: "Sam Staff", email, role: "admin" });
  return { id, email };
}

export type LeadInsert = typeof leads.$inferInsert;

export async function insertLead(db: Db, overrides: Partial<LeadInsert> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({
      formType: "contact",
      name: "Dana Whitfield",
      email: `dana+${randomUUID().slice(0, 6)}@harborrecovery.example`,
      phone: "(561) 555-0142",
      facility: "Harbor Recovery Center",
      message: "We run a 40-bed residential program and want more commercially insured admissions.",
      consentVersion: PRIVACY_POLICY_VERSION,
      consentAt: new Date(),
      landingPage: "https://agency.example/contact?utm_source=google&utm_medium=cpc&utm_campaign=detox-fl",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "detox-fl",
      userAgent: "Mozilla/5.0 (test)",
      deliveryStatus: "sent",
      ...overrides,
    })
    .returning();
  if (!lead) throw new Error("lead insert returned no row");
  return lead;
}

export async function insertBooking(db: Db, leadId: string, slotStart: Date) {
  const [booking] = await db
    .insert(bookings)
    .values({ leadId, slotStart, slotEnd: new Date(slotStart.getTime() + 30 * 60_000), timeZone: "America/Chicago" })
    .returning();
  if (!booking) throw new Error("booking insert returned no row");
  return booking;
}
