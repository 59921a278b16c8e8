import { cityPath, cityServiceName, statePath } from "~/lib/content/city-services";
import { STUDIO_TEXT, type StudioIssue } from "~/lib/content/studio";
import { checkResearchDraft, type ResearchDraft } from "~/lib/content/studio-research";
import type { SiteConfig } from "~/lib/site-config";
import { publicSiteConfig } from "../../config";
import { locationReads } from "../../seo";
import { sanitizeRichText } from "../rich-text/sanitize";
import { type ArticlePlace, articlePlace } from "./article-place";
import { type PreviewArgs, readPreviewBody } from "./preview-request";

/**
 * POST /api/admin/content/:id/preview: `{ schema }`, the article editor's
 * unsaved draft (issue 22 items 3 and 11). The pages' preview rules
 * (preview-request.ts): admin only, the same byte cap and messages, nothing
 * saved, answered `no-store`. The record must exist; its type and place
 * decide the page it is shown in (its city service page or its blog
 * article). What cannot be read of the draft is left empty and named; the
 * HTML goes through the public render's sanitiser.
 */
export interface ArticlePreviewSubject {
  draft: ResearchDraft;
  issues: StudioIssue[];
  place: ArticlePlace;
  /** A city service article's page: its service and place, and the other locations band. */
  cityService: {
    service: { slug: string; name: string };
    state: { name: string; abbreviation: string; href: string };
    city: { name: string; href: string };
    otherLocations: { state: string; cities: { name: string; href: string }[] }[];
  } | null;
  site: SiteConfig;
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/** The draft as far as it can be read: the whole when it passes the draft check, else each text field that is text. */
function readableDraft(value: unknown): { draft: ResearchDraft; issues: StudioIssue[] } {
  const checked = checkResearchDraft(value);
  if (checked.ok) return { draft: checked.schema, issues: [] };
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const seo = (typeof raw.seo === "object" && raw.seo !== null ? raw.seo : {}) as Record<string, unknown>;
  return {
    draft: {
      title: text(raw.title, 200),
      excerpt: text(raw.excerpt, 1000),
      content: text(raw.content, 200_000),
      seo: { title: text(seo.title, 120), description: text(seo.description, 320) },
    },
    issues: checked.issues,
  };
}

export async function readArticlePreviewRequest(args: PreviewArgs): Promise<ArticlePreviewSubject> {
  const { id: recordId, body, services } = await readPreviewBody(args, STUDIO_TEXT.noSuchRecord);
  const record = await services.studio.research.getDraft(recordId);
  const place = await articlePlace(services.studio.deps, record);
  const { draft, issues } = readableDraft(body.schema);
  const safe = { ...draft, content: sanitizeRichText(draft.content) };

  let cityService: ArticlePreviewSubject["cityService"] = null;
  if (place.kind === "city-service" && place.path && place.stateSlug && place.citySlug && place.serviceSlug) {
    const locations = locationReads(args.context, services);
    const city = await locations.cityBySlugs(place.stateSlug, place.citySlug);
    if (city) {
      cityService = {
        service: { slug: place.serviceSlug, name: cityServiceName(place.serviceSlug) ?? place.serviceSlug },
        state: { name: city.state.name, abbreviation: city.state.abbreviation, href: statePath(city.state.slug) },
        city: { name: city.name, href: cityPath(city.state.slug, city.slug) },
        otherLocations: await locations.otherLocations(city),
      };
    }
  }
  return { draft: safe, issues, place, cityService, site: publicSiteConfig(services.config) };
}
