/**
 * The face of app/.server/seo/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

export { type CityDirectoryReader, createCityDirectoryReader } from "./locations/directory";
export { loadOtherLocations, type OtherLocationGroup } from "./locations/other-locations";
// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { locationReads } from "./locations/page-reads";
export { createLocationReader, type LocationReader } from "./locations/reader";
export { createLocationWriter, type LocationWriter } from "./locations/writer";
export type { RedirectStore } from "./redirects/store";
export { createSitemapSource, type SitemapSource } from "./sitemaps/reader";
