import type { MetaDescriptor } from "react-router";
import { breadcrumbJsonLd } from "./breadcrumb-list";
import { formatLongDate } from "./dates";
import { buildMeta } from "./meta";
import type { SiteConfig } from "./site-config";

/** What the meta and the trail need of a legal document (content/legal/document.ts has the whole shape). */
interface LegalHeading {
  title: string;
  description: string;
}

/** Home › Privacy Policy: the breadcrumb trail of a legal page, shown and in its structured data. */
export function legalTrail(document: Pick<LegalHeading, "title">) {
  return [{ label: "Home", href: "/" }, { label: document.title }];
}

export function legalMeta(document: LegalHeading, path: string, site: SiteConfig): MetaDescriptor[] {
  return buildMeta(
    {
      title: `${document.title} | ${site.agency.name}`,
      description: document.description,
      path,
      structuredData: breadcrumbJsonLd(legalTrail(document), site.publicUrl, path),
    },
    site,
  );
}

/** A legal version ("2026-11-21") as "November 21, 2026", read as a calendar date so no time zone shifts it. */
export function formatLegalDate(version: string): string {
  return formatLongDate(`${version}T00:00:00Z`);
}
