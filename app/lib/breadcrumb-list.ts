import { absoluteUrl } from "./meta";

/** One step of a page's breadcrumb trail. Home comes first. */
export interface BreadcrumbItem {
  label: string;
  /** Site path; the last item (the current page) may omit it. */
  href?: string;
}

/** schema.org BreadcrumbList for the same trail; `path` is the current page's path. */
export function breadcrumbJsonLd(items: BreadcrumbItem[], publicUrl: string, path: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: absoluteUrl(publicUrl, item.href ?? path),
    })),
  };
}
