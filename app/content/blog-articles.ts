import { admissionsCallArticle } from "./blog-articles/admissions-call";
import { costPerAdmissionArticle } from "./blog-articles/cost-per-admission";
import { googleAdsAfterLegitscriptArticle } from "./blog-articles/google-ads-after-legitscript";
import { googleBusinessProfileArticle } from "./blog-articles/google-business-profile";
import { hipaaTrackingPixelsArticle } from "./blog-articles/hipaa-tracking-pixels";
import { ymylContentTrustArticle } from "./blog-articles/ymyl-content-trust";

/**
 * A blog article shipped with the site. The seed turns each into a
 * content_research row with content_type `blog_article` and status `published`.
 */
export interface BlogArticleSeed {
  /** Lowercase words joined by hyphens; the article lives at /blog/{slug}. */
  slug: string;
  /** The article's H1. */
  title: string;
  /** One or two sentences for the blog index and social previews. */
  excerpt: string;
  /** At most 60 characters, so the meta builder never has to cut it. */
  seoTitle: string;
  /** 120-160 characters. */
  seoDescription: string;
  /** Name and role, as shown in the byline. */
  author: string;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  updatedAt?: string;
  /** The service area the article supports, as a slug: `ppc`, `compliance`, `local-seo`, ... */
  service: string;
  /** Trusted HTML written by the agency: h2/h3, p, ul/ol/li, strong, em and internal links. No h1: the title is the page's H1. */
  content: string;
}

/** Oldest first. */
export const blogArticles: BlogArticleSeed[] = [
  costPerAdmissionArticle,
  hipaaTrackingPixelsArticle,
  googleBusinessProfileArticle,
  admissionsCallArticle,
  ymylContentTrustArticle,
  googleAdsAfterLegitscriptArticle,
];
