import { eq } from "drizzle-orm";
import type { LeadJourney } from "~/lib/leads/journeys";
import type { LeadPipelineStatus } from "~/lib/leads/lead-enums";
import { type Db, leads } from "../../db";
import { loadJourneys } from "../journeys/journey";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeadJourneyView {
  lead: { id: string; name: string; createdAt: Date; status: LeadPipelineStatus; isSpam: boolean };
  journey: LeadJourney;
}

/** One lead's journey for /lead-analyzer/journeys/:leadId; null for an id that is not a lead (or not an id). */
export async function leadJourneyView(db: Db, leadId: string, timeZone: string): Promise<LeadJourneyView | null> {
  if (!UUID.test(leadId)) return null;
  const [lead] = await db
    .select({
      id: leads.id,
      name: leads.name,
      createdAt: leads.createdAt,
      status: leads.status,
      isSpam: leads.isSpam,
      visitorHash: leads.visitorHash,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return null;
  const journeys = await loadJourneys(db, [lead], timeZone);
  const { visitorHash: _key, ...shown } = lead;
  return { lead: shown, journey: journeys.get(lead.id) as LeadJourney };
}
