import { Image } from "~/components/site/image";
import { Reveal } from "~/components/site/reveal";
import { isDarkBackground, Section, SectionHeading } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button";
import { Prose } from "../prose";
import type { SectionProps } from "./types";

/** Written copy (trusted HTML) with an optional heading, picture and call to action. */
export function ContentSection({ section, headingId }: SectionProps) {
  const background = section.background ?? "default";
  const dark = isDarkBackground(background);
  const body = (
    <Reveal>
      {section.content ? <Prose html={section.content} dark={dark} className={section.title ? "mt-8" : undefined} /> : null}
      {section.ctaText && section.ctaUrl ? (
        <ButtonLink to={section.ctaUrl} variant={dark ? "inverse" : "primary"} className="mt-8">
          {section.ctaText}
        </ButtonLink>
      ) : null}
    </Reveal>
  );
  return (
    <Section background={background} aria-labelledby={section.title ? headingId : undefined}>
      {section.title ? (
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} background={background} />
      ) : null}
      {section.imageUrl ? (
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          {body}
          <Image src={section.imageUrl} alt={section.imageAlt ?? ""} width={1200} height={675} className="mt-8 rounded-xl" />
        </div>
      ) : (
        body
      )}
    </Section>
  );
}
