import type { ComponentType } from "react";
import { BreadcrumbBand } from "~/components/site/breadcrumb-band";
import { PageHero } from "~/components/site/page-hero";
import type { BreadcrumbItem } from "~/lib/breadcrumb-list";
import type { PageSchema, PageType } from "~/lib/content/page-schema";
import { heroArtByType } from "./hero-art";
import { BenefitsSection } from "./sections/benefits";
import { ContentSection } from "./sections/content";
import { CtaSection } from "./sections/cta";
import { FallbackSection } from "./sections/fallback";
import { FaqSection } from "./sections/faq";
import { FeaturesSection } from "./sections/features";
import { HeroSection } from "./sections/hero";
import { TestimonialsSection } from "./sections/testimonials";
import type { SectionProps } from "./sections/types";

const sectionComponents: Record<string, ComponentType<SectionProps>> = {
  features: FeaturesSection,
  benefits: BenefitsSection,
  testimonials: TestimonialsSection,
  cta: CtaSection,
  faq: FaqSection,
  content: ContentSection,
};

/**
 * A stored page schema as a page: breadcrumbs, then each section with its
 * own component (a plain fallback for types this code does not know). The
 * first hero is the page's only h1; a page without one gets a plain hero
 * from its SEO title, so every page has exactly one h1.
 */
export function SchemaPageView({
  type,
  schema,
  breadcrumbs,
}: {
  type: PageType;
  schema: PageSchema;
  breadcrumbs: BreadcrumbItem[];
}) {
  const firstHero = schema.sections.findIndex((section) => section.type === "hero");
  const fallbackTitle = schema.breadcrumb ?? schema.seo.title;
  return (
    <>
      {breadcrumbs.length > 1 ? <BreadcrumbBand items={breadcrumbs} /> : null}
      {firstHero === -1 ? <PageHero title={fallbackTitle} subtitle={schema.seo.description} /> : null}
      {schema.sections.map((section, index) => {
        const headingId = `section-${index}-${section.id.replace(/[^a-zA-Z0-9_-]/g, "")}`;
        if (section.type === "hero") {
          return (
            <HeroSection
              key={headingId}
              section={section}
              headingId={headingId}
              primary={index === firstHero}
              fallbackTitle={fallbackTitle}
              art={heroArtByType[type]}
            />
          );
        }
        const Component = sectionComponents[section.type] ?? FallbackSection;
        return <Component key={headingId} section={section} headingId={headingId} />;
      })}
    </>
  );
}
