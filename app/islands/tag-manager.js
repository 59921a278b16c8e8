// @ts-check
/**
 * The optional tag manager (GTM_ID; DESIGN.md §4.7). The server renders this
 * island's element only on public content pages when an id is configured:
 * never in private areas, on lead-form, chat or analyzer pages
 * (app/lib/analytics/paths.ts). The script loads only after the visitor
 * agrees; the answer is remembered in localStorage (a consent record, not a
 * tracker) so the question is asked once. Global Privacy Control or Do Not
 * Track count as "no" without asking.
 */
const KEY = "tag_manager_consent";

/** @param {HTMLElement} element */
export function mount(element) {
  const id = element.dataset.gtmId ?? "";
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(id)) return;
  const nav = /** @type {Navigator & { globalPrivacyControl?: boolean }} */ (navigator);
  if (nav.globalPrivacyControl || nav.doNotTrack === "1") return;
  let answer = null;
  try {
    answer = localStorage.getItem(KEY);
  } catch {}
  if (answer === "yes") return load(id);
  if (answer === "no") return;
  element.className = "fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-lg";
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", "Campaign measurement consent");
  element.innerHTML =
    '<div class="mx-auto flex max-w-5xl flex-wrap items-center gap-3 text-sm text-ink"><p class="flex-1">May we load Google Tag Manager on this page to measure our campaigns? It may set cookies. <a class="underline" href="/cookie-policy">Cookie Policy</a></p><button type="button" data-answer="yes" class="rounded-md bg-brand-700 px-4 py-2 font-medium text-white">Allow</button><button type="button" data-answer="no" class="rounded-md border border-slate-300 px-4 py-2 font-medium">No thanks</button></div>';
  element.addEventListener("click", (event) => {
    const choice = event.target instanceof HTMLElement ? event.target.dataset.answer : undefined;
    if (!choice) return;
    try {
      localStorage.setItem(KEY, choice);
    } catch {}
    element.replaceChildren();
    element.removeAttribute("class");
    if (choice === "yes") load(id);
  });
}

/** Google's standard container snippet, as a nonce'd script element (the page's CSP allows its host here). @param {string} id */
function load(id) {
  const w = /** @type {any} */ (window);
  w.dataLayer = w.dataLayer || [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  const nonce = document.querySelector("script[nonce]");
  if (nonce instanceof HTMLScriptElement && nonce.nonce) script.nonce = nonce.nonce;
  document.head.append(script);
}
