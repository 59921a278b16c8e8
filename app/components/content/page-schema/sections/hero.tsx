import { Image } from "~/components/site/image";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeading } from "~/components/site/section";
import type { Section as SectionData } from "~/lib/content/page-schema";

/**
 * The page's hero: its only h1. A later hero section (stored content may
 * have one) renders as an ordinary band with an h2, so the outline stays sound.
 */
export function HeroSection({
  section,
  headingId,
  primary,
  fallbackTitle,
  art,
}: {
  section: SectionData;
  headingId: string;
  primary: boolean;
  fallbackTitle: string;
  art?: { src: string; alt: string };
}) {
  const title = section.title?.trim() || fallbackTitle;
  const cta = section.ctaText && section.ctaUrl ? { text: section.ctaText, to: section.ctaUrl } : undefined;
  if (!primary) {
    return (
      <Section background={section.background ?? "gradient"} aria-labelledby={headingId}>
        <SectionHeading id={headingId} title={title} subtitle={section.subtitle} background={section.background ?? "gradient"} />
      </Section>
    );
  }
  const image = section.imageUrl ? { src: section.imageUrl, alt: section.imageAlt ?? "" } : art;
  return (
    <PageHero
      title={title}
      subtitle={section.subtitle}
      cta={cta}
      aside={
        image ? (
          <Image src={image.src} alt={image.alt} width={1200} height={675} sizes="(min-width: 1024px) 40vw, 0px" />
        ) : undefined
      }
    />
  );
}
