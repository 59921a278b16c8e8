import "../zod-setup";
import { z } from "zod";

/**
 * The shape of a schema-driven page (tools-and-back-office spec: page_schemas,
 * Page schema, Section, Section item). Stored as JSON in page_schemas.schema,
 * validated on every write and again on read, so a bad row renders as a 404
 * instead of a broken page.
 */

export const sectionTypes = ["hero", "features", "benefits", "testimonials", "cta", "faq", "content"] as const;
export const sectionBackgrounds = ["dark", "gradient", "primary", "secondary", "default"] as const;
export const pageTypes = ["service", "location", "blog"] as const;

/**
 * Icon names a section item may use. The renderer maps each to a lucide icon;
 * an unknown name gets a neutral default, so content never breaks a page.
 */
export const iconNames = [
  "search",
  "target",
  "layout",
  "megaphone",
  "chart",
  "shield",
  "users",
  "phone",
  "calendar",
  "file-text",
  "map-pin",
  "star",
  "heart",
  "brain",
  "home",
  "pill",
  "stethoscope",
  "link",
  "mail",
  "dollar",
  "clock",
  "check",
  "award",
  "message",
  "trending-up",
  "settings",
  "globe",
  "lock",
  "video",
  "book",
] as const;
export type IconName = (typeof iconNames)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

export const sectionItemSchema = z.object({
  id: text(80),
  title: text(200),
  description: z.string().max(4000).optional(),
  icon: z.string().max(40).optional(),
  /** Internal path (`/contact`) or absolute URL. */
  link: z.string().max(500).optional(),
  imageUrl: z.string().max(500).optional(),
});

export const sectionSchema = z.object({
  id: text(80),
  /** One of sectionTypes; anything else gets the plain fallback rendering. */
  type: text(40),
  title: z.string().max(200).optional(),
  subtitle: z.string().max(1000).optional(),
  background: z.enum(sectionBackgrounds).optional(),
  ctaText: z.string().max(80).optional(),
  ctaUrl: z.string().max(500).optional(),
  /** Rich text: sanitised against app/lib/content/rich-text.ts by the page store on write and on read. */
  content: z.string().max(50_000).optional(),
  imageUrl: z.string().max(500).optional(),
  imageAlt: z.string().max(300).optional(),
  items: z.array(sectionItemSchema).max(40).optional(),
});

export const seoSchema = z.object({
  title: text(120),
  description: text(320),
  keywords: z.array(z.string().max(80)).max(30).optional(),
  ogImage: z.string().max(500).optional(),
  ogType: z.string().max(40).optional(),
  /** Absolute or site-relative; defaults to the page's own path. */
  canonicalUrl: z.string().max(500).optional(),
  cityName: z.string().max(120).optional(),
  stateName: z.string().max(120).optional(),
  structuredData: z.record(z.string(), z.unknown()).optional(),
  /** Keep the page out of search results: robots noindex, and no sitemap entry. */
  noindex: z.boolean().optional(),
});

export const pageSchema = z.object({
  seo: seoSchema,
  /** Breadcrumb label of this page; the path gives the trail. */
  breadcrumb: z.string().max(80).optional(),
  sections: z.array(sectionSchema).min(1).max(40),
});

export type SectionItem = z.infer<typeof sectionItemSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type PageSeo = z.infer<typeof seoSchema>;
export type PageSchema = z.infer<typeof pageSchema>;
export type PageType = (typeof pageTypes)[number];

/** A page shipped with the site, loaded into page_schemas by the seed. */
export interface SeedPage {
  path: string;
  type: PageType;
  schema: PageSchema;
}

export { normalizePagePath } from "./page-path";
