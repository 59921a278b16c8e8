import { htmlToText } from "../html-text";
import { type ComplianceFinding, UNSOURCED_MARK_ATTRIBUTE } from "./brief";

/**
 * The compliance linter for addiction-treatment and mental-health marketing
 * (issue 24 item 4; rules, severities and examples in
 * docs/compliance-linter.md). Pure and without a parser, so the editor runs
 * it live as the writer types and the server runs the same code in the
 * quality gates: an error blocks approval, a warning does not.
 *
 * It reads the draft as sentences (block elements end a paragraph, as in
 * html-text.ts) and matches each rule's phrasings. A match does not fire
 * when its own clause negates it ("no program can guarantee sobriety", "we
 * do not pay for referrals"), or its clause or the rest of its sentence
 * warns against it ("beware of centres that offer free flights", "...is a
 * red flag"): the linter looks for claims the page makes, not for words.
 */

export type ComplianceRuleId =
  | "outcome-promise"
  | "admission-or-coverage-guarantee"
  | "patient-brokering"
  | "accreditation-claim"
  | "unsourced-statistic"
  | "unsourced-mark"
  | "crisis-resources-self-harm"
  | "crisis-resources-relapse"
  | "health-form-tracker";

export interface ComplianceRule {
  id: ComplianceRuleId;
  severity: ComplianceFinding["severity"];
  label: string;
  message: string;
  fix: string;
  example: string;
}

export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  {
    id: "outcome-promise",
    severity: "error",
    label: "Promised outcome or cure",
    message: "Promises an outcome or a cure. Treatment results cannot be guaranteed (FTC, LegitScript, ad platforms).",
    fix: "Describe what the programme does and who it helps, not a guaranteed result.",
    example: "Guaranteed sobriety in 30 days.",
  },
  {
    id: "admission-or-coverage-guarantee",
    severity: "error",
    label: "Guaranteed admission or insurance coverage",
    message:
      "Guarantees admission, a bed or what insurance will pay. Neither is known before an assessment and a benefits check.",
    fix: "Offer a free assessment and an insurance verification instead.",
    example: "Your insurance will cover your whole stay.",
  },
  {
    id: "patient-brokering",
    severity: "error",
    label: "Patient-brokering language",
    message:
      "Offers payment, gifts, travel, housing or waived costs for a referral or an admission (patient brokering: EKRA, state laws).",
    fix: "Remove the inducement. Referral partners may not be paid per patient; travel or housing may not be offered to win an admission.",
    example: "We pay for referrals.",
  },
  {
    id: "accreditation-claim",
    severity: "error",
    label: "Accreditation not recorded as held",
    message: "Claims an accreditation or certification that the agency has not recorded as held.",
    fix: "Remove the claim, or have a super admin record the accreditation at /super-admin/settings once it is held.",
    example: "We are CARF accredited.",
  },
  {
    id: "unsourced-statistic",
    severity: "error",
    label: "Outcome statistic without a source",
    message: "States an outcome figure (a rate or share) with no source in its paragraph.",
    fix: 'Link the study or name the source in the same paragraph ("according to SAMHSA, 2023"), or remove the figure.',
    example: "87% of our clients stay sober after one year.",
  },
  {
    id: "unsourced-mark",
    severity: "error",
    label: "Claim marked as unsourced",
    message: "The drafting step marked this claim as not found in its sources.",
    fix: "Source the claim and remove the mark, or delete it.",
    example: '<mark data-unsourced="number">12,000 people</mark>',
  },
  {
    id: "crisis-resources-self-harm",
    severity: "error",
    label: "Suicide or self-harm without crisis resources",
    message: "Talks about suicide, self-harm or overdose without crisis resources (988 Suicide & Crisis Lifeline, 911).",
    fix: "Add: If you or someone you know is in crisis, call or text 988 (Suicide & Crisis Lifeline) or call 911.",
    example: "Many people with depression have thoughts of suicide.",
  },
  {
    id: "crisis-resources-relapse",
    severity: "warning",
    label: "Relapse without crisis resources",
    message: "Talks about relapse without crisis resources (988 Suicide & Crisis Lifeline, 911).",
    fix: "Add a short line with 988 and 911 for readers in crisis.",
    example: "Relapse is common in the first year.",
  },
  {
    id: "health-form-tracker",
    severity: "error",
    label: "Health questions in a form next to third-party trackers",
    message:
      "A form asks health questions on a page where a third-party tag is configured (HHS guidance on tracking technologies).",
    fix: "Remove the health questions from the form, or keep third-party tags off this page.",
    example: "A lead form asking about substance use while a Google Tag Manager id is set.",
  },
];

const RULES = new Map(COMPLIANCE_RULES.map((rule) => [rule.id, rule]));

export function complianceRule(id: string): ComplianceRule | undefined {
  return RULES.get(id as ComplianceRuleId);
}

/** Accreditation and certification bodies a page may claim, as a super admin records them held. */
export const ACCREDITATION_BODIES = [
  { id: "legitscript", name: "LegitScript", pattern: "legit\\s?script" },
  { id: "joint-commission", name: "The Joint Commission", pattern: "(?:the\\s+)?joint\\s+commission|jcaho" },
  { id: "carf", name: "CARF", pattern: "carf(?:\\s+international)?" },
  { id: "naatp", name: "NAATP", pattern: "naatp|national\\s+association\\s+of\\s+addiction\\s+treatment\\s+providers" },
  { id: "samhsa", name: "SAMHSA", pattern: "samhsa" },
  { id: "ncqa", name: "NCQA", pattern: "ncqa" },
] as const;

export type AccreditationId = (typeof ACCREDITATION_BODIES)[number]["id"];

export interface ComplianceInput {
  title: string;
  html: string;
}

export interface ComplianceContext {
  /** Accreditations a super admin recorded as held (default none: every claim is flagged). */
  heldAccreditations?: readonly string[];
  /**
   * For a page (not an article: rich text carries no forms): the labels of
   * health questions its forms ask, and the third-party tags configured
   * for it. Both non-empty fires health-form-tracker.
   */
  healthFormFields?: readonly string[];
  thirdPartyTags?: readonly string[];
}

// ---------------------------------------------------------------------------
// Phrasings. Each is matched case-insensitively inside one sentence.

const SUBSTANCE =
  "(?:addiction|alcoholism|drug\\s+(?:use|abuse)|substance\\s+(?:use|abuse)(?:\\s+disorder)?|depression|anxiety|ptsd|bipolar(?:\\s+disorder)?|opioid\\s+(?:use\\s+disorder|addiction)|dependency|dependence|mental\\s+illness)";
const OUTCOME =
  "(?:sobriety|recovery|results?|success|abstinence|a\\s+cure|cure|healing|outcomes?|a\\s+drug-free\\s+life|lasting\\s+sobriety|lifelong\\s+sobriety|permanent\\s+recovery|full\\s+recovery)";

const OUTCOME_PROMISE: RegExp[] = [
  new RegExp(
    `\\bguarantee(?:s|d)?\\s+(?:your\\s+|you\\s+|a\\s+|lasting\\s+|permanent\\s+|full\\s+|complete\\s+)*${OUTCOME}`,
    "i",
  ),
  /\b(?:sobriety|recovery|success|results?|a\s+cure)\s+(?:is|are)\s+(?:100%\s+)?guaranteed/i,
  new RegExp(`\\bguaranteed\\s+(?:to\\s+(?:work|get\\s+you\\s+sober|stay\\s+sober|cure)|${OUTCOME})`, "i"),
  new RegExp(`\\bcures?\\s+(?:your\\s+|their\\s+|his\\s+|her\\s+|the\\s+)?${SUBSTANCE}`, "i"),
  /\b(?:will|can|we)\s+(?:permanently\s+)?cure\s+(?:you|your|them)/i,
  new RegExp(`\\b(?:a|the)\\s+(?:permanent\\s+|proven\\s+|real\\s+)?cure\\s+for\\s+${SUBSTANCE}`, "i"),
  /\b100\s?%\s+(?:success|recovery|cure|sobriety)(?:\s+rate)?\b/i,
  /\b(?:success|recovery|cure)\s+rate\s+of\s+100\s?%/i,
  /\bnever\s+(?:relapse|drink|use(?:\s+drugs)?)\s+again\b/i,
  /\b(?:end|beat|overcome)\s+(?:your\s+)?(?:addiction|alcoholism|depression)\s+(?:for\s+good|forever|permanently|once\s+and\s+for\s+all)/i,
  /\b(?:sober|clean)\s+for\s+life\s*,?\s+guaranteed\b/i,
  /\bmoney[-\s]back\s+guarantee\b/i,
];

const ADMISSION_GUARANTEE: RegExp[] = [
  /\bguarantee(?:s|d)?\s+(?:you\s+)?(?:a\s+|an\s+|your\s+)?(?:admission|acceptance|placement|(?:a\s+)?bed|entry|a\s+spot|a\s+place)\b/i,
  /\b(?:admission|acceptance|placement|a\s+bed)\s+(?:is\s+)?guaranteed\b/i,
  /\binsurance\s+(?:will|is\s+guaranteed\s+to)\s+(?:cover|pay\s+for)\s+(?:your\s+|the\s+)?(?:whole|entire|full|complete|all(?:\s+of)?(?:\s+your)?)\b/i,
  /\binsurance\s+(?:will|is\s+guaranteed\s+to)\s+(?:cover|pay\s+for)\s+(?:everything|it\s+all|100\s?%)/i,
  /\b(?:100\s?%|fully|completely)\s+covered\s+by\s+(?:your\s+|any\s+|all\s+)?insurance\b/i,
  /\bguaranteed\s+(?:insurance\s+)?(?:coverage|approval|to\s+be\s+covered)\b/i,
  /\b(?:no|zero)\s+out[-\s]of[-\s]pocket\s+(?:costs?|cost)\s*,?\s*guaranteed\b/i,
  /\bwe\s+(?:guarantee|promise)\s+(?:that\s+)?(?:your\s+)?insurance\b/i,
];

const BROKERING: RegExp[] = [
  /\b(?:we|they|i)\s+(?:will\s+)?pay\s+(?:you\s+)?(?:for|per)\s+(?:each\s+|every\s+)?(?:referrals?|admissions?|patients?|clients?)\b/i,
  /\bpaid\s+(?:for\s+)?(?:referrals?|admissions?|per\s+(?:patient|admission|referral))\b/i,
  /\breferral\s+(?:fees?|bonus(?:es)?|rewards?|payments?|commissions?)\b/i,
  /\b(?:cash|money|\$\s?\d[\d,]*|gift\s+cards?|rewards?|bonus(?:es)?|commissions?|kickbacks?)\s+(?:for|per)\s+(?:each\s+|every\s+|a\s+|your\s+)?(?:referrals?|admissions?|patients?|clients?|friends?\s+(?:you\s+)?(?:refer|bring))\b/i,
  /\bfree\s+(?:round[-\s]trip\s+)?(?:flights?|airfare|plane\s+tickets?|travel|transportation|rent|housing|gifts?|phones?|cell\s+phones?|cigarettes|vacations?)\b[^.]{0,60}\b(?:if|when|once|for)\s+(?:you\s+)?(?:enrol|enroll|enrolling|admit|admission|sign\s+up|check\s+in|commit|join|come\s+to\s+(?:our\s+)?(?:rehab|treatment|program))/i,
  /\b(?:enrol|enroll|admit|sign\s+up|check\s+in|join)\b[^.]{0,40}\b(?:and|to)\s+(?:get|receive|earn)\s+(?:a\s+)?(?:free\s+)?(?:flight|airfare|travel|rent|housing|gift|phone|cash|\$\s?\d)/i,
  /\bwe(?:'ll|\s+will)?\s+(?:cover|pay(?:\s+for)?)\s+(?:your\s+)?(?:flight|airfare|travel|rent|housing)\b[^.]{0,40}\b(?:if|when|once)\s+you\s+(?:enrol|enroll|admit|sign\s+up|check\s+in|commit|join|come)/i,
  /\bwaive\s+(?:your\s+|all\s+)?(?:co-?pays?|co-?insurance|deductibles?|out[-\s]of[-\s]pocket\s+costs?)\b/i,
  /\bget\s+paid\s+to\s+(?:go\s+to|attend|enter|stay\s+in)\s+(?:rehab|treatment|detox)/i,
];

const ACCREDITATION_CLAIMS = ACCREDITATION_BODIES.map((body) => ({
  body,
  patterns: [
    new RegExp(
      `\\b(?:accredited|certified|verified|approved|licensed|endorsed)\\s+by\\s+(?:the\\s+)?(?:${body.pattern})\\b`,
      "i",
    ),
    new RegExp(`\\b(?:${body.pattern})[-\\s]+(?:accredited|certified|verified|approved|endorsed)\\b`, "i"),
    new RegExp(
      `\\b(?:hold|holds|have|has|earned|received|achieved|awarded|maintain|maintains|carry|carries|with)\\s+(?:the\\s+|a\\s+|full\\s+|our\\s+)*(?:${body.pattern})\\s+(?:accreditation|certification|verification|seal|gold\\s+seal|approval|membership)`,
      "i",
    ),
    new RegExp(
      `\\b(?:members?\\s+of|member\\s+in\\s+good\\s+standing\\s+(?:of|with))\\s+(?:the\\s+)?(?:${body.pattern})\\b`,
      "i",
    ),
    new RegExp(`\\b(?:${body.pattern})\\s+member\\b`, "i"),
  ],
}));
const GOLD_SEAL = /\bgold\s+seal\s+of\s+approval\b/i;

/** A rate or share: "87%", "9 out of 10", "three in four". */
const FIGURE =
  /\b(?:\d{1,3}(?:[.,]\d+)?\s?(?:%|percent\b)|\d+\s+(?:out\s+of|in)\s+(?:every\s+)?\d+\b|(?:one|two|three|four|five|six|seven|eight|nine)\s+(?:out\s+of|in)\s+(?:every\s+)?(?:two|three|four|five|ten)\b)/i;
const OUTCOME_WORDS =
  /\b(?:success|succeed|sober|sobriety|recover(?:y|ed|s)?|relapse[sd]?|abstinen(?:t|ce)|complet(?:e|ed|ion)|graduat(?:e|ed|es|ion)|stay(?:ed|s)?\s+clean|remission|improve(?:d|ment)?|outcomes?|effective(?:ness)?|cured?)\b/i;
/** A source named in the paragraph (a link is checked on the HTML). */
const SOURCE_NAMED =
  /\b(?:according\s+to|source[sd]?:?|cited|citing|per\s+the|reported\s+by|study|studies|survey|journal|research(?:ers)?\s+(?:from|at|by)|published|samhsa|nida|niaaa|cdc|nih|who|jama|lancet|national\s+survey)\b|\((?:[A-Z][^()]{0,60},?\s+)?(?:19|20)\d\d\)|\[\d+\]/i;

const SELF_HARM =
  /\b(?:suicid(?:e|al|ality)|self[-\s]harm(?:ing)?|self[-\s]injur(?:y|ies|ious)|kill(?:ing)?\s+(?:yourself|themselves|myself|himself|herself)|end(?:ing)?\s+(?:their|your|his|her|my)\s+(?:own\s+)?li(?:fe|ves)|overdos(?:e|es|ed|ing))\b/i;
const RELAPSE = /\brelaps(?:e|es|ed|ing)\b/i;
const CRISIS_RESOURCE =
  /\b(?:988|911|suicide\s*(?:&|and)\s*crisis\s+lifeline|crisis\s+(?:text\s+)?line|741741|1-800-662-(?:4357|help)|samhsa(?:'s)?\s+(?:national\s+)?helpline)\b/i;

/** Words in a claim's own clause that turn it around. */
const NEGATION =
  /\b(?:no|not|never|cannot|can't|can\s+not|won't|don't|doesn't|didn't|isn't|aren't|wasn't|nobody|no\s+one|neither|nor|without|nothing|none)\b|n't\b/i;
/** Words in a claim's clause, or after it in its sentence, that report or warn against it rather than make it. */
const DISCLAIMING =
  /\b(?:beware|wary|avoid|avoiding|illegal|unlawful|prohibit(?:s|ed)?|forbid(?:s|den)?|bans?|banned|red\s+flags?|warning\s+signs?|scams?|fraud(?:ulent)?|brokers?|brokering|claims?\s+to|claiming|false(?:ly)?|misleading|deceptive|refuse|refuses|violat(?:e|es|ion)|be\s+careful|watch\s+out|question\s+any|skeptical|sceptical|suspicious|crimes?|criminal|whether|ask\s+(?:any|every|each|the|if))\b/i;

// ---------------------------------------------------------------------------

interface Paragraph {
  text: string;
  hasLink: boolean;
}

const BLOCK_SPLIT = /<\/(?:p|li|h[1-6]|blockquote|div|td|th|dd|dt|figcaption|section|article)\s*>|<br\s*\/?>/i;

function paragraphsOf(input: ComplianceInput): Paragraph[] {
  const blocks = input.html.split(BLOCK_SPLIT);
  const paragraphs: Paragraph[] = [];
  if (input.title.trim()) paragraphs.push({ text: input.title.trim(), hasLink: false });
  for (const block of blocks) {
    const text = htmlToText(block).replace(/\s+/g, " ").trim();
    if (text) paragraphs.push({ text, hasLink: /<a\b[^>]*\bhref\s*=/i.test(block) });
  }
  return paragraphs;
}

/** Sentences of a paragraph: a stop, question or exclamation mark followed by a space and a capital or digit. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'“(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The clause before a match: from the last clause break (, ; : — –, or " but ") to the match. */
function clauseBefore(sentence: string, index: number): string {
  const before = sentence.slice(0, index);
  const breaks = [...before.matchAll(/[,;:—–]|\s-\s|\bbut\b|\bhowever\b/gi)];
  const last = breaks.at(-1);
  return last?.index === undefined ? before : before.slice(last.index + last[0].length);
}

/** A match counts unless its clause negates it or its sentence warns against it. */
function claimed(sentence: string, match: RegExpExecArray): boolean {
  const clause = clauseBefore(sentence, match.index);
  if (NEGATION.test(clause)) return false;
  if (DISCLAIMING.test(clause)) return false;
  // "... is a red flag", "... is illegal": a warning after the phrase.
  if (DISCLAIMING.test(sentence.slice(match.index + match[0].length))) return false;
  return true;
}

function firstClaim(sentence: string, patterns: readonly RegExp[]): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(sentence);
    if (match && claimed(sentence, match)) return match;
  }
  return null;
}

function excerptOf(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > 160 ? `${clean.slice(0, 157)}…` : clean;
}

function finding(id: ComplianceRuleId, excerpt: string, message?: string): ComplianceFinding {
  const rule = RULES.get(id);
  if (!rule) throw new Error(`unknown compliance rule ${id}`);
  return { rule: id, severity: rule.severity, message: message ?? rule.message, excerpt: excerptOf(excerpt) };
}

const UNSOURCED_MARK = new RegExp(`<mark\\b[^>]*\\b${UNSOURCED_MARK_ATTRIBUTE}\\b[^>]*>([\\s\\S]*?)</mark\\s*>`, "gi");

/**
 * The findings for a draft, in reading order per rule: errors block
 * approval (the compliance gate), warnings are shown only.
 */
export function lintCompliance(input: ComplianceInput, context: ComplianceContext = {}): ComplianceFinding[] {
  const findings: ComplianceFinding[] = [];
  const held = new Set((context.heldAccreditations ?? []).map((id) => id.toLowerCase()));
  const paragraphs = paragraphsOf(input);

  for (const mark of input.html.matchAll(UNSOURCED_MARK)) {
    findings.push(finding("unsourced-mark", htmlToText(mark[1] ?? "") || "(empty mark)"));
  }

  for (const paragraph of paragraphs) {
    const paragraphSourced = paragraph.hasLink || SOURCE_NAMED.test(paragraph.text);
    for (const sentence of sentencesOf(paragraph.text)) {
      const promise = firstClaim(sentence, OUTCOME_PROMISE);
      if (promise) findings.push(finding("outcome-promise", promise[0]));
      const guarantee = firstClaim(sentence, ADMISSION_GUARANTEE);
      if (guarantee) findings.push(finding("admission-or-coverage-guarantee", guarantee[0]));
      const brokering = firstClaim(sentence, BROKERING);
      if (brokering) findings.push(finding("patient-brokering", brokering[0]));

      // A question ("Is the center CARF accredited?") asks about a claim rather than making it.
      const question = sentence.endsWith("?");
      let jointCommissionClaimed = false;
      for (const { body, patterns } of ACCREDITATION_CLAIMS) {
        if (question || held.has(body.id)) continue;
        const claim = firstClaim(sentence, patterns);
        if (claim) {
          if (body.id === "joint-commission") jointCommissionClaimed = true;
          findings.push(
            finding(
              "accreditation-claim",
              claim[0],
              `Claims ${body.name} accreditation or certification, which the agency has not recorded as held.`,
            ),
          );
        }
      }
      // The Joint Commission's seal, named without the Commission in the same sentence.
      if (!question && !jointCommissionClaimed && !held.has("joint-commission")) {
        const seal = firstClaim(sentence, [GOLD_SEAL]);
        if (seal) findings.push(finding("accreditation-claim", seal[0]));
      }

      // An outcome figure with no source in its paragraph (a promise already reported is not reported twice).
      if (!paragraphSourced && !promise) {
        const figure = FIGURE.exec(sentence);
        if (figure && OUTCOME_WORDS.test(sentence) && claimed(sentence, figure)) {
          findings.push(finding("unsourced-statistic", sentence));
        }
      }
    }
  }

  const whole = paragraphs.map((paragraph) => paragraph.text).join("\n");
  if (!CRISIS_RESOURCE.test(whole)) {
    const selfHarm = SELF_HARM.exec(whole);
    if (selfHarm) findings.push(finding("crisis-resources-self-harm", selfHarm[0]));
    else {
      const relapse = RELAPSE.exec(whole);
      if (relapse) findings.push(finding("crisis-resources-relapse", relapse[0]));
    }
  }

  const healthFields = context.healthFormFields ?? [];
  const tags = context.thirdPartyTags ?? [];
  if (healthFields.length > 0 && tags.length > 0) {
    findings.push(
      finding(
        "health-form-tracker",
        healthFields.join(", "),
        `A form asks health questions (${healthFields.join(", ")}) while a third-party tag is configured (${tags.join(", ")}).`,
      ),
    );
  }
  return findings;
}

/** True when any finding blocks approval. */
export function hasComplianceErrors(findings: readonly ComplianceFinding[]): boolean {
  return findings.some((item) => item.severity === "error");
}
