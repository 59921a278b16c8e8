import type { StudioIssue } from "~/lib/content/studio";
import type { FieldPath } from "~/lib/content/studio-fields";
import { MediaPicker } from "./media-picker";
import { StudioField } from "./studio-field";

/**
 * An image of a section, item or page (Open Graph): its address (typed, or
 * picked from the library) and, where the type has one, its alt text. Picking fills the alt
 * only when it is empty, so a writer's own wording is never replaced.
 */
export function ImageFields({
  base,
  urlField = "imageUrl",
  label,
  url,
  alt,
  onChange,
  issues,
  readOnly,
}: {
  /** Path of the section or item: the fields are base + "imageUrl" / "imageAlt". */
  base: FieldPath;
  /** The address's field name under `base` ("imageUrl"; the SEO panel's is "ogImage"). */
  urlField?: string;
  label: string;
  url: string | undefined;
  /** Undefined: this image has no alt field (section items). */
  alt?: string | undefined | null;
  onChange: (change: { imageUrl?: string; imageAlt?: string }) => void;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
}) {
  const hasAlt = alt !== null;
  return (
    <div className="space-y-3 rounded-md border border-slate-200 p-3">
      <StudioField
        path={[...base, urlField]}
        label={`${label} URL`}
        value={url}
        onChange={(imageUrl) => onChange({ imageUrl })}
        issues={issues}
        readOnly={readOnly}
        placeholder="/media/… or https://…"
      />
      <MediaPicker
        label={label}
        disabled={readOnly}
        onPick={(image) =>
          onChange(hasAlt && !alt?.trim() ? { imageUrl: image.src, imageAlt: image.alt } : { imageUrl: image.src })
        }
      />
      {hasAlt ? (
        <StudioField
          path={[...base, "imageAlt"]}
          label={`${label} alt text`}
          value={alt ?? undefined}
          onChange={(imageAlt) => onChange({ imageAlt })}
          issues={issues}
          readOnly={readOnly}
          hint="What the image shows, for people who cannot see it."
        />
      ) : null}
    </div>
  );
}
