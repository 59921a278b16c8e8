import { sectionBackgrounds } from "~/lib/content/page-schema";
import type { DraftSection, StudioIssue } from "~/lib/content/studio";
import { type EditableSectionType, SECTION_FORMS } from "~/lib/content/studio-sections";
import { ImageFields } from "./image-fields";
import { ItemList } from "./item-list";
import { RichTextField } from "./rich-text-field";
import { StudioField } from "./studio-field";
import { StudioSelect } from "./studio-select";

/** The fields of one section of a known type: only those its type shows (SECTION_FORMS). */
export function SectionForm({
  section,
  type,
  index,
  onChange,
  issues,
  readOnly,
}: {
  section: DraftSection;
  type: EditableSectionType;
  index: number;
  onChange: (change: Partial<DraftSection>) => void;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
}) {
  const form = SECTION_FORMS[type];
  const path = ["sections", index] as const;
  const shows = (field: (typeof form.fields)[number]) => form.fields.includes(field);
  const text = (
    field: "title" | "subtitle" | "ctaText" | "ctaUrl",
    label: string,
    extra?: { multiline?: boolean; placeholder?: string },
  ) => (
    <StudioField
      path={[...path, field]}
      label={label}
      value={section[field]}
      onChange={(value) => onChange({ [field]: value })}
      issues={issues}
      readOnly={readOnly}
      {...extra}
    />
  );

  return (
    <div className="grid gap-4">
      {shows("title") ? text("title", type === "hero" ? "Title (the page's heading)" : "Title") : null}
      {shows("subtitle") ? text("subtitle", "Subtitle", { multiline: true }) : null}
      {shows("cta") ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text("ctaText", "CTA text")}
          {text("ctaUrl", "CTA URL", { placeholder: "/contact or https://…" })}
        </div>
      ) : null}
      {shows("content") ? (
        <RichTextField
          path={[...path, "content"]}
          label="Content"
          value={section.content}
          onChange={(content) => onChange({ content })}
          issues={issues}
          readOnly={readOnly}
        />
      ) : null}
      {shows("image") ? (
        <ImageFields
          base={path}
          label="Image"
          url={section.imageUrl}
          alt={section.imageAlt}
          onChange={onChange}
          issues={issues}
          readOnly={readOnly}
        />
      ) : null}
      {shows("background") ? (
        <StudioSelect
          path={[...path, "background"]}
          label="Background"
          value={section.background}
          options={sectionBackgrounds}
          noneLabel="Section default"
          onChange={(background) => onChange({ background: background as DraftSection["background"] })}
          issues={issues}
          readOnly={readOnly}
        />
      ) : null}
      {form.items ? (
        <ItemList
          sectionIndex={index}
          form={form.items}
          items={section.items ?? []}
          onChange={(items) => onChange({ items })}
          issues={issues}
          readOnly={readOnly}
        />
      ) : null}
    </div>
  );
}

/** A section of a type this editor does not know (old data): kept exactly as it is, shown but not editable. */
export function UnknownSection({ section }: { section: DraftSection }) {
  return (
    <div className="space-y-2">
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink">
        This section type ({section.type}) is not editable here; it is kept as it is.
      </p>
      <pre className="max-h-60 overflow-auto rounded-md bg-slate-50 p-3 text-xs text-slate-700">
        {JSON.stringify(section, null, 2)}
      </pre>
    </div>
  );
}
