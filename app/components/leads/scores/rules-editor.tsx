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
  values,
  onChange,
  disabled,
  rows = 2,
}: {
  id: string;
  label: string;
  values: string[];
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
        defaultValue={values.join(", ")}
        disabled={disabled}
        onChange={(event) => onChange(keywordsFromText(event.target.value))}
        className="mt-1"
      />
    </div>
  );
}

function KeywordRules({
  group,
  title,
  rules,
  update,
  disabled,
}: {
  group: Path;
  title: string;
  rules: KeywordRule[];
  update: (path: Path, value: unknown) => void;
  disabled: boolean;
}) {
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
              value={rule.points}
              disabled={disabled}
              onChange={(value) => update([...group, index, "points"], value)}
            />
            <ListField
              id={`${base}-${rule.id}-keywords`}
              label={`${rule.label}: keywords (comma-separated)`}
              values={rule.keywords}
              disabled={disabled}
              onChange={(value) => update([...group, index, "keywords"], value)}
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
  const update = (path: Path, value: unknown) => setRules((previous) => setAt(previous, path, value));
  const disabled = !canEdit;
  const json = JSON.stringify(rules);
  return (
    <Form method="post" className="space-y-6" aria-label="Scoring rules">
      <input type="hidden" name="rules" value={json} />
      <input type="hidden" name="baseVersion" value={version} />
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Grades (score thresholds)</legend>
        <div className="flex flex-wrap gap-4">
          <NumberField
            id="grades-fitA"
            label="Fit A from"
            value={rules.grades.fitA}
            disabled={disabled}
            onChange={(v) => update(["grades", "fitA"], v)}
          />
          <NumberField
            id="grades-fitB"
            label="Fit B from"
            value={rules.grades.fitB}
            disabled={disabled}
            onChange={(v) => update(["grades", "fitB"], v)}
          />
          <NumberField
            id="grades-engagement1"
            label="Engagement 1 from"
            value={rules.grades.engagement1}
            disabled={disabled}
            onChange={(v) => update(["grades", "engagement1"], v)}
          />
          <NumberField
            id="grades-engagement2"
            label="Engagement 2 from"
            value={rules.grades.engagement2}
            disabled={disabled}
            onChange={(v) => update(["grades", "engagement2"], v)}
          />
        </div>
      </fieldset>

      <h3 className="text-lg font-semibold text-ink">Fit</h3>
      <KeywordRules
        group={["fit", "facilityTypes"]}
        title="Facility type"
        rules={rules.fit.facilityTypes}
        update={update}
        disabled={disabled}
      />
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Size: bed count (the largest band reached)</legend>
        <div className="flex flex-wrap gap-6">
          {rules.fit.bedBands.map((band, index) => (
            <NumberField
              key={band.minBeds}
              id={`fit-bedBands-${band.minBeds}`}
              label={`${band.minBeds}+ beds: points`}
              value={band.points}
              disabled={disabled}
              onChange={(v) => update(["fit", "bedBands", index, "points"], v)}
            />
          ))}
        </div>
      </fieldset>
      <KeywordRules
        group={["fit", "size"]}
        title="Size: other signs"
        rules={rules.fit.size}
        update={update}
        disabled={disabled}
      />
      <KeywordRules
        group={["fit", "services"]}
        title="Services named"
        rules={rules.fit.services}
        update={update}
        disabled={disabled}
      />
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">E-mail, location and budget</legend>
        <div className="space-y-4">
          <div className="flex flex-wrap items-start gap-4">
            <NumberField
              id="fit-companyDomain-points"
              label="Company e-mail domain: points"
              value={rules.fit.companyDomain.points}
              disabled={disabled}
              onChange={(v) => update(["fit", "companyDomain", "points"], v)}
            />
            <ListField
              id="fit-companyDomain-free"
              label="Free-mail domains (no points)"
              values={rules.fit.companyDomain.freeMailDomains}
              rows={3}
              disabled={disabled}
              onChange={(v) => update(["fit", "companyDomain", "freeMailDomains"], v)}
            />
          </div>
          <NumberField
            id="fit-location-points"
            label="A location we serve: points"
            value={rules.fit.location.points}
            disabled={disabled}
            onChange={(v) => update(["fit", "location", "points"], v)}
          />
          <div className="flex flex-wrap items-start gap-4">
            <NumberField
              id="fit-budget-points"
              label="Budget words: points"
              value={rules.fit.budget.points}
              disabled={disabled}
              onChange={(v) => update(["fit", "budget", "points"], v)}
            />
            <NumberField
              id="fit-budget-amount"
              label="A sum of money: points"
              value={rules.fit.budget.amountPoints}
              disabled={disabled}
              onChange={(v) => update(["fit", "budget", "amountPoints"], v)}
            />
            <ListField
              id="fit-budget-keywords"
              label="Budget words (comma-separated)"
              values={rules.fit.budget.keywords}
              disabled={disabled}
              onChange={(v) => update(["fit", "budget", "keywords"], v)}
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
            value={rules.engagement.pageViews.pointsEach}
            disabled={disabled}
            onChange={(v) => update(["engagement", "pageViews", "pointsEach"], v)}
          />
          <NumberField
            id="engagement-pageViews-max"
            label="Page views: at most"
            value={rules.engagement.pageViews.max}
            disabled={disabled}
            onChange={(v) => update(["engagement", "pageViews", "max"], v)}
          />
          <NumberField
            id="engagement-returnVisit"
            label="Came back: points"
            value={rules.engagement.returnVisit.points}
            disabled={disabled}
            onChange={(v) => update(["engagement", "returnVisit", "points"], v)}
          />
          <NumberField
            id="engagement-analyzer"
            label="Ran the analyzer: points"
            value={rules.engagement.analyzer.points}
            disabled={disabled}
            onChange={(v) => update(["engagement", "analyzer", "points"], v)}
          />
          <NumberField
            id="engagement-chat"
            label="Used the chat: points"
            value={rules.engagement.chat.points}
            disabled={disabled}
            onChange={(v) => update(["engagement", "chat", "points"], v)}
          />
          <NumberField
            id="engagement-booking"
            label="Booked a session: points"
            value={rules.engagement.booking.points}
            disabled={disabled}
            onChange={(v) => update(["engagement", "booking", "points"], v)}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-start gap-4">
          <NumberField
            id="engagement-keyPages-points"
            label="Viewed a key page: points"
            value={rules.engagement.keyPages.points}
            disabled={disabled}
            onChange={(v) => update(["engagement", "keyPages", "points"], v)}
          />
          <ListField
            id="engagement-keyPages-paths"
            label="Key pages (paths, comma-separated)"
            values={rules.engagement.keyPages.paths}
            disabled={disabled}
            onChange={(v) => update(["engagement", "keyPages", "paths"], v)}
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
