import type { ComplianceFinding, GateVerdict, LocalFact } from "~/lib/content/brief";
import { lintCompliance } from "~/lib/content/compliance-lint";
import { GATE_LABELS, type GateThresholds } from "~/lib/content/gates";
import { countWords } from "~/lib/content/page-text";
import { CITY_SERVICE_CONTENT_TYPE } from "../city-services/reader";
import {
  containmentFromJaccard,
  estimatedJaccard,
  exactContainment,
  signatureOf,
  type TextSignature,
  withoutPlaceNames,
} from "./shingles";
import { htmlText, type PlaceNames, type SiteSignatures, type SiteSource, shingleText, stateOf } from "./site-signatures";

/**
 * The quality gates of a content_research draft (issue 24 item 5; rules and
 * figures in docs/content-gates.md). Each gate answers a GateVerdict with
 * its measured figure and its threshold; a gate that could not be measured
 * says why and does not pass.
 */

/** The record a draft belongs to, as the gates and the brief's local facts read it. */
export interface GateRecord {
  /** null for a text not stored yet (the automation's candidate). */
  id: number | null;
  contentType: string;
  slug: string | null;
  serviceType: string | null;
  city: string | null;
  state: string | null;
  title: string;
}

export interface GateInput {
  record: GateRecord;
  /** The draft's title and sanitised HTML body. */
  title: string;
  html: string;
}

export interface GateReport {
  verdicts: GateVerdict[];
  /** Every gate passed (none failed, none unmeasured). */
  passed: boolean;
  /** The compliance linter's findings, as the compliance gate read them. */
  findings: ComplianceFinding[];
  checkedAt: string;
}

export interface GateDeps {
  signatures: SiteSignatures;
  /** The local facts of the record's brief; null when there is none (the gate is then not measured). */
  localFacts: (record: GateRecord) => Promise<LocalFact[] | null>;
  thresholds: () => Promise<GateThresholds>;
  heldAccreditations: () => Promise<string[]>;
}

/** How far under the threshold an estimate may be and still be measured exactly (about 3 standard errors of 128 hashes). */
const SHORTLIST_MARGIN = 0.15;
const SHORTLIST_MAX = 5;

const percent = (share: number) => `${Math.round(share * 100)}%`;

export interface Candidate<S = SiteSource> {
  source: S;
  estimate: number;
}

/**
 * The sources most in common with the draft, by signature: the best always,
 * then any within the margin of the threshold (at most five). One pass of
 * 128 comparisons per source, on signatures kept in memory.
 */
export function shortlist<S>(
  draft: TextSignature,
  sources: readonly S[],
  pick: (source: S) => TextSignature | null,
  threshold: number,
): Candidate<S>[] {
  const all: Candidate<S>[] = [];
  for (const source of sources) {
    const other = pick(source);
    if (!other || other.size === 0) continue;
    const jaccard = estimatedJaccard(draft.signature, other.signature);
    if (jaccard === 0) continue;
    all.push({ source, estimate: containmentFromJaccard(jaccard, draft.size, other.size) });
  }
  all.sort((a, b) => b.estimate - a.estimate);
  return all
    .filter((candidate, index) => index === 0 || candidate.estimate >= threshold - SHORTLIST_MARGIN)
    .slice(0, SHORTLIST_MAX);
}

/** The nearest page found by `shortlist`, measured exactly on its text (the estimate stands when its text is gone). */
export async function nearest<S>(
  candidates: Candidate<S>[],
  measure: (candidate: Candidate<S>) => Promise<number | null>,
): Promise<{ source: S; share: number } | null> {
  let best: { source: S; share: number } | null = null;
  for (const candidate of candidates) {
    const share = (await measure(candidate)) ?? candidate.estimate;
    if (!best || share > best.share) best = { source: candidate.source, share };
  }
  return best;
}

function isOwn(source: SiteSource, record: GateRecord) {
  return record.id !== null && source.recordId === record.id;
}

/** Whether a fact's needle is in the text as whole words. */
function usesFact(text: string, fact: LocalFact): boolean {
  return fact.needles.some((needle) => {
    const clean = needle.trim().toLowerCase();
    if (!clean) return false;
    const pattern = clean.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
    return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, "u").test(text);
  });
}

export async function runGates(deps: GateDeps, input: GateInput): Promise<GateReport> {
  const { record } = input;
  const [thresholds, held, sources, names] = await Promise.all([
    deps.thresholds(),
    deps.heldAccreditations(),
    deps.signatures.sources(),
    deps.signatures.placeNames(),
  ]);
  const others = sources.filter((source) => !isOwn(source, record));
  const body = htmlText(input.html);
  const plain = `${input.title}\n${body}`;
  // Shingles read every text one way (site-signatures.ts, shingleText); words are counted on `body`.
  const shingled = `${input.title}\n${shingleText(input.html)}`;
  const draft = signatureOf(shingled);
  const verdicts: GateVerdict[] = [];

  // Unique content.
  {
    const limit = thresholds.uniqueMaxShare / 100;
    const threshold = `at most ${thresholds.uniqueMaxShare}% in common with any one page`;
    if (draft.size === 0) {
      verdicts.push({ gate: "unique", label: GATE_LABELS.unique, passed: false, figure: "The draft has no text", threshold });
    } else {
      const found = await nearest(
        shortlist(draft, others, (source) => source.text, limit),
        async ({ source }) => {
          const text = await deps.signatures.textOf(source.key);
          return text ? exactContainment(draft.shingles, signatureOf(text.plain).shingles) : null;
        },
      );
      verdicts.push(
        found
          ? {
              gate: "unique",
              label: GATE_LABELS.unique,
              passed: found.share <= limit,
              figure: `${percent(found.share)} in common with ${found.source.label}`,
              threshold,
            }
          : { gate: "unique", label: GATE_LABELS.unique, passed: true, figure: "0% in common with any other page", threshold },
      );
    }
  }

  // Substitution test: city service drafts only.
  {
    const limit = thresholds.substitutionMaxShare / 100;
    const threshold = `at most ${thresholds.substitutionMaxShare}% in common with another city's page of the service, names swapped`;
    const place = cityPlace(record, names);
    if (!place) {
      verdicts.push({
        gate: "substitution",
        label: GATE_LABELS.substitution,
        passed: true,
        figure: "Does not apply: not a city service article",
        threshold,
      });
    } else {
      const swapped = signatureOf(withoutPlaceNames(shingled, place));
      const sameService = others.filter(
        (source) =>
          source.cityPage &&
          source.cityPage.serviceType === place.serviceType &&
          !(source.cityPage.city === place.city.toLowerCase() && source.cityPage.state === place.state.toLowerCase()),
      );
      const found = await nearest(
        shortlist(swapped, sameService, (source) => source.cityPage?.text ?? null, limit),
        async ({ source }) => {
          const text = await deps.signatures.textOf(source.key);
          const other = text?.record;
          if (!other?.city || !other.state) return null;
          const state = stateOf(other.state, names);
          const theirs = withoutPlaceNames(`${other.title}\n${shingleText(other.content)}`, {
            city: other.city,
            state: state.name,
            stateCode: state.code,
          });
          return exactContainment(swapped.shingles, signatureOf(theirs).shingles);
        },
      );
      verdicts.push(
        found
          ? {
              gate: "substitution",
              label: GATE_LABELS.substitution,
              passed: found.share <= limit,
              figure: `${percent(found.share)} in common with ${found.source.label} once city names are swapped`,
              threshold,
            }
          : {
              gate: "substitution",
              label: GATE_LABELS.substitution,
              passed: true,
              figure: "No other city's page of this service to compare with",
              threshold,
            },
      );
    }
  }

  // Word count (the body; the title is not counted).
  {
    const words = countWords(body);
    verdicts.push({
      gate: "word-count",
      label: GATE_LABELS["word-count"],
      passed: words >= thresholds.minWords,
      figure: `${words.toLocaleString("en-US")} words`,
      threshold: `at least ${thresholds.minWords.toLocaleString("en-US")} words`,
    });
  }

  // Local facts from the brief.
  {
    const threshold = `at least ${thresholds.minLocalFacts} local facts`;
    let facts: LocalFact[] | null = null;
    let failure: string | null = null;
    try {
      facts = await deps.localFacts(record);
    } catch (error) {
      failure = `the brief's local facts could not be read: ${error instanceof Error ? error.message.slice(0, 120) : "unknown error"}`;
    }
    if (!facts) {
      verdicts.push({
        gate: "local-facts",
        label: GATE_LABELS["local-facts"],
        passed: false,
        figure: "Not measured",
        threshold,
        notMeasured: failure ?? "this article has no brief with local facts; build one at /content-research",
      });
    } else {
      const lower = plain.toLowerCase();
      const used = facts.filter((fact) => usesFact(lower, fact));
      verdicts.push({
        gate: "local-facts",
        label: GATE_LABELS["local-facts"],
        passed: used.length >= thresholds.minLocalFacts,
        figure: `${used.length} of ${facts.length} facts used${
          used.length
            ? `: ${used
                .map((fact) => fact.text)
                .join("; ")
                .slice(0, 200)}`
            : ""
        }`,
        threshold,
      });
    }
  }

  // Compliance linter.
  const findings = lintCompliance({ title: input.title, html: input.html }, { heldAccreditations: held });
  {
    const errors = findings.filter((item) => item.severity === "error");
    const warnings = findings.length - errors.length;
    verdicts.push({
      gate: "compliance",
      label: GATE_LABELS.compliance,
      passed: errors.length === 0,
      figure: `${errors.length} ${errors.length === 1 ? "error" : "errors"}, ${warnings} ${warnings === 1 ? "warning" : "warnings"}${
        errors[0] ? ` (first: ${errors[0].excerpt})` : ""
      }`,
      threshold: "no errors (warnings do not block)",
    });
  }

  return {
    verdicts,
    passed: verdicts.every((verdict) => verdict.passed && !verdict.notMeasured),
    findings,
    checkedAt: new Date().toISOString(),
  };
}

/** The draft's place when it is a city service article. */
function cityPlace(record: GateRecord, names: PlaceNames) {
  if (record.contentType !== CITY_SERVICE_CONTENT_TYPE || !record.serviceType || !record.city || !record.state) return null;
  const state = stateOf(record.state, names);
  return { serviceType: record.serviceType.toLowerCase(), city: record.city, state: state.name, stateCode: state.code };
}
