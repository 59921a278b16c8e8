import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

export interface AccordionEntry {
  id: string;
  question: ReactNode;
  answer: ReactNode;
  /** Left out by a search (the FAQ): kept in the page, hidden. */
  hidden?: boolean;
}

/**
 * Questions and answers with one item open at a time; clicking the open one
 * closes it (spec: FAQ and the faq section). Exclusive <details name>: the
 * browser opens and closes them, with or without JavaScript, and keeps one
 * open per group; no script and no hydration. Answers stay in the HTML while
 * closed, so search engines, find-in-page (which opens the item it finds) and
 * the FAQPage data see them. Each question is a heading inside its summary.
 */
export function Accordion({
  entries,
  name,
  defaultOpen = "",
  className,
  headingLevel: Heading = "h3",
}: {
  entries: AccordionEntry[];
  /** The group's name: items sharing it are exclusive. Unique per accordion by default. */
  name?: string;
  defaultOpen?: string;
  className?: string;
  headingLevel?: "h2" | "h3" | "h4";
}) {
  const generatedName = useId();
  const group = name ?? generatedName;
  return (
    <div className={cn("divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-ink", className)}>
      {entries.map((entry) => (
        <details
          key={entry.id}
          name={group}
          open={defaultOpen === entry.id || undefined}
          hidden={entry.hidden || undefined}
          data-accordion-item=""
          className="group"
        >
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold text-ink">{entry.question}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div data-accordion-panel="" className="px-5 pb-5 text-muted">
            {entry.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
