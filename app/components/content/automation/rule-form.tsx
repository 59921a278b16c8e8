import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { AUTOMATION_LIMITS, AUTOMATION_RULE_KINDS, type AutomationRuleKind, cronInWords } from "~/lib/content/automation";
import { cityServiceName, cityServiceSlugs } from "~/lib/content/city-services";

const box = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

/** The new-rule form: what the rule does, where, how much per run, when (cron, read back in words), who reviews, the budget. */
export function RuleForm({
  states,
  reviewers,
  errors,
}: {
  states: { name: string; slug: string }[];
  reviewers: { id: string; name: string; email: string }[];
  errors?: Partial<Record<string, string>>;
}) {
  const busy = useNavigation().state !== "idle";
  const [kind, setKind] = useState<AutomationRuleKind>("draft-missing");
  const [cron, setCron] = useState("0 6 * * 1");
  return (
    <Form method="post" className={box} aria-labelledby="new-rule-heading">
      <h2 id="new-rule-heading" className="text-lg font-semibold text-ink">
        New rule
      </h2>
      <input type="hidden" name="intent" value="create" />
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field id="rule-name" name="name" label="Name" required error={errors?.name}>
          {(control) => <Input {...control} maxLength={120} placeholder="Texas IOP pages" />}
        </Field>
        <Field id="rule-kind" name="kind" label="What it does" required error={errors?.kind}>
          {(control) => (
            <Select {...control} value={kind} onChange={(event) => setKind(event.target.value as AutomationRuleKind)}>
              {Object.entries(AUTOMATION_RULE_KINDS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="rule-state" name="state" label={kind === "refresh" ? "State (optional)" : "State"} error={errors?.state}>
          {(control) => (
            <Select {...control} defaultValue="">
              <option value="">{kind === "refresh" ? "Every state" : "Choose a state"}</option>
              {states.map((state) => (
                <option key={state.slug} value={state.name}>
                  {state.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="rule-items" name="itemsPerRun" label="Items per run" required error={errors?.itemsPerRun}>
          {(control) => <Input {...control} type="number" min={1} max={AUTOMATION_LIMITS.itemsPerRunMax} defaultValue={10} />}
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-ink">Services</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-3">
            {cityServiceSlugs.map((slug, index) => (
              <div key={slug} className="flex items-center gap-2">
                <Checkbox id={`rule-service-${slug}`} name="services" value={slug} defaultChecked={index === 0} />
                <label htmlFor={`rule-service-${slug}`} className="text-sm text-ink">
                  {cityServiceName(slug)}
                </label>
              </div>
            ))}
          </div>
          {errors?.services ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.services}</p> : null}
        </fieldset>
        {kind === "draft-missing" ? (
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox id="rule-major" name="majorOnly" value="on" defaultChecked />
            <label htmlFor="rule-major" className="text-sm text-ink">
              Major cities only
            </label>
          </div>
        ) : (
          <>
            <Field id="rule-age" name="olderThanDays" label="Older than (days)" error={errors?.olderThanDays}>
              {(control) => <Input {...control} inputMode="numeric" defaultValue="180" />}
            </Field>
            <Field id="rule-score" name="scoreBelow" label="Or score below (0-100)" error={errors?.scoreBelow}>
              {(control) => <Input {...control} inputMode="numeric" defaultValue="60" />}
            </Field>
          </>
        )}
        <Field id="rule-cron" name="cron" label="Schedule (cron, UTC)" required error={errors?.cron}>
          {(control) => (
            <>
              <Input {...control} value={cron} onChange={(event) => setCron(event.target.value)} />
              <p className="mt-1 text-sm text-muted" aria-live="polite">
                {cronInWords(cron)}
              </p>
            </>
          )}
        </Field>
        <Field id="rule-reviewer" name="reviewerId" label="Reviewer" required error={errors?.reviewerId}>
          {(control) => (
            <Select {...control} defaultValue="">
              <option value="">Choose a reviewer</option>
              {reviewers.map((reviewer) => (
                <option key={reviewer.id} value={reviewer.id}>
                  {`${reviewer.name} (${reviewer.email})`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="rule-budget" name="monthlyBudget" label="Monthly budget (US dollars)" required error={errors?.monthlyBudget}>
          {(control) => <Input {...control} inputMode="decimal" defaultValue="5.00" />}
        </Field>
      </div>
      <Button type="submit" className="mt-4" disabled={busy}>
        Create rule
      </Button>
    </Form>
  );
}
