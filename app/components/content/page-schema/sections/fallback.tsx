import { isDarkBackground, Section, SectionHeading } from "~/components/site/section";
import { cn } from "~/lib/cn";
import { Prose } from "../prose";
import type { SectionProps } from "./types";

/** A section of a type this renderer does not know: its text, plainly, so stored content never breaks a page. */
export function FallbackSection({ section, headingId }: SectionProps) {
  const background = section.background ?? "default";
  const dark = isDarkBackground(background);
  return (
    <Section background={background} aria-labelledby={section.title ? headingId : undefined}>
      {section.title ? (
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} background={background} />
      ) : null}
      {section.content ? <Prose html={section.content} dark={dark} className="mt-6" /> : null}
      {section.items?.length ? (
        <ul className="mt-6 max-w-3xl space-y-4">
          {section.items.map((item) => (
            <li key={item.id}>
              <h3 className={cn("font-semibold", dark ? "text-white" : "text-ink")}>{item.title}</h3>
              {item.description ? <p className={dark ? "text-brand-50" : "text-muted"}>{item.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
