import { Search, X } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { Accordion } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import type { FaqCategory } from "~/lib/faq-search";
import { filterFaq } from "~/lib/faq-search";

/**
 * The FAQ by category with a live search (spec §2 FAQ, §4). Each category is
 * its own controlled accordion, so one question per category is open and
 * clicking the open one closes it. Without JavaScript every answer is shown
 * and the search box, which could not work, is hidden.
 */
export function FaqBrowser({ categories }: { categories: FaqCategory[] }) {
  const [query, setQuery] = useState("");
  const [openByCategory, setOpenByCategory] = useState<Record<string, string>>({});
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const visible = useMemo(() => filterFaq(categories, query), [categories, query]);
  const matchCount = visible.reduce((total, category) => total + category.items.length, 0);

  function clearSearch() {
    setQuery("");
    inputRef.current?.focus();
  }

  return (
    <div>
      <div className="[@media(scripting:none)]:hidden">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
          Search the FAQ
        </label>
        <div className="relative mt-2 max-w-2xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search questions..."
            autoComplete="off"
            className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-4 pl-10 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600"
          />
        </div>
        <p aria-live="polite" className="sr-only">
          {query.trim() ? `${matchCount} ${matchCount === 1 ? "question" : "questions"} found` : ""}
        </p>
      </div>

      {visible.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-lg text-ink">No questions found matching your search.</p>
          <Button variant="secondary" className="mt-6" onClick={clearSearch}>
            <X aria-hidden="true" className="h-4 w-4" /> Clear search
          </Button>
        </div>
      ) : (
        <div className="mt-10 space-y-12 [@media(scripting:none)]:[&_[data-accordion-panel]]:!block">
          {visible.map((category) => (
            <section key={category.id} aria-labelledby={`faq-${category.id}`} data-category={category.id}>
              <h2 id={`faq-${category.id}`} className="text-2xl font-bold tracking-tight text-ink">
                {category.title}
              </h2>
              <Accordion
                className="mt-4"
                value={openByCategory[category.id] ?? ""}
                onValueChange={(value) => setOpenByCategory((open) => ({ ...open, [category.id]: value }))}
                entries={category.items.map((item) => ({
                  id: item.id,
                  question: item.question,
                  answer: <p>{item.answer}</p>,
                }))}
              />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
