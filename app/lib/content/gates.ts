import { z } from "zod";
import type { GateVerdict } from "./brief";
import { ACCREDITATION_BODIES, type AccreditationId } from "./compliance-lint";

/**
 * The quality gates' settings and texts (issue 24 item 5; the server side is
 * app/.server/content/gates, the rules docs/content-gates.md). Thresholds
 * are number settings a super admin changes at /super-admin/settings, each
 * with its bounds; the accreditations the agency holds are switches there
 * too (the compliance linter flags a claim of any other).
 */

export interface NumberSettingDefinition {
  key: string;
  schema: z.ZodType<number>;
  fallback: number;
  label: string;
  min: number;
  max: number;
  /** Shown after the value: "%", "words", "facts". */
  unit: string;
}

function numberSetting(key: string, label: string, fallback: number, min: number, max: number, unit: string) {
  return { key, label, fallback, min, max, unit, schema: z.number().int().min(min).max(max) } satisfies NumberSettingDefinition;
}

/** At most this share of a draft's 5-word shingles may appear in any one other page of the site. */
export const uniqueMaxShareSetting = numberSetting(
  "content_gates.unique_max_share",
  "Quality gates: most of a draft's text (in %) that may be in common with any one other page",
  40,
  5,
  95,
  "%",
);
/** With city and state names replaced, at most this share in common with another city's page of the same service. */
export const substitutionMaxShareSetting = numberSetting(
  "content_gates.substitution_max_share",
  "Quality gates: most of a draft's text (in %) in common with another city's page of its service, city names swapped",
  50,
  5,
  95,
  "%",
);
export const minWordsSetting = numberSetting(
  "content_gates.min_words",
  "Quality gates: fewest words in a draft",
  600,
  50,
  10_000,
  "words",
);
export const minLocalFactsSetting = numberSetting(
  "content_gates.min_local_facts",
  "Quality gates: fewest local facts from the brief a draft must use",
  3,
  0,
  20,
  "facts",
);

export const GATE_NUMBER_SETTINGS = [
  uniqueMaxShareSetting,
  substitutionMaxShareSetting,
  minWordsSetting,
  minLocalFactsSetting,
] as const;

export interface GateThresholds {
  uniqueMaxShare: number;
  substitutionMaxShare: number;
  minWords: number;
  minLocalFacts: number;
}

/** One switch per accreditation body: "The agency holds CARF accreditation" (default off: any claim is flagged). */
export const ACCREDITATION_SETTINGS = ACCREDITATION_BODIES.map((body) => ({
  key: `compliance.accreditation.${body.id}`,
  accreditation: body.id as AccreditationId,
  schema: z.boolean(),
  fallback: false,
  label: `The agency holds ${body.name} accreditation or certification (the compliance linter allows claiming it)`,
}));

/** Number settings as a form posts them: a whole number within the setting's bounds. */
export function parseNumberSetting(
  setting: NumberSettingDefinition,
  raw: unknown,
): { ok: true; value: number } | { ok: false; message: string } {
  const message = `Enter a whole number from ${setting.min} to ${setting.max}.`;
  if (typeof raw !== "string" || !/^\s*-?\d{1,9}\s*$/.test(raw)) return { ok: false, message };
  const value = Number(raw.trim());
  const parsed = setting.schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message };
}

export const GATE_LABELS: Record<GateVerdict["gate"], string> = {
  unique: "Unique content",
  substitution: "Substitution test",
  "word-count": "Word count",
  "local-facts": "Local facts used",
  compliance: "Compliance linter",
};

export const GATES_TEXT = {
  panelTitle: "Quality gates",
  check: "Check gates",
  checking: "Checking…",
  notChecked: "Not checked yet: save the draft or press Check gates.",
  passed: "Passed",
  failed: "Failed",
  notMeasured: "Not measured",
  allPassed: "Every gate passes: the draft may be approved and published.",
  someFailed: "A gate fails or was not measured: approval and publishing are refused until it passes.",
  /** The refusal of approve, publish and schedule, listing each failed gate. */
  refused: (action: string, failed: GateVerdict[]) =>
    `This article cannot be ${action}: ${failed
      .map((verdict) =>
        verdict.notMeasured
          ? `${verdict.label} was not measured (${verdict.notMeasured})`
          : `${verdict.label} failed (${verdict.figure}; ${verdict.threshold})`,
      )
      .join("; ")}.`,
} as const;

export const COMPLIANCE_TEXT = {
  panelTitle: "Compliance",
  none: "No findings: nothing in this draft matches a compliance rule.",
  errorsBlock: "Errors block approval; warnings do not.",
} as const;
