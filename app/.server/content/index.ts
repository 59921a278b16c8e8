/**
 * The face of app/.server/content/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { builtInDocuments, paragraphs, type SiteDocument } from "./built-in-documents";
export { CITY_SERVICE_CONTENT_TYPE } from "./city-services/reader";
export { getMedia, usableImages } from "./media/library";
export type { MediaStorage } from "./media/storage";
export type { PageStore } from "./pages/store";
