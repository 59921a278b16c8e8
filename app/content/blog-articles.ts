/**
 * The blog's built-in articles, seeded as published `blog_article` rows of
 * content_research (idempotent on slug: an article edited or deleted by an
 * admin is left alone).
 */
export interface BlogArticleSeed {
  /** URL slug: /blog/{slug}. */
  slug: string;
  title: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  author: string;
  /** ISO date, for example 2026-03-04. */
  publishedAt: string;
  updatedAt?: string;
  /** The service page the article relates to: a site path such as /rehab/seo. */
  service: string;
  /** HTML. */
  content: string;
}

// PLACEHOLDER (schema branch): one short article so the blog can be built and tested.
// The copy writer's version of this file replaces it at merge; drop this article then.
export const blogArticles: BlogArticleSeed[] = [
  {
    slug: "placeholder-call-tracking-for-admissions",
    title: "Placeholder: Call Tracking for Admissions Teams",
    excerpt: "Placeholder article for the schema branch: why admissions calls need source tracking before budgets move.",
    seoTitle: "Placeholder: Call Tracking for Admissions",
    seoDescription: "Placeholder article used while the blog copy is written: call tracking for treatment center admissions.",
    author: "Recovery Growth Partners",
    publishedAt: "2026-01-15",
    updatedAt: "2026-02-01",
    service: "/rehab/ppc",
    content:
      "<p>Placeholder text, replaced at merge. Most admissions start with a phone call, so a campaign that cannot tie calls to their source cannot be judged on admissions.</p><h2>What to track</h2><ul><li>The source of each call</li><li>Whether a VOB followed</li><li>Whether the caller was admitted</li></ul>",
  },
];
