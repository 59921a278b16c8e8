import { eq, inArray, sql } from "drizzle-orm";
import { analyses, bookings, chatConversations, cities, type Db, leads, states } from "../../db";
import { loadJourneys } from "../journeys/journey";
import { type JourneyFacts, type LeadFacts, UNKNOWN_JOURNEY } from "./compute";

/**
 * What a score is made from, read for many leads at once (a batch of the
 * rescore, a preview): the lead's own words and address, the places we
 * serve that it names, its journey (app/.server/leads/journeys/journey.ts),
 * and whether the same person (the same e-mail address, any case) ran the
 * analyzer, talked to the chat or booked a session.
 */
export interface ScoredLeadRow {
  id: string;
  email: string;
  facility: string | null;
  message: string;
  formType: string;
  landingPage: string | null;
  visitorHash: string | null;
  createdAt: Date;
}

export const scoredLeadColumns = {
  id: leads.id,
  email: leads.email,
  facility: leads.facility,
  message: leads.message,
  formType: leads.formType,
  landingPage: leads.landingPage,
  visitorHash: leads.visitorHash,
  createdAt: leads.createdAt,
};

export interface Place {
  name: string;
  /** Lower-case name matched in the text. */
  match: string;
  /** State slug, for a landing page under /locations/<state> or /<service>/<state>/<city>. */
  slug?: string;
  abbreviation?: string;
  /** The name as whole words, and a state's code after a comma ("Tampa, FL"): compiled once per batch. */
  pattern?: RegExp;
  codePattern?: RegExp;
}

const wordPattern = (word: string) => new RegExp(`(?:^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:$|[^a-z])`);
// Two capitals after a comma ("Tampa, FL"): "IN" or "OR" alone are words, not states.
const codePattern = (code: string) => (/^[A-Z]{2}$/.test(code) ? new RegExp(`,\\s*${code}\\b`) : undefined);

/** The states and major cities of our directory: the places we serve. */
export async function loadPlaces(db: Db): Promise<Place[]> {
  const stateRows = await db.select({ name: states.name, slug: states.slug, abbreviation: states.abbreviation }).from(states);
  const cityRows = await db.select({ name: cities.name }).from(cities).where(eq(cities.isMajor, true)).limit(2000);
  const places: Place[] = [
    ...stateRows.map((row) => ({
      name: row.name,
      match: row.name.toLowerCase(),
      slug: row.slug,
      abbreviation: row.abbreviation,
      codePattern: codePattern(row.abbreviation),
    })),
    ...[...new Set(cityRows.map((row) => row.name))].map((name) => ({ name, match: name.toLowerCase() })),
  ];
  return places.map((place) => ({ ...place, pattern: wordPattern(place.match) }));
}

/** The places a lead names: a state or major city in its words, ", FL" after a city, or a location page it landed on. */
export function placesNamed(lead: Pick<ScoredLeadRow, "facility" | "message" | "landingPage">, places: Place[]): string[] {
  const raw = `${lead.facility ?? ""} ${lead.message}`;
  const text = raw.toLowerCase();
  let segments: string[] = [];
  try {
    segments = lead.landingPage
      ? new URL(lead.landingPage, "http://x.invalid").pathname.toLowerCase().split("/").filter(Boolean)
      : [];
  } catch {
    segments = [];
  }
  const found: string[] = [];
  for (const place of places) {
    const named = text.includes(place.match) && (place.pattern ?? wordPattern(place.match)).test(text);
    const code = place.codePattern ?? (place.abbreviation ? codePattern(place.abbreviation) : undefined);
    const coded = code ? code.test(raw) : false;
    const landed = place.slug ? segments.slice(1).includes(place.slug) : false;
    if ((named || coded || landed) && !found.includes(place.name)) found.push(place.name);
  }
  return found;
}

function journeyFacts(visits: { views: { path: string }[] }[]): JourneyFacts {
  const views = visits.flatMap((visit) => visit.views);
  if (!views.length) return UNKNOWN_JOURNEY;
  return {
    known: true,
    views: views.length,
    visits: visits.length,
    paths: [...new Set(views.map((view) => view.path))].slice(0, 50),
  };
}

/**
 * Facts of each lead. `stored` holds journeys already seen (lead_scores.journey):
 * a known journey is kept as it was (raw events are deleted after the
 * retention period), an unknown one is looked for again.
 */
export async function loadFacts(
  db: Db,
  rows: ScoredLeadRow[],
  options: { timeZone: string; places: Place[]; stored?: Map<string, JourneyFacts | null> },
): Promise<Map<string, LeadFacts>> {
  const facts = new Map<string, LeadFacts>();
  if (!rows.length) return facts;
  const emails = [...new Set(rows.map((row) => row.email.toLowerCase()))];
  const ids = rows.map((row) => row.id);

  // Every lead of the same people: their form types, and the ids the attachments point at.
  const people = await db
    .select({ id: leads.id, email: sql<string>`lower(${leads.email})`, formType: leads.formType })
    .from(leads)
    .where(inArray(sql`lower(${leads.email})`, emails));
  const personOf = new Map(people.map((lead) => [lead.id, lead.email]));
  for (const row of rows) personOf.set(row.id, row.email.toLowerCase());
  const personIds = [...new Set([...ids, ...people.map((lead) => lead.id)])];

  const analyzerPeople = new Set(people.filter((lead) => lead.formType === "analyzer").map((lead) => lead.email));
  const chatPeople = new Set(people.filter((lead) => lead.formType === "chat").map((lead) => lead.email));
  const bookingPeople = new Set(people.filter((lead) => lead.formType === "booking").map((lead) => lead.email));
  const [analysisRows, chatRows, bookingRows] = await Promise.all([
    db
      .select({ leadId: analyses.leadId, email: sql<string | null>`lower(${analyses.email})` })
      .from(analyses)
      .where(sql`${inArray(analyses.leadId, personIds)} or ${inArray(sql`lower(${analyses.email})`, emails)}`),
    db.select({ leadId: chatConversations.leadId }).from(chatConversations).where(inArray(chatConversations.leadId, personIds)),
    db.select({ leadId: bookings.leadId }).from(bookings).where(inArray(bookings.leadId, personIds)),
  ]);
  for (const row of analysisRows) {
    const person = (row.leadId && personOf.get(row.leadId)) || row.email;
    if (person) analyzerPeople.add(person);
  }
  for (const row of chatRows) {
    const person = row.leadId ? personOf.get(row.leadId) : undefined;
    if (person) chatPeople.add(person);
  }
  for (const row of bookingRows) {
    const person = personOf.get(row.leadId);
    if (person) bookingPeople.add(person);
  }

  const toLoad = rows.filter((row) => !options.stored?.get(row.id)?.known);
  const journeys = toLoad.length ? await loadJourneys(db, toLoad, options.timeZone) : new Map();
  for (const row of rows) {
    const person = row.email.toLowerCase();
    const kept = options.stored?.get(row.id);
    const journey = kept?.known ? kept : journeyFacts(journeys.get(row.id)?.visits ?? []);
    facts.set(row.id, {
      leadId: row.id,
      text: `${row.facility ?? ""}\n${row.message}`,
      email: row.email,
      places: placesNamed(row, options.places),
      journey,
      analyzer: analyzerPeople.has(person),
      chat: chatPeople.has(person),
      booking: bookingPeople.has(person),
    });
  }
  return facts;
}
