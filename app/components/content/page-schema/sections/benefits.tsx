import { Reveal } from "~/components/site/reveal";
import { isDarkBackground, Section, SectionHeading } from "~/components/site/section";
import { cn } from "~/lib/cn";
import { iconFor } from "../icons";
import type { SectionProps } from "./types";

/** A two-column list of outcomes, each with an icon, a bold lead and a sentence. */
export function BenefitsSection({ section, headingId }: SectionProps) {
  const background = section.background ?? "secondary";
  const dark = isDarkBackground(background);
  return (
    <Section background={background} aria-labelledby={section.title ? headingId : undefined}>
      {section.title ? (
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} background={background} />
      ) : null}
      <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {(section.items ?? []).map((item) => {
          const Icon = iconFor(item.icon ?? "check");
          return (
            <li key={item.id} className="flex gap-4">
              <Icon aria-hidden="true" className={cn("mt-1 h-6 w-6 shrink-0", dark ? "text-brand-100" : "text-brand-700")} />
              <Reveal>
                <h3 className={cn("text-lg font-semibold", dark ? "text-white" : "text-ink")}>{item.title}</h3>
                {item.description ? (
                  <p className={cn("mt-1", dark ? "text-brand-50" : "text-muted")}>{item.description}</p>
                ) : null}
              </Reveal>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
