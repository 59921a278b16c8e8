/**
 * The face of app/.server/content/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { type BlogReader, createBlogReader } from "./blog/reader";
export { BLOG_ARTICLE } from "./blog/seed";
export { builtInDocuments, paragraphs, type SiteDocument } from "./built-in-documents";
export { CITY_SERVICE_CONTENT_TYPE, type CityServiceContentReader, createCityServiceContentReader } from "./city-services/reader";
export { getMedia, usableImages } from "./media/library";
export type { MediaStorage } from "./media/storage";
export { showsStoredPages } from "./pages/shown-in";
export { createPageStore, type PageStore } from "./pages/store";
export { type ContentResearchWriter, createContentResearchWriter } from "./research/writer";
