import { absoluteUrl } from "../meta";
import type { SiteConfig } from "../site-config";
import { faqPageJsonLd } from "../structured-data";
import type { PageSchema } from "./page-schema";

/** schema.org data for schema-driven pages and blog articles. */

function publisher(site: SiteConfig) {
  return {
    "@type": "Organization",
    name: site.agency.name,
    url: site.publicUrl,
    logo: { "@type": "ImageObject", url: absoluteUrl(site.publicUrl, "/logo.svg") },
  };
}

/** A Service offered by the agency, to the whole country or to one place. */
export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  site: SiteConfig;
  cityName?: string;
  stateName?: string;
}): Record<string, unknown> {
  const { site } = input;
  let areaServed: Record<string, unknown> = { "@type": "Country", name: "United States" };
  if (input.cityName && input.stateName) {
    areaServed = { "@type": "City", name: input.cityName, containedInPlace: { "@type": "State", name: input.stateName } };
  } else if (input.stateName) {
    areaServed = { "@type": "State", name: input.stateName };
  }
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: absoluteUrl(site.publicUrl, input.path),
    provider: { "@type": "Organization", name: site.agency.name, url: site.publicUrl },
    areaServed,
  };
}

export function articleJsonLd(input: {
  headline: string;
  description: string;
  path: string;
  site: SiteConfig;
  datePublished: string;
  dateModified?: string;
  /** A person's name; the agency itself is an Organization author. */
  author?: string;
  image?: string;
}): Record<string, unknown> {
  const { site } = input;
  const url = absoluteUrl(site.publicUrl, input.path);
  const author =
    !input.author || input.author === site.agency.name
      ? { "@type": "Organization", name: site.agency.name, url: site.publicUrl }
      : { "@type": "Person", name: input.author };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline.slice(0, 110),
    description: input.description,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    image: absoluteUrl(site.publicUrl, input.image ?? "/og-image.png"),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author,
    publisher: publisher(site),
  };
}

/** FAQPage for every faq section with questions on the page, or null when none shows. */
export function schemaFaqJsonLd(schema: PageSchema): Record<string, unknown> | null {
  const entries = schema.sections
    .filter((section) => section.type === "faq")
    .flatMap((section) => section.items ?? [])
    .filter((item) => item.description)
    .map((item) => ({ question: item.title, answer: item.description ?? "" }));
  return entries.length > 0 ? faqPageJsonLd(entries) : null;
}
