// @ts-check
/**
 * The FAQ's live search (spec public-site §2 FAQ, §4). Without this script
 * the search is a GET form (/faq?q=...) that the server answers with the
 * same filtering (app/lib/content/faq-search.ts) and the same empty state; with it,
 * the list filters as the visitor types. The accordion needs no script: each
 * category is a group of exclusive <details name>.
 */

/** @param {HTMLElement} root the element with data-island="faq" */
export function mount(root) {
  const form = root.querySelector("form[data-faq-search]");
  const input = form?.querySelector('input[name="q"]');
  if (!(form instanceof HTMLFormElement) || !(input instanceof HTMLInputElement)) return;
  const categories = [...root.querySelectorAll("[data-faq-category]")].filter((element) => element instanceof HTMLElement);
  const empty = root.querySelector("[data-faq-empty]");
  const status = root.querySelector("[data-faq-status]");

  /** Case-insensitive substring over question and answer, as the server's filterFaq. */
  const filter = () => {
    const needle = input.value.trim().toLocaleLowerCase("en-US");
    let count = 0;
    for (const category of categories) {
      let shown = 0;
      for (const item of category.querySelectorAll("[data-accordion-item]")) {
        if (!(item instanceof HTMLElement)) continue;
        const question = item.querySelector("summary")?.textContent ?? "";
        const answer = item.querySelector("[data-accordion-panel]")?.textContent ?? "";
        const match =
          !needle || question.toLocaleLowerCase("en-US").includes(needle) || answer.toLocaleLowerCase("en-US").includes(needle);
        item.hidden = !match;
        if (match) shown++;
      }
      category.hidden = shown === 0;
      count += shown;
    }
    if (empty instanceof HTMLElement) empty.hidden = count > 0;
    if (status) status.textContent = needle ? `${count} ${count === 1 ? "question" : "questions"} found` : "";
    // The address matches what is shown, so a reload or a shared link gives the same list (rendered by the server).
    const url = new URL(location.href);
    if (needle) url.searchParams.set("q", input.value);
    else url.searchParams.delete("q");
    history.replaceState(history.state, "", url);
  };

  input.addEventListener("input", filter);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    filter();
  });
  root.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-faq-clear]")) return;
    event.preventDefault();
    input.value = "";
    filter();
    input.focus();
  });
  // The browser may have restored a typed query (back/forward): show what it says.
  if (input.value !== input.defaultValue) filter();
}
