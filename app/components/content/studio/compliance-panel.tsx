import { useDeferredValue, useMemo } from "react";
import { complianceRule, lintCompliance } from "~/lib/content/compliance-lint";
import { COMPLIANCE_TEXT } from "~/lib/content/gates";

/**
 * The editor's "Compliance" panel (issue 24 item 4): the compliance linter
 * (app/lib/content/compliance-lint.ts) run in the browser on the draft as it is
 * typed, each finding with its severity, the words that triggered it, why
 * and how to fix it. The same linter gates approval on the server
 * (app/.server/content/gates), with the same held accreditations.
 */
export function CompliancePanel({
  title,
  html,
  heldAccreditations,
}: {
  title: string;
  html: string;
  heldAccreditations: string[];
}) {
  // Typing stays responsive: the lint runs on the deferred text.
  const text = useDeferredValue({ title, html });
  const findings = useMemo(() => lintCompliance(text, { heldAccreditations }), [text, heldAccreditations]);
  // Findings have no id of their own: the rule and the words name one, and a count tells repeats apart.
  const keyed = useMemo(() => {
    const seen = new Map<string, number>();
    return findings.map((item) => {
      const base = `${item.rule}|${item.excerpt}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return { item, key: `${base}|${count}` };
    });
  }, [findings]);
  const errors = findings.filter((item) => item.severity === "error").length;
  const warnings = findings.length - errors;
  return (
    <section aria-labelledby="compliance-title" className="space-y-3" data-testid="compliance-panel">
      <h2 id="compliance-title" className="text-xl font-semibold text-ink">
        {COMPLIANCE_TEXT.panelTitle}
      </h2>
      <p role="status" className="text-sm text-slate-800">
        {findings.length === 0
          ? COMPLIANCE_TEXT.none
          : `${errors} ${errors === 1 ? "error" : "errors"}, ${warnings} ${warnings === 1 ? "warning" : "warnings"}. ${COMPLIANCE_TEXT.errorsBlock}`}
      </p>
      {findings.length > 0 ? (
        <ul className="space-y-2">
          {keyed.map(({ item, key }) => {
            const rule = complianceRule(item.rule);
            return (
              <li
                key={key}
                data-compliance-rule={item.rule}
                data-severity={item.severity}
                className={`rounded-md border p-3 text-sm ${
                  item.severity === "error"
                    ? "border-red-700 bg-red-50 text-red-950"
                    : "border-amber-700 bg-amber-50 text-amber-950"
                }`}
              >
                <p className="font-semibold">
                  {item.severity === "error" ? "Error" : "Warning"}: {rule?.label ?? item.rule}
                </p>
                <p>
                  <q className="font-medium">{item.excerpt}</q>
                </p>
                <p>{item.message}</p>
                {rule ? <p className="text-slate-800">Fix: {rule.fix}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
