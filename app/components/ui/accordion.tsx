import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "~/lib/cn";

export interface AccordionEntry {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * Questions and answers with one item open at a time; clicking the open one
 * closes it (spec: FAQ and the faq section). The WAI-ARIA accordion pattern
 * in plain elements: a heading holding a button with aria-expanded and
 * aria-controls, and a region (a section named by the button). It has no
 * effects and no context, so hydrating a page of questions costs little (a
 * component library's accordion made the FAQ's hydration one long
 * main-thread task on phones). Answers stay in the HTML while closed, so
 * search engines, find-in-page and the FAQPage data see them. A class, not
 * the hidden attribute, hides them: the base styles make [hidden] an
 * !important display:none, which the FAQ's no-JavaScript rule showing every
 * answer ([data-accordion-panel] under scripting:none) could not override.
 */
export function Accordion({
  entries,
  defaultOpen = "",
  value,
  onValueChange,
  className,
  headingLevel: Heading = "h3",
}: {
  entries: AccordionEntry[];
  defaultOpen?: string;
  /** Controlled open item ("" for none), e.g. when a search filters the list. */
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  headingLevel?: "h2" | "h3" | "h4";
}) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = value ?? uncontrolledOpen;
  const idPrefix = useId();

  function toggle(id: string) {
    const next = open === id ? "" : id;
    if (value === undefined) setUncontrolledOpen(next);
    onValueChange?.(next);
  }

  return (
    <div className={cn("divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-ink", className)}>
      {entries.map((entry) => {
        const expanded = open === entry.id;
        const buttonId = `${idPrefix}-${entry.id}-button`;
        const panelId = `${idPrefix}-${entry.id}-panel`;
        return (
          <div key={entry.id} data-accordion-item="" data-state={expanded ? "open" : "closed"}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px]"
              >
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              data-accordion-panel=""
              className={cn("px-5 pb-5 text-muted", !expanded && "hidden")}
            >
              {entry.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
