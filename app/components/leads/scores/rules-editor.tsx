import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { type KeywordRule, keywordsFromText, PREVIEW_RANGE_LABELS, PREVIEW_RANGES, type RuleSet } from "~/lib/leads/scores";

/**
 * The rule-set editor: points, thresholds and keyword lists of the version
 * in force, edited in the browser and posted as one JSON document (the
 * server checks it with ruleSetSchema). Preview grades the chosen range's
 * leads under the edit without saving; Save makes version N + 1. Read-only
 * for admins.
 */
type Path = (string | number)[];

/** A field's props from its path in the rule set (the editor's `field`). */
type Bind = <T>(path: Path) => { value: T; disabled: boolean; onChange: (value: T) => void };

function valueAt(value: unknown, path: Path): unknown {
  let node = value as Record<string | number, unknown>;
  for (const key of path) node = node[key] as Record<string | number, unknown>;
  return node;
}

function setAt<T>(value: T, path: Path, next: unknown): T {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = next;
  return copy as T;
}

const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

function NumberField({
  id,
  label,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled: boolean;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        defaultValue={value}
        disabled={disabled}
        onChange={(event) => onChange(toNumber(event.target.value))}
        className="mt-1 w-28"
      />
    </div>
  );
}

function ListField({
  id,
  label,
  value,
  onChange,
  disabled,
  rows = 2,
}: {
  id: string;
  label: string;
  value: string[];
  onChange: (values: string[]) => void;
  disabled: boolean;
  rows?: number;
}) {
  return (
    <div className="min-w-0 flex-1">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        defaultValue={value.join(", ")}
        disabled={disabled}
        onChange={(event) => onChange(keywordsFromText(event.target.value))}
        className="mt-1"
      />
    </div>
  );
}

function KeywordRules({ group, title, rules, field }: { group: Path; title: string; rules: KeywordRule[]; field: Bind }) {
  const base = group.join("-");
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      <div className="space-y-4">
        {rules.map((rule, index) => (
          <div key={rule.id} className="flex flex-wrap items-start gap-4">
            <NumberField
              id={`${base}-${rule.id}-points`}
              label={`${rule.label}: points`}
              {...field([...group, index, "points"])}
            />
            <ListField
              id={`${base}-${rule.id}-keywords`}
              label={`${rule.label}: keywords (comma-separated)`}
              {...field([...group, index, "keywords"])}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function RulesEditor({
  version,
  initial,
  canEdit,
  busy,
}: {
  version: number;
  initial: RuleSet;
  canEdit: boolean;
  busy: boolean;
}) {
  const [rules, setRules] = useState<RuleSet>(initial);
  const disabled = !canEdit;
  // A field's value, its change and whether it may change, from its path in the rule set.
  const field: Bind = (path) => ({
    value: valueAt(rules, path) as never,
    disabled,
    onChange: (value: unknown) => setRules((previous) => setAt(previous, path, value)),
  });
  const json = JSON.stringify(rules);
  return (
    <Form method="post" className="space-y-6" aria-label="Scoring rules">
      <input type="hidden" name="rules" value={json} />
      <input type="hidden" name="baseVersion" value={version} />
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Grades (score thresholds)</legend>
        <div className="flex flex-wrap gap-4">
          <NumberField id="grades-fitA" label="Fit A from" {...field(["grades", "fitA"])} />
          <NumberField id="grades-fitB" label="Fit B from" {...field(["grades", "fitB"])} />
          <NumberField id="grades-engagement1" label="Engagement 1 from" {...field(["grades", "engagement1"])} />
          <NumberField id="grades-engagement2" label="Engagement 2 from" {...field(["grades", "engagement2"])} />
        </div>
      </fieldset>

      <h3 className="text-lg font-semibold text-ink">Fit</h3>
      <KeywordRules group={["fit", "facilityTypes"]} title="Facility type" rules={rules.fit.facilityTypes} field={field} />
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Size: bed count (the largest band reached)</legend>
        <div className="flex flex-wrap gap-6">
          {rules.fit.bedBands.map((band, index) => (
            <NumberField
              key={band.minBeds}
              id={`fit-bedBands-${band.minBeds}`}
              label={`${band.minBeds}+ beds: points`}
              {...field(["fit", "bedBands", index, "points"])}
            />
          ))}
        </div>
      </fieldset>
      <KeywordRules group={["fit", "size"]} title="Size: other signs" rules={rules.fit.size} field={field} />
      <KeywordRules group={["fit", "services"]} title="Services named" rules={rules.fit.services} field={field} />
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">E-mail, location and budget</legend>
        <div className="space-y-4">
          <div className="flex flex-wrap items-start gap-4">
            <NumberField
              id="fit-companyDomain-points"
              label="Company e-mail domain: points"
              {...field(["fit", "companyDomain", "points"])}
            />
            <ListField
              id="fit-companyDomain-free"
              label="Free-mail domains (no points)"
              rows={3}
              {...field(["fit", "companyDomain", "freeMailDomains"])}
            />
          </div>
          <NumberField id="fit-location-points" label="A location we serve: points" {...field(["fit", "location", "points"])} />
          <div className="flex flex-wrap items-start gap-4">
            <NumberField id="fit-budget-points" label="Budget words: points" {...field(["fit", "budget", "points"])} />
            <NumberField id="fit-budget-amount" label="A sum of money: points" {...field(["fit", "budget", "amountPoints"])} />
            <ListField
              id="fit-budget-keywords"
              label="Budget words (comma-separated)"
              {...field(["fit", "budget", "keywords"])}
            />
          </div>
        </div>
      </fieldset>

      <h3 className="text-lg font-semibold text-ink">Engagement</h3>
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Before the lead, and after</legend>
        <div className="flex flex-wrap items-start gap-4">
          <NumberField
            id="engagement-pageViews-each"
            label="Each page viewed: points"
            {...field(["engagement", "pageViews", "pointsEach"])}
          />
          <NumberField id="engagement-pageViews-max" label="Page views: at most" {...field(["engagement", "pageViews", "max"])} />
          <NumberField
            id="engagement-returnVisit"
            label="Came back: points"
            {...field(["engagement", "returnVisit", "points"])}
          />
          <NumberField
            id="engagement-analyzer"
            label="Ran the analyzer: points"
            {...field(["engagement", "analyzer", "points"])}
          />
          <NumberField id="engagement-chat" label="Used the chat: points" {...field(["engagement", "chat", "points"])} />
          <NumberField id="engagement-booking" label="Booked a session: points" {...field(["engagement", "booking", "points"])} />
        </div>
        <div className="mt-4 flex flex-wrap items-start gap-4">
          <NumberField
            id="engagement-keyPages-points"
            label="Viewed a key page: points"
            {...field(["engagement", "keyPages", "points"])}
          />
          <ListField
            id="engagement-keyPages-paths"
            label="Key pages (paths, comma-separated)"
            {...field(["engagement", "keyPages", "paths"])}
          />
        </div>
      </fieldset>

      {canEdit ? (
        <div className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <div>
            <Label htmlFor="preview-range">Preview on</Label>
            <Select id="preview-range" name="range" defaultValue="today" className="mt-1 w-56">
              {PREVIEW_RANGES.map((range) => (
                <option key={range} value={range}>
                  {PREVIEW_RANGE_LABELS[range]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
            Preview
          </Button>
          <div>
            <Label htmlFor="save-note">Note for this version (optional)</Label>
            <Input id="save-note" name="note" maxLength={200} className="mt-1 w-72" />
          </div>
          <Button type="submit" name="intent" value="save" disabled={busy}>
            Save as version {version + 1}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
