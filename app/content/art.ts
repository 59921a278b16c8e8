/**
 * The site's artwork: on-brand SVG illustrations in public/art (no text in
 * them, no photos). Import an entry and spread it into <Image>:
 * `<Image {...art.heroGrowth} priority />`. The Image component serves them
 * as AVIF/WebP at the responsive widths through /images.
 */
export interface ArtImage {
  key: string;
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Words that pick the fallback image if this one fails to load. */
  keywords?: string;
}

const hero = { width: 1200, height: 675 } as const;

export const art = {
  heroGrowth: { key: "hero-growth", src: "/art/hero-growth.svg", ...hero, alt: "Rising bar chart with an upward trend line" },
  heroSearch: {
    key: "hero-search",
    src: "/art/hero-search.svg",
    ...hero,
    alt: "Magnifying glass over a list of search results",
  },
  heroCare: { key: "hero-care", src: "/art/hero-care.svg", ...hero, alt: "A heart held above open hands" },
  heroCompass: { key: "hero-compass", src: "/art/hero-compass.svg", ...hero, alt: "A compass in front of mountains" },
  heroCity: { key: "hero-city", src: "/art/hero-city.svg", ...hero, alt: "A city skyline at daytime" },
  team1: {
    key: "team-1",
    src: "/art/team-1.svg",
    width: 600,
    height: 600,
    alt: "Illustrated portrait of a team member with long brown hair",
    keywords: "team portrait",
  },
  team2: {
    key: "team-2",
    src: "/art/team-2.svg",
    width: 600,
    height: 600,
    alt: "Illustrated portrait of a team member with glasses",
    keywords: "team portrait",
  },
  team3: {
    key: "team-3",
    src: "/art/team-3.svg",
    width: 600,
    height: 600,
    alt: "Illustrated portrait of a team member with her hair in a bun",
    keywords: "team portrait",
  },
  caseResidential: {
    key: "case-residential",
    src: "/art/case-residential.svg",
    ...hero,
    alt: "A residential treatment house among trees",
  },
  caseOutpatient: {
    key: "case-outpatient",
    src: "/art/case-outpatient.svg",
    ...hero,
    alt: "An outpatient clinic building",
  },
  caseMentalHealth: {
    key: "case-mental-health",
    src: "/art/case-mental-health.svg",
    ...hero,
    alt: "A calm profile of a head with gentle lines of thought",
  },
  citySidebar: {
    key: "city-sidebar",
    src: "/art/city-sidebar.svg",
    width: 800,
    height: 600,
    alt: "A map pin on a city street grid",
  },
  fallbackPeople: { key: "fallback-people", src: "/art/fallback-people.svg", ...hero, alt: "Three people, illustrated" },
  fallbackDefault: { key: "fallback-default", src: "/art/fallback-default.svg", ...hero, alt: "A picture placeholder" },
} as const satisfies Record<string, ArtImage>;

export type ArtKey = keyof typeof art;
