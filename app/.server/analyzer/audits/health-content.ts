/**
 * Whether a page gives health information: the pages Google holds to its "Your Money or Your Life"
 * standard, and the ones the authorship, medical-review and freshness checks judge.
 *
 * A page that names a treatment is not enough: an agency's "Addiction Treatment Website Design"
 * page, a directory listing of rehabs or a job ad names treatments without saying anything clinical.
 * So the page's main text must read as clinical information: at least CLINICAL_MIN mentions of
 * clinical terms (conditions, substances, symptoms, levels of care, therapies, medications), and at
 * least twice as many as mentions of marketing terms (SEO, ads, campaigns, leads, rankings...).
 * A program page of a treatment centre passes easily; a marketing page about treatment centres
 * does not, however often it says "treatment".
 */
const CLINICAL =
  /\b(?:detox(?:ification)?|withdrawals?|medications?|medication-assisted|buprenorphine|suboxone|methadone|naltrexone|vivitrol|symptoms?|diagnos(?:is|es|ed)|relapses?|overdoses?|psychiatr\w*|clinicians?|physicians?|therap(?:y|ies|ist|ists|eutic)|counsel(?:l)?ing|cbt|dbt|emdr|trauma|anxiety|depression|ptsd|bipolar|schizophrenia|opioids?|alcohol(?:ism)?|fentanyl|benzodiazepines?|cravings?|sobriety|inpatient|outpatient|residential|aftercare|co-occurring|dual diagnosis|substance use|addiction)\b/gi;
const MARKETING =
  /\b(?:marketing|marketers?|seo|ppc|advertis\w*|ads|campaigns?|leads?|conversions?|rankings?|keywords?|search engines?|google|clicks?|agency|branding|social media|roi|cost per|website|websites|landing pages?|analytics|occupancy)\b/gi;

/** Clinical mentions a page needs before it counts as health information. */
export const CLINICAL_MIN = 5;

const count = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

export function readsAsHealthInformation(text: string): boolean {
  const clinical = count(CLINICAL, text);
  return clinical >= CLINICAL_MIN && clinical >= 2 * count(MARKETING, text);
}
