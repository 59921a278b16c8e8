import { useEffect, useState } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldError, fieldErrorId } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import type { DraftSeo, StudioIssue } from "~/lib/content/studio";
import { fieldId, issueAt } from "~/lib/content/studio-fields";
import {
  DESCRIPTION_GOOD_MAX,
  DESCRIPTION_GOOD_MIN,
  descriptionGauge,
  parseKeywords,
  parseStructuredData,
  SEO_TITLE_MAX,
  seoWarnings,
  titlePreview,
} from "~/lib/content/studio-seo";
import { ImageFields } from "./image-fields";
import { SearchSnippet, SocialCard } from "./seo-snippet";
import { StudioField } from "./studio-field";

/**
 * The SEO panel (issue 22 item 4), controlled like the sections editor.
 * `siteSeo` lists the other pages' titles and descriptions for the
 * duplicate warnings (warnings never block; errors come in `issues`).
 */
export interface SeoPanelProps {
  seo: DraftSeo;
  onChange: (seo: DraftSeo) => void;
  /** The page's path ("/rehab/seo") and the site's public origin, for the snippet and the canonical. */
  path: string;
  publicUrl: string;
  siteSeo: { path: string; title: string; description: string }[];
  issues: StudioIssue[];
  readOnly?: boolean;
  /**
   * Title and description only, with the snippet and card: an article
   * (content_research) stores no more SEO fields, its page builds the rest.
   */
  titleAndDescriptionOnly?: boolean;
}

const SHOWN_SEO_FIELDS = new Set([
  "title",
  "description",
  "canonicalUrl",
  "ogImage",
  "cityName",
  "stateName",
  "noindex",
  "keywords",
  "structuredData",
]);

const GAUGE_COLOURS = { missing: "bg-red-600", short: "bg-amber-500", good: "bg-green-600", long: "bg-amber-500" } as const;

export function SeoPanel({ seo, onChange, path, publicUrl, siteSeo, issues, readOnly, titleAndDescriptionOnly }: SeoPanelProps) {
  const set = (change: Partial<DraftSeo>) => onChange({ ...seo, ...change });
  const title = titlePreview(seo.title);
  const gauge = descriptionGauge(seo.description);
  const warnings = seoWarnings(seo, path, siteSeo);
  const warningsFor = (field: "title" | "description") => warnings.filter((warning) => warning.field === field);
  // A problem with a field the panel does not show (ogType, the SEO as a whole) is listed at the top, never hidden.
  const unplaced = issues.filter((issue) => issue.path[0] === "seo" && !SHOWN_SEO_FIELDS.has(String(issue.path[1])));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="grid gap-4">
        {unplaced.length > 0 ? (
          <ul
            id={fieldId(["seo"])}
            tabIndex={-1}
            className="list-disc space-y-1 rounded-md border border-red-300 bg-red-50 py-2 pr-3 pl-8 text-sm text-red-800"
          >
            {unplaced.map((issue) => (
              <li key={issue.path.join(".")}>{issue.message}</li>
            ))}
          </ul>
        ) : null}
        <StudioField
          path={["seo", "title"]}
          label="SEO title"
          value={seo.title}
          onChange={(value) => set({ title: value })}
          issues={issues}
          readOnly={readOnly}
          hint={
            <>
              <span className={cn(title.cut && "font-semibold text-amber-800")}>
                {title.length} of {SEO_TITLE_MAX} characters
              </span>
              {title.cut ? <> — shown as “{title.shown}”</> : null}
              <Warnings items={warningsFor("title").filter((warning) => warning.kind !== "title-cut")} />
            </>
          }
        />
        <StudioField
          path={["seo", "description"]}
          label="Meta description"
          value={seo.description}
          multiline
          onChange={(value) => set({ description: value })}
          issues={issues}
          readOnly={readOnly}
          hint={
            <>
              <span className="flex items-center gap-2">
                <meter
                  min={0}
                  max={DESCRIPTION_GOOD_MAX + 60}
                  low={DESCRIPTION_GOOD_MIN}
                  high={DESCRIPTION_GOOD_MAX}
                  optimum={(DESCRIPTION_GOOD_MIN + DESCRIPTION_GOOD_MAX) / 2}
                  value={Math.min(gauge.length, DESCRIPTION_GOOD_MAX + 60)}
                  aria-label="Description length"
                  className="sr-only"
                />
                <span aria-hidden="true" className="h-2 w-40 overflow-hidden rounded bg-slate-200">
                  <span
                    className={cn("block h-full", GAUGE_COLOURS[gauge.level])}
                    style={{ width: `${Math.min(100, (gauge.length / (DESCRIPTION_GOOD_MAX + 60)) * 100)}%` }}
                  />
                </span>
                <span>
                  {gauge.length} characters. {gauge.hint}
                </span>
              </span>
              <Warnings items={warningsFor("description")} />
            </>
          }
        />
        {titleAndDescriptionOnly ? null : (
          <>
            <StudioField
              path={["seo", "canonicalUrl"]}
              label="Canonical URL"
              value={seo.canonicalUrl}
              onChange={(value) => set({ canonicalUrl: value || undefined })}
              issues={issues}
              readOnly={readOnly}
              placeholder={`Leave empty for this page (${path})`}
            />
            <ImageFields
              base={["seo"]}
              urlField="ogImage"
              label="Open Graph image"
              url={seo.ogImage}
              alt={null}
              issues={issues}
              readOnly={readOnly}
              onChange={(change) => set({ ogImage: change.imageUrl || undefined })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <StudioField
                path={["seo", "cityName"]}
                label="City (location pages)"
                value={seo.cityName}
                onChange={(value) => set({ cityName: value || undefined })}
                issues={issues}
                readOnly={readOnly}
              />
              <StudioField
                path={["seo", "stateName"]}
                label="State (location pages)"
                value={seo.stateName}
                onChange={(value) => set({ stateName: value || undefined })}
                issues={issues}
                readOnly={readOnly}
              />
            </div>
            <NoindexSwitch
              checked={seo.noindex === true}
              readOnly={readOnly}
              issues={issues}
              onChange={(noindex) => set({ noindex: noindex || undefined })}
            />
            <KeywordsField
              keywords={seo.keywords}
              readOnly={readOnly}
              issues={issues}
              onChange={(keywords) => set({ keywords })}
            />
            <StructuredDataField
              value={seo.structuredData}
              readOnly={readOnly}
              issues={issues}
              onChange={(structuredData) => set({ structuredData })}
            />
          </>
        )}
      </div>
      <div className="space-y-4">
        <SearchSnippet title={seo.title} description={seo.description} path={path} publicUrl={publicUrl} />
        <SocialCard title={seo.title} description={seo.description} image={seo.ogImage} publicUrl={publicUrl} />
      </div>
    </div>
  );
}

function Warnings({ items }: { items: { message: string }[] }) {
  if (items.length === 0) return null;
  return (
    <span className="mt-1 block space-y-0.5 text-amber-800">
      {items.map((item) => (
        <span key={item.message} className="block">
          Warning: {item.message}
        </span>
      ))}
    </span>
  );
}

function NoindexSwitch({
  checked,
  onChange,
  issues,
  readOnly,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
}) {
  const id = fieldId(["seo", "noindex"]);
  const error = issueAt(issues, ["seo", "noindex"]);
  return (
    <div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          role="switch"
          checked={checked}
          disabled={readOnly}
          aria-invalid={Boolean(error)}
          aria-describedby={[`${id}-hint`, error ? fieldErrorId(id) : ""].filter(Boolean).join(" ")}
          onChange={(event) => onChange(event.target.checked)}
        />
        <div>
          <Label htmlFor={id}>Hide from search engines (noindex)</Label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            The page stays public but asks search engines not to list it, and leaves the sitemap.
          </p>
        </div>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Keywords typed with commas; the text is kept as typed while the list goes to the draft. */
function KeywordsField({
  keywords,
  onChange,
  issues,
  readOnly,
}: {
  keywords: string[] | undefined;
  onChange: (keywords: string[] | undefined) => void;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
}) {
  const joined = (keywords ?? []).join(", ");
  const [text, setText] = useState(joined);
  // Follow a change from outside (a restored version), not the echo of our own typing.
  useEffect(() => {
    setText((current) => (parseKeywords(current).join(", ") === joined ? current : joined));
  }, [joined]);
  return (
    <StudioField
      path={["seo", "keywords"]}
      label="Keywords"
      value={text}
      onChange={(value) => {
        setText(value);
        const list = parseKeywords(value);
        onChange(list.length > 0 ? list : undefined);
      }}
      issues={issues}
      readOnly={readOnly}
      hint="Separate keywords with commas."
    />
  );
}

/** JSON-LD of the page's own: kept in the draft only while it parses to one object; the error says why not. */
function StructuredDataField({
  value,
  onChange,
  issues,
  readOnly,
}: {
  value: Record<string, unknown> | undefined;
  onChange: (value: Record<string, unknown> | undefined) => void;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
}) {
  const id = fieldId(["seo", "structuredData"]);
  const serialised = value ? JSON.stringify(value, null, 2) : "";
  const [text, setText] = useState(serialised);
  const [parseError, setParseError] = useState<string>();
  useEffect(() => {
    setText((current) => {
      const parsed = parseStructuredData(current);
      return parsed.ok && JSON.stringify(parsed.value ?? null) === JSON.stringify(value ?? null) ? current : serialised;
    });
  }, [serialised, value]);
  const error = parseError ?? issueAt(issues, ["seo", "structuredData"]);
  return (
    <div>
      <Label htmlFor={id}>Structured data (JSON-LD)</Label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        One JSON object, added to the page's own (Organization, breadcrumbs, FAQ). Until it parses, the last valid value is kept.
      </p>
      <Textarea
        id={id}
        className="mt-1.5 font-mono text-sm"
        rows={6}
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        aria-invalid={Boolean(error)}
        aria-describedby={[`${id}-hint`, error ? fieldErrorId(id) : ""].filter(Boolean).join(" ")}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseStructuredData(event.target.value);
          if (parsed.ok) {
            setParseError(undefined);
            onChange(parsed.value);
          } else {
            setParseError(parsed.error);
          }
        }}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
