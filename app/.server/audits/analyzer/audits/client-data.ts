import type { ClientData } from "~/.server/db";
import { ACCREDITATION, CRISIS_988, LEGITSCRIPT, SAMHSA } from "./checks/compliance";
import type { Site } from "./site";
import type { Finding } from "./types";

/** Patterns → the label recorded. Order is the order shown. */
type Vocabulary = [label: string, pattern: RegExp][];

const SERVICES: Vocabulary = [
  ["Addiction treatment", /addiction treatment|substance use (disorder )?treatment|drug (and|&) alcohol (rehab|treatment)/i],
  ["Alcohol rehab", /alcohol (rehab|addiction|treatment|use disorder)/i],
  ["Drug rehab", /drug (rehab|addiction)|opioid|fentanyl|heroin|meth(amphetamine)? addiction|cocaine/i],
  ["Mental health treatment", /mental health (treatment|services|care|program)/i],
  ["Depression and anxiety treatment", /depression|anxiety/i],
  ["Trauma and PTSD treatment", /trauma|ptsd/i],
  ["Eating disorder treatment", /eating disorder/i],
  ["Sober living", /sober living|recovery residence/i],
  ["Family program", /family (program|therapy|support)/i],
  ["Aftercare and alumni", /aftercare|alumni/i],
  ["Telehealth", /telehealth|virtual (therapy|treatment|care)|online therapy/i],
  ["Interventions", /intervention services|interventionist/i],
];

const MODALITIES: Vocabulary = [
  ["Medical detox", /\bdetox/i],
  ["Residential / inpatient", /residential|inpatient/i],
  ["Partial hospitalization (PHP)", /partial hospitali[sz]ation|\bPHP\b/],
  ["Intensive outpatient (IOP)", /intensive outpatient|\bIOP\b/],
  ["Outpatient", /(?<!intensive )outpatient/i],
  ["Medication-assisted treatment (MAT)", /medication[- ]assisted|\bMAT\b|suboxone|buprenorphine|naltrexone|vivitrol|methadone/],
  ["Dual diagnosis", /dual[- ]diagnosis|co-occurring/i],
  ["Cognitive behavioural therapy (CBT)", /\bCBT\b|cognitive[- ]behaviou?ral/],
  ["Dialectical behaviour therapy (DBT)", /\bDBT\b|dialectical/],
  ["EMDR", /\bEMDR\b/],
  ["12-step", /12[- ]step|twelve[- ]step/i],
  ["Holistic therapies", /holistic|yoga|mindfulness|art therapy|equine/i],
  ["Trauma-informed care", /trauma[- ]informed/i],
];

const AUDIENCES: Vocabulary = [
  ["Adults", /\badults?\b/i],
  ["Adolescents and teens", /adolescent|teens?\b|youth/i],
  ["Young adults", /young adults?/i],
  ["Veterans and military", /veteran|military/i],
  ["First responders", /first responders?/i],
  ["Professionals and executives", /professionals? program|executive/i],
  ["Women", /women'?s (program|treatment|rehab)|for women/i],
  ["Men", /men'?s (program|treatment|rehab)|for men\b/i],
  ["LGBTQ+", /lgbtq|lgbt\b/i],
  ["Families", /famil(y|ies)/i],
  ["Older adults", /older adults|seniors?\b/i],
];

const STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  DC: "District of Columbia",
};

/** A state code that is far more often a credential after a name ("Jane Smith, MD"). */
const CREDENTIALS = new Set(["MD"]);

function detect(text: string, vocabulary: Vocabulary): string[] {
  return vocabulary.filter(([, re]) => re.test(text)).map(([label]) => label);
}

/** "City, ST" and "City, State" as printed in addresses and headings, most frequent first. */
export function detectLocations(text: string, limit = 10): string[] {
  const counts = new Map<string, number>();
  const names = Object.values(STATES).join("|");
  const pattern = new RegExp(`\\b([A-Z][a-z]+(?: [A-Z][a-z]+){0,2}),\\s+(${Object.keys(STATES).join("|")}|${names})\\b`, "g");
  for (const match of text.matchAll(pattern)) {
    // "Jane Smith, MD" is a doctor, not Maryland: after "Dr." or "by", or MD without a ZIP code, it is a person.
    if (/(?:Dr\.|\bby)\s*$/i.test(text.slice(Math.max(0, match.index - 6), match.index))) continue;
    if (CREDENTIALS.has(match[2]!) && !/^\s+\d{5}/.test(text.slice(match.index + match[0].length))) continue;
    const state = STATES[match[2]!]
      ? match[2]!
      : (Object.entries(STATES).find(([, name]) => name === match[2])?.[0] ?? match[2]!);
    const city = match[1]!.replace(/^(In|At|Near|Serving|Located|Visit|Call|Our|The)\s+/, "");
    const key = `${city}, ${state}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key]) => key);
}

/** Spec §3: "businessName is the entered URL with protocol and path removed". */
export function businessNameOf(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/[/?#].*$/, "");
}

const GOALS: [checkIds: RegExp, goal: string][] = [
  [/^comp-ad-trackers$/, "Make ad tracking HIPAA-safe (no pixels on form and treatment pages)"],
  [/^comp-legitscript$/, "Obtain LegitScript certification to advertise on Google and Meta"],
  [/^seo-/, "Grow organic search visibility for treatment and location searches"],
  [/^perf-/, "Faster pages on mobile to keep visitors who are ready to call"],
  [/^a11y-/, "Make the site accessible (WCAG 2.2 AA) to every visitor"],
  [/^content-(authorship|medical-review|freshness)$/, "Build trust with authored, medically reviewed, current content"],
  [/^content-/, "Publish deeper, clearer program content"],
  [/^comp-(clickable-phones|insurance-verification)$/, "Turn more visits into admissions calls and insurance checks"],
  [/^comp-/, "Show the trust signals families look for (accreditation, crisis resources, privacy)"],
];

export function buildClientData(site: Site, findings: Finding[], clientId?: string): ClientData {
  const text = site.pages
    .map((p) => `${p.row.title ?? ""}\n${p.meta.headings.map((h) => h.text).join("\n")}\n${p.meta.bodyText}`)
    .join("\n");
  const failed = findings
    .filter((f) => !f.passed && f.weight > 0 && f.measured !== false)
    .sort((a, b) => b.impact - a.impact || b.weight - a.weight);
  const goals: string[] = [];
  for (const finding of failed) {
    const goal = GOALS.find(([re]) => re.test(finding.checkId))?.[1];
    if (goal && !goals.includes(goal)) goals.push(goal);
  }
  const passed = (id: string) => findings.some((f) => f.checkId === id && f.passed);
  const compliance: string[] = [];
  compliance.push(
    LEGITSCRIPT.test(text) || passed("comp-legitscript")
      ? "LegitScript certification shown"
      : "LegitScript certification not shown (required for addiction-treatment ads)",
  );
  if (/joint commission|jcaho|gold seal/i.test(text)) compliance.push("Joint Commission accreditation mentioned");
  if (/\bcarf\b/i.test(text)) compliance.push("CARF accreditation mentioned");
  if (!ACCREDITATION.test(text)) compliance.push("No accreditation mentioned");
  if (/hipaa|notice of privacy practices/i.test(text)) compliance.push("HIPAA notice referenced");
  if (/42 cfr part 2/i.test(text)) compliance.push("42 CFR Part 2 referenced");
  compliance.push(CRISIS_988.test(text) ? "988 crisis line shown" : "988 crisis line missing");
  compliance.push(SAMHSA.test(text) ? "SAMHSA helpline shown" : "SAMHSA helpline missing");
  const trackers = findings.find((f) => f.checkId === "comp-ad-trackers");
  if (trackers && !trackers.passed)
    compliance.push(`HIPAA risk: advertising trackers on ${plural(trackers.urls.length)} with forms or treatment content`);
  const businessName = businessNameOf(site.startUrl);
  return {
    id: clientId ?? businessName,
    businessName,
    services: detect(text, SERVICES),
    locations: detectLocations(text),
    treatmentModalities: detect(text, MODALITIES),
    targetAudience: detect(text, AUDIENCES),
    marketingGoals: goals,
    complianceRequirements: compliance,
    websiteUrl: site.startUrl,
  };
}

function plural(n: number): string {
  return `${n} page${n === 1 ? "" : "s"}`;
}
