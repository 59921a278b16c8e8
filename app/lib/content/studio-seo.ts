import { absoluteUrl, capTitle, TITLE_MAX } from "../meta";
import type { DraftSeo } from "./studio";

/**
 * The SEO panel's advice (issue 22 item 4), as pure functions. Warnings never
 * block a publish; errors come from the page-schema check. The title is cut
 * by the site's own rule (capTitle in meta.ts, the spec's 60 characters), so
 * the preview shows exactly what the page's <title> will say.
 */

/** The spec's title rule, re-exported so the panel names one number. */
export const SEO_TITLE_MAX = TITLE_MAX;

/**
 * A description's comfortable length. Below ~70 characters search engines
 * often replace it with text from the page; above ~160 (about 920 pixels on
 * a desktop result) they cut it with an ellipsis. Both are rules of thumb,
 * hence a gauge and not an error.
 */
export const DESCRIPTION_GOOD_MIN = 70;
export const DESCRIPTION_GOOD_MAX = 160;

export interface TitlePreview {
  /** The title as the page's <title> and the result show it. */
  shown: string;
  length: number;
  cut: boolean;
}

export function titlePreview(title: string): TitlePreview {
  const clean = title.trim().replace(/\s+/g, " ");
  return { shown: capTitle(title), length: clean.length, cut: clean.length > SEO_TITLE_MAX };
}

export type DescriptionLevel = "missing" | "short" | "good" | "long";

export function descriptionGauge(description: string): { length: number; level: DescriptionLevel; hint: string } {
  const length = description.trim().length;
  if (length === 0) return { length, level: "missing", hint: "No description yet." };
  if (length < DESCRIPTION_GOOD_MIN) {
    return { length, level: "short", hint: `Short: ${DESCRIPTION_GOOD_MIN}–${DESCRIPTION_GOOD_MAX} characters reads best.` };
  }
  if (length > DESCRIPTION_GOOD_MAX) {
    return { length, level: "long", hint: `Long: search results cut it after about ${DESCRIPTION_GOOD_MAX} characters.` };
  }
  return { length, level: "good", hint: "Good length." };
}

export interface SeoWarning {
  kind: "title-cut" | "duplicate-title" | "missing-description" | "duplicate-description";
  field: "title" | "description";
  message: string;
}

export interface SiteSeoEntry {
  path: string;
  title: string;
  description: string;
}

const comparable = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** What the panel warns about: a cut title, a missing description, a title or description another page already uses. */
export function seoWarnings(seo: Pick<DraftSeo, "title" | "description">, path: string, siteSeo: readonly SiteSeoEntry[]) {
  const warnings: SeoWarning[] = [];
  const others = siteSeo.filter((page) => page.path !== path);
  const title = comparable(seo.title);
  const description = comparable(seo.description);

  const preview = titlePreview(seo.title);
  if (preview.cut) {
    warnings.push({
      kind: "title-cut",
      field: "title",
      message: `The title has ${preview.length} characters; search results and the browser tab show the first ${SEO_TITLE_MAX}: "${preview.shown}".`,
    });
  }
  const sameTitle = title ? others.find((page) => comparable(page.title) === title) : undefined;
  if (sameTitle) warnings.push({ kind: "duplicate-title", field: "title", message: `${sameTitle.path} has the same title.` });
  if (!description)
    warnings.push({
      kind: "missing-description",
      field: "description",
      message: "The page has no description; search engines will pick text from the page.",
    });
  const sameDescription = description ? others.find((page) => comparable(page.description) === description) : undefined;
  if (sameDescription)
    warnings.push({
      kind: "duplicate-description",
      field: "description",
      message: `${sameDescription.path} has the same description.`,
    });
  return warnings;
}

/** The result's address line: "site.example › rehab › seo". */
export function snippetBreadcrumb(publicUrl: string, path: string): string {
  const url = new URL(absoluteUrl(publicUrl, path));
  return [url.host, ...url.pathname.split("/").filter(Boolean)].join(" › ");
}

/** The host a social card names: "site.example". */
export function cardHost(publicUrl: string): string {
  return new URL(publicUrl).host;
}

export type StructuredDataParse = { ok: true; value: Record<string, unknown> | undefined } | { ok: false; error: string };

/** The structured data box: empty is none; anything else must be one JSON object. */
export function parseStructuredData(text: string): StructuredDataParse {
  if (text.trim() === "") return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${(error as Error).message}` };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, error: 'Structured data must be one JSON object, like { "@type": "Service" }.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** Keywords typed as "seo, rehab marketing, ,ppc": trimmed, without empties or repeats. */
export function parseKeywords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    ),
  ];
}
