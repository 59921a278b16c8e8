import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface AccordionEntry {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * Questions and answers with one item open at a time; clicking the open one
 * closes it (spec: FAQ and the faq section). Answers stay in the HTML while
 * closed (hidden), so search engines, find-in-page and the FAQPage data see
 * them and the server render matches the browser's.
 */
export function Accordion({
  entries,
  defaultOpen,
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
  const controlled = value === undefined ? {} : { value };
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      defaultValue={defaultOpen}
      {...controlled}
      onValueChange={onValueChange}
      className={cn("divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-ink", className)}
    >
      {entries.map((entry) => (
        <AccordionPrimitive.Item key={entry.id} value={entry.id} data-accordion-item="">
          <AccordionPrimitive.Header asChild>
            <Heading className="m-0">
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px]">
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content forceMount className="px-5 pb-5 text-muted data-[state=closed]:hidden">
            {entry.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
