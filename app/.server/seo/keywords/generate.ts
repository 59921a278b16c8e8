import { cityServiceName, cityServicePath, cityServiceSlugs } from "~/lib/content/city-services";
import { KEYWORD_MODIFIERS, type KeywordIntent, normalizeKeyword } from "~/lib/seo/keywords";

/**
 * Keyword candidates from our services × our places × the modifiers of
 * app/lib/seo/keywords.ts, each with the intent its modifier gives and
 * the page of ours it belongs to (the city service page for a city, the
 * state page for a state). A pure function: the same input gives the same
 * keywords in the same order (services in the order given, places as given,
 * modifiers in the table's order), and a keyword made twice (two cities of
 * one name in different states) is kept once, the first time.
 */
export interface GeneratePlace {
  kind: "city" | "state";
  name: string;
  stateSlug: string;
  /** The city's slug (cities only). */
  slug?: string;
  /** The state's name, for "city, state" labels. */
  stateName: string;
}

export interface GeneratedKeyword {
  keyword: string;
  normalized: string;
  intent: KeywordIntent;
  modifier: string;
  service: string;
  place: string | null;
  /** The page of ours that should rank for it, or null (near me, what is...). */
  url: string | null;
}

/** The phrase people search for a service: "rehab marketing", "search engine optimization". */
export function servicePhrase(slug: string): string {
  return (cityServiceName(slug) ?? slug.replaceAll("-", " ")).toLowerCase();
}

export function countGenerated(services: number, places: number, modifierIds: readonly string[]): number {
  let count = 0;
  for (const modifier of KEYWORD_MODIFIERS)
    if (modifierIds.includes(modifier.id)) count += services * (modifier.template.includes("{place}") ? places : 1);
  return count;
}

export function generateKeywords(input: {
  services: readonly string[];
  places: readonly GeneratePlace[];
  modifiers: readonly string[];
  brand: string;
}): GeneratedKeyword[] {
  const out: GeneratedKeyword[] = [];
  const seen = new Set<string>();
  const modifiers = KEYWORD_MODIFIERS.filter((modifier) => input.modifiers.includes(modifier.id));
  const add = (keyword: GeneratedKeyword) => {
    if (seen.has(keyword.normalized)) return;
    seen.add(keyword.normalized);
    out.push(keyword);
  };
  for (const service of input.services) {
    if (!cityServiceSlugs.includes(service)) continue;
    const phrase = servicePhrase(service);
    for (const modifier of modifiers) {
      const fill = (place: string) =>
        modifier.template
          .replace("{service}", phrase)
          .replace("{place}", place)
          .replace("{brand}", input.brand.toLowerCase())
          .trim();
      if (!modifier.template.includes("{place}")) {
        const keyword = fill("");
        add({
          keyword,
          normalized: normalizeKeyword(keyword),
          intent: modifier.intent,
          modifier: modifier.id,
          service,
          place: null,
          url: null,
        });
        continue;
      }
      for (const place of input.places) {
        const keyword = fill(place.name.toLowerCase());
        add({
          keyword,
          normalized: normalizeKeyword(keyword),
          intent: modifier.intent,
          modifier: modifier.id,
          service,
          place: place.kind === "city" ? `${place.name}, ${place.stateName}` : place.name,
          url:
            place.kind === "city" && place.slug
              ? cityServicePath(service, place.stateSlug, place.slug)
              : `/locations/${place.stateSlug}`,
        });
      }
    }
  }
  return out;
}
