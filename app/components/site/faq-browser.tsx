import { Search, X } from "lucide-react";
import { Accordion } from "~/components/ui/accordion";
import { buttonVariants } from "~/components/ui/button";
import type { FaqCategory } from "~/lib/content/faq-search";
import { filterFaq } from "~/lib/content/faq-search";

const FORM_ID = "faq-search";

/**
 * The FAQ by category with its search (spec §2 FAQ, §4), rendered whole by
 * the server. The search is a GET form: without JavaScript, /faq?q=... comes
 * back filtered by the server, with the same empty state; with it, the FAQ
 * island (app/islands/faq.js) filters as the visitor types. Every question
 * stays in the page (those a search leaves out are hidden), so the island can
 * filter again from any starting point. Each category is one exclusive
 * <details> group: one question open per category, with or without script.
 */
export function FaqBrowser({ categories, query = "" }: { categories: FaqCategory[]; query?: string }) {
  const matches = filterFaq(categories, query);
  const shownIds = new Set(matches.flatMap((category) => category.items.map((item) => item.id)));
  const matchCount = shownIds.size;
  const searching = query.trim() !== "";

  return (
    <div data-island="faq">
      <search>
        <form id={FORM_ID} method="get" action="/faq" data-faq-search="">
          <label htmlFor={`${FORM_ID}-input`} className="block text-sm font-semibold text-ink">
            Search the FAQ
          </label>
          <div className="relative mt-2 max-w-2xl">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
            />
            <input
              id={`${FORM_ID}-input`}
              type="search"
              name="q"
              defaultValue={query}
              placeholder="Search questions..."
              autoComplete="off"
              className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-28 pl-10 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600"
            />
            <button
              type="submit"
              className={buttonVariants({ size: "sm", className: "absolute top-1/2 right-1.5 -translate-y-1/2" })}
            >
              Search
            </button>
          </div>
          <p aria-live="polite" className="sr-only" data-faq-status="">
            {searching ? `${matchCount} ${matchCount === 1 ? "question" : "questions"} found` : ""}
          </p>
        </form>
      </search>

      <div
        data-faq-empty=""
        hidden={matchCount > 0 || undefined}
        className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
      >
        <p className="text-lg text-ink">No questions found matching your search.</p>
        {/* Without script a form of its own asks for /faq again (the whole FAQ); the island clears the box instead. */}
        <form method="get" action="/faq">
          <button type="submit" data-faq-clear="" className={buttonVariants({ variant: "secondary", className: "mt-6" })}>
            <X aria-hidden="true" className="h-4 w-4" /> Clear search
          </button>
        </form>
      </div>

      <div className="mt-10 space-y-12">
        {categories.map((category) => {
          const hidden = !category.items.some((item) => shownIds.has(item.id));
          return (
            <section
              key={category.id}
              aria-labelledby={`faq-${category.id}`}
              data-category={category.id}
              data-faq-category=""
              hidden={hidden || undefined}
            >
              <h2 id={`faq-${category.id}`} className="text-2xl font-bold tracking-tight text-ink">
                {category.title}
              </h2>
              <Accordion
                className="mt-4"
                name={`faq-${category.id}`}
                entries={category.items.map((item) => ({
                  id: item.id,
                  question: item.question,
                  answer: <p>{item.answer}</p>,
                  hidden: !shownIds.has(item.id),
                }))}
              />
            </section>
          );
        })}
      </div>
    </div>
  );
}
