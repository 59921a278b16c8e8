import type { BreadcrumbItem } from "~/lib/breadcrumb-list";
import type { PageSchema, PageType } from "./page-schema";

/** Words that read as acronyms in labels made from paths. */
const ACRONYMS = new Set(["seo", "ppc", "iop", "php", "ptsd", "roi", "adhd", "ocd", "mat"]);

/** `/rehab/seo` gives `Rehab SEO`; `/services/inpatient-treatment` gives `Inpatient Treatment`. */
export function labelFromPath(path: string): string {
  return path
    .split("/")
    .filter((segment) => segment && segment !== "services")
    .flatMap((segment) => segment.split("-"))
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

/** The short name of a page in trails and lists: its breadcrumb label, else one made from its path. */
export function pageLabel(page: { path: string; schema: Pick<PageSchema, "breadcrumb"> }): string {
  return page.schema.breadcrumb?.trim() || labelFromPath(page.path);
}

/** The index a page of each type belongs under; the services index lists guides and plans too. */
export function parentCrumb(type: PageType): Required<BreadcrumbItem> {
  return type === "location" ? { label: "Locations", href: "/locations" } : { label: "Services", href: "/services" };
}

/** Paths above a page, nearest last: `/a/b/c` gives `/a` and `/a/b`. */
export function ancestorPaths(path: string): string[] {
  const segments = path.split("/").filter(Boolean);
  return segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join("/")}`);
}

/**
 * Home, the page type's index, every ancestor that is itself a page, then
 * the page: Home › Services › Rehab SEO for /rehab/seo.
 */
export function pageTrail(
  page: { path: string; type: PageType; schema: Pick<PageSchema, "breadcrumb"> },
  ancestors: { path: string; label: string }[] = [],
): BreadcrumbItem[] {
  const parent = parentCrumb(page.type);
  const middle = ancestors.filter((ancestor) => ancestor.path !== parent.href).map((a) => ({ label: a.label, href: a.path }));
  return [{ label: "Home", href: "/" }, parent, ...middle, { label: pageLabel(page) }];
}
