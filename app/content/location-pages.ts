/**
 * Copy of the location pages: /locations, state and city pages, and the city
 * service pages. Text that names a place takes it as an argument.
 */

/** What each city service covers, shown on city pages and in a city service page's default text. */
export const cityServiceSummaries: Record<string, string> = {
  "rehab-marketing":
    "Admissions-focused marketing for addiction treatment programs: local search, paid campaigns that pass LegitScript review, and call handling that turns inquiries into verified admissions.",
  "mental-health-marketing":
    "Patient acquisition for psychiatric practices, therapy groups and residential mental health programs, built around insurance panels, referral sources and appointment availability.",
  "website-design":
    "Treatment center websites that load fast on a phone, explain levels of care in plain language, show accreditations, and keep intake forms HIPAA-aware.",
  seo: "Search engine optimization for treatment centers: Google Business Profile, location and program pages, clinical content reviewed by your team, and links earned from real local sources.",
  ppc: "Google and Microsoft Ads for certified providers, with call tracking, negative keyword lists that keep budget away from job seekers and information searches, and bids tied to cost per admission.",
  "content-marketing":
    "Articles, guides and family resources written with your clinicians, answering the questions people ask before they call admissions.",
  "lead-generation":
    "Inquiry flows that route calls, forms and chats to admissions in minutes, with verification of benefits collected up front and every lead's source recorded, never bought from brokers.",
  "inpatient-marketing":
    "Census-building for residential programs (ASAM 3.5 and 3.7): bed-availability messaging, insurance verification paths and referral relationships with hospitals and detox units.",
  "outpatient-marketing":
    "Steady enrollment for outpatient programs (ASAM 1): evening and weekend schedules, employer and court referral paths, and local search for people who keep working while in treatment.",
  "php-marketing":
    "Marketing for partial hospitalization programs (ASAM 2.5): step-down referrals from residential care, payer-specific messaging and day-program logistics families need explained.",
  "iop-marketing":
    "Intensive outpatient enrollment (ASAM 2.1): alumni and step-down pipelines, telehealth IOP where your license allows it, and search campaigns for people who cannot leave work or family.",
  "sober-living-marketing":
    "Occupancy for recovery residences: certification and house-rule transparency, referral partnerships with treatment programs, and listings that comply with state recovery-residence rules.",
  "dual-diagnosis-marketing":
    "Marketing for co-occurring disorder programs, explaining integrated psychiatric and addiction care to families and to the clinicians who refer them.",
  "detox-marketing":
    "Round-the-clock admissions marketing for withdrawal management (ASAM 3.7-WM and 4-WM): call coverage at night, medical-necessity messaging and transfers into your next level of care.",
};

/** The six service items of every city service page (spec public-site §2). */
export const cityServiceItems = [
  {
    title: "Strategy Development",
    text: "A plan built on your census goals, payer mix and the levels of care you need to fill.",
  },
  {
    title: "Implementation & Management",
    text: "We build and run the campaigns, pages and tracking, and report to one point of contact on your team.",
  },
  {
    title: "Ongoing Optimization",
    text: "Budgets, keywords and pages are adjusted every month against admissions, not clicks.",
  },
  {
    title: "Performance Tracking",
    text: "Call tracking and form attribution from first search to admission, without sending health data to ad platforms.",
  },
  {
    title: "Compliance Monitoring",
    text: "LegitScript status, Google and Meta healthcare ad policies, 42 CFR Part 2 and patient brokering laws checked before anything goes live.",
  },
  {
    title: "ROI Analysis",
    text: "Cost per admission by channel and program, so you know which dollars bring patients into care.",
  },
] as const;

/** The default body of a city service page without a published record. */
export function defaultCityServiceText(service: { slug: string; name: string }, city: string, state: string): string[] {
  return [
    `${service.name} for treatment providers in ${city}, ${state}. ${cityServiceSummaries[service.slug] ?? ""}`.trim(),
    `Every engagement in ${city} starts with an audit of how people find you today: your Google Business Profile, the searches that bring calls, what your competitors in ${state} run on paid search, and how quickly admissions answers. From there we agree on the admissions you need each month and build toward that number.`,
    `We work only with licensed providers and keep every campaign within ${state} and federal rules: no patient brokering, no misleading ads, no health data in tracking pixels.`,
  ];
}

/** Copy for a city page, chosen by the city's size: the search landscape differs between a metro and a smaller city. */
export function cityMarketNotes(city: string, state: string, population: number | null): { title: string; paragraphs: string[] } {
  if (population !== null && population >= 500_000) {
    return {
      title: `Competing for admissions in a major market`,
      paragraphs: [
        `${city} is one of the largest cities in the country, so national treatment brands, call centers and directories bid on the same searches as local programs. Cost per click for terms like "rehab near me" runs far above smaller markets, and a campaign that is not tied to admissions burns budget quickly.`,
        `We focus local programs on what national brands cannot claim: neighborhoods served, in-network plans, family programming close to home, and step-down care in ${city} after residential treatment.`,
      ],
    };
  }
  if (population !== null && population >= 100_000) {
    return {
      title: `Standing out in a mid-size market`,
      paragraphs: [
        `In a city the size of ${city}, families often find a handful of local programs and several out-of-state facilities in the same search. Clear information on levels of care, accepted insurance and availability decides who gets the call.`,
        `Local SEO and a well-kept Google Business Profile usually bring the best cost per admission here, with paid search filling gaps in ${state}'s larger metros nearby.`,
      ],
    };
  }
  return {
    title: `Reaching families in and around ${city}`,
    paragraphs: [
      `Searches from ${city} often name the nearest large city or the state rather than the town itself, so we cover the surrounding region and ${state}-wide terms, not only the city name.`,
      `Referral relationships with local physicians, courts, employers and hospitals carry more weight in a city this size; we support them with pages and materials that referral partners can share.`,
    ],
  };
}

export const GEONAMES_CREDIT = {
  text: "City and population data: GeoNames (geonames.org), licensed under CC BY 4.0.",
  geonamesUrl: "https://www.geonames.org/",
  licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
};
