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
 *
 * Nor does a page written for the people who run treatment centres (a consultant's or an agency's
 * page on how to market medical detox, which may explain withdrawal management at length): it speaks
 * to operators ("your facility", "your census", "your admissions team", "our clients") more than to
 * people seeking care ("you or a loved one", "your recovery", "our patients"). Health information is
 * what a person uses to decide about their own or a relative's care.
 */
const CLINICAL =
  /\b(?:detox(?:ification)?|withdrawals?|medications?|medication-assisted|buprenorphine|suboxone|methadone|naltrexone|vivitrol|symptoms?|diagnos(?:is|es|ed)|relapses?|overdoses?|psychiatr\w*|clinicians?|physicians?|therap(?:y|ies|ist|ists|eutic)|counsel(?:l)?ing|cbt|dbt|emdr|trauma|anxiety|depression|ptsd|bipolar|schizophrenia|opioids?|alcohol(?:ism)?|fentanyl|benzodiazepines?|cravings?|sobriety|inpatient|outpatient|residential|aftercare|co-occurring|dual diagnosis|substance use|addiction)\b/gi;
const MARKETING =
  /\b(?:marketing|marketers?|seo|ppc|advertis\w*|ads|campaigns?|leads?|conversions?|rankings?|keywords?|search engines?|google|clicks?|agency|branding|social media|roi|cost per|website|websites|landing pages?|analytics|occupancy)\b/gi;

/**
 * Words that address the people who run a programme: its owners, marketers and staff. Only phrases a care seeker
 * is not told: "your program" is said to patients too ("your program begins with an assessment"), "your programs"
 * and "the people you serve" are not.
 */
const TO_OPERATORS =
  /\b(?:your (?:center|centre|centers|facility|facilities|clinic|practice|census|occupancy|beds|marketing|website|site|staff|team|admissions team|intake team|clinicians|medical director|brand|ads|budget|referral sources|payer mix)|our clients|operators?|we market|the (?:people|patients|families|clients) you (?:serve|treat|want to reach)|your legitscript|your programs)\b/gi;
/** Words that address people seeking care and their families. */
const TO_CARE_SEEKERS =
  /\b(?:you or (?:a|your) loved one|your loved one|your (?:recovery|treatment|symptoms|health|family member|child|teen|stay)|our (?:patients|residents|program|programs|clinicians|facility|center|centre|staff|team)|we treat|call us today)\b/gi;

/** Clinical mentions a page needs before it counts as health information. */
export const CLINICAL_MIN = 5;

const count = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

export function readsAsHealthInformation(text: string): boolean {
  const clinical = count(CLINICAL, text);
  if (clinical < CLINICAL_MIN || clinical < 2 * count(MARKETING, text)) return false;
  const toOperators = count(TO_OPERATORS, text);
  return toOperators < 3 || toOperators < count(TO_CARE_SEEKERS, text);
}
