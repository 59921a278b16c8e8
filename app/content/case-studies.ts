/**
 * Case studies (spec §3: image, category, challenge, solution, results list).
 * The figures are the spec's copy-only marketing figures, presented as the
 * agency's own account of client work; clients are described, not named.
 */
export interface CaseStudy {
  id: string;
  title: string;
  category: string;
  image: { src: string; alt: string; width: number; height: number };
  challenge: string;
  solution: string;
  results: string[];
}

export const caseStudiesHero = {
  eyebrow: "Client results",
  title: "Case Studies & Success Stories",
  subtitle:
    "How treatment providers grew admissions with compliant search, paid media and faster intake. Clients are described rather than named, at their request.",
};

export const caseStudies: CaseStudy[] = [
  {
    id: "residential-seo",
    title: "A residential program stops depending on referral waves",
    category: "Residential Treatment · SEO & Content",
    image: {
      src: "/art/case-residential.svg",
      alt: "Illustration of search rankings rising for a residential treatment program",
      width: 1200,
      height: 675,
    },
    challenge:
      "A 40-bed residential program (ASAM 3.5 and 3.7) got almost all of its admissions from two hospital referral sources. When one of them changed discharge partners, census dropped, and the website brought in few calls because aggregators outranked it for every local search.",
    solution:
      "We rebuilt the site around level-of-care, insurance and family pages, each reviewed by the program's clinical director, fixed crawl and speed problems, and completed the Google Business Profile. Call tracking was connected to the admissions CRM so each admission was credited to its source.",
    results: [
      "240% more leads from organic search",
      "Level-of-care pages ranking above directory listings for local searches",
      "Every admission credited to its source in the admissions CRM",
    ],
  },
  {
    id: "outpatient-ppc",
    title: "An outpatient network fills its IOP groups with paid search",
    category: "Outpatient & IOP · PPC",
    image: {
      src: "/art/case-outpatient.svg",
      alt: "Illustration of a paid search dashboard for an outpatient treatment network",
      width: 1200,
      height: 675,
    },
    challenge:
      "A PHP and IOP provider had its Google Ads disapproved after its previous agency ran ads without LegitScript certification. Groups were running below capacity and leadership had stopped trusting paid media.",
    solution:
      "We guided the certification application, fixed the website issues that had delayed approval, and launched call and landing-page campaigns by program and location, with negative keywords that screened out job seekers and unsupported payers.",
    results: [
      "20+ admissions a month within 90 days of relaunch",
      "Return on ad spend (ROAS) of 4.3:1",
      "Ad accounts approved and running within Google's addiction services policy",
    ],
  },
  {
    id: "multi-market-intake",
    title: "A multi-state operator answers every inquiry in minutes",
    category: "Multi-Location Operator · Lead Generation",
    image: {
      src: "/art/case-mental-health.svg",
      alt: "Illustration of a map connecting treatment locations in several markets",
      width: 1200,
      height: 675,
    },
    challenge:
      "An operator with detox, residential and outpatient locations in several states had grown market by market. Each facility ran its own marketing, facilities competed for the same searches, and web inquiries could wait hours for a call back.",
    solution:
      "We consolidated the brands' search and paid media under one plan, built location pages that sent each market to its nearest facility, and worked with admissions to route forms and missed calls to an on-call intake coordinator.",
    results: [
      "Average response to web inquiries under 3 minutes",
      "One coordinated strategy across 5 markets",
      "Facilities no longer bidding against each other in paid search",
    ],
  },
];
