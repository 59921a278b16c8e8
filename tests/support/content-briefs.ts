import type { ContentBrief, LocalFact } from "~/lib/content/brief";
import { cityServiceName } from "~/lib/content/city-services";

/**
 * Hand-made briefs for the drafting and automation tests: the shape
 * /content-research stores (app/lib/content/brief.ts), with local facts as
 * the research tool gathers them for a city.
 */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function cityBrief(
  place: { state: string; city: string; service: string; population?: number; nearby?: string[] },
  extra: Partial<ContentBrief> = {},
): ContentBrief {
  // The facts as localFactsFor words them (app/.server/content/research/store.ts).
  const facts: LocalFact[] = [
    { kind: "state", text: place.state, needles: [place.state.toLowerCase()] },
    { kind: "city", text: `${place.city}, ${place.state}`, needles: [place.city.toLowerCase()] },
  ];
  if (place.population)
    facts.push({
      kind: "population",
      text: `${place.city} has about ${place.population.toLocaleString("en-US")} residents`,
      needles: [place.population.toLocaleString("en-US")],
    });
  (place.nearby ?? []).forEach((city, index) => {
    facts.push({
      kind: "nearby-city",
      text: `${city}, ${place.state} is ${40 + index * 30} miles from ${place.city}`,
      needles: [city.toLowerCase()],
    });
  });
  const service = cityServiceName(place.service) ?? place.service;
  facts.push({
    kind: "service",
    text: service,
    needles: [service.toLowerCase()],
    path: `/${place.service}/${slug(place.state)}/${slug(place.city)}`,
  });
  return {
    format: 1,
    // Targets name places by slugs, as /content-research stores them.
    target: { kind: "city-service", state: slug(place.state), city: slug(place.city), service: place.service },
    sources: [
      { url: "https://competitor.test/iop", status: "used", words: 1400, title: "IOP programs in Texas", reason: undefined },
    ],
    terms: [
      { term: "intensive outpatient", importance: 1, competitorShare: 1, averageUses: 6 },
      { term: "insurance", importance: 0.8, competitorShare: 0.9, averageUses: 3 },
      { term: "admissions", importance: 0.6, competitorShare: 0.7, averageUses: 2 },
    ],
    questions: [
      { question: "How long does an IOP last?", sources: 3 },
      { question: "Does insurance cover IOP?", sources: 2 },
    ],
    outline: [
      { level: 2, text: "What an IOP offers", sources: 3 },
      { level: 2, text: "Reaching families who search", sources: 2 },
    ],
    wordRange: { min: 900, max: 1600, median: 1200, outliers: [] },
    localFacts: facts,
    builtAt: "2026-11-01T00:00:00.000Z",
    ...extra,
  };
}
