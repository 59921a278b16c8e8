// @ts-check
/**
 * The chat launcher (issue 13 item 1, docs/page-loading.md "The chat
 * widget"). The server renders the button alone (app/components/chat/
 * chat-button.tsx, a few hundred bytes) with data-island="chat" and
 * data-island-when="idle"; the island loader brings this small file when the
 * browser is idle or the visitor touches the button. It owns the window's
 * frame (open, minimise, close, Escape, focus in and back) and fetches the
 * chat bundle (chat-window.ts): at once when idle, so opening is instant, or
 * at the click. While the bundle loads the window says Loading chat...; past
 * the spec's 5 seconds (public-site §9) it says so plainly and offers a retry.
 */

const LOADING_LIMIT_MS = 5000;
/** The window's state for the next page of this visit (chat-state.ts WINDOW_KEY). */
const WINDOW_KEY = "chat_window";
const LOADING_TEXT = "Loading chat...";
const TOO_SLOW_TEXT = "The chat could not load within 5 seconds. Please check your connection and try again.";

/** @typedef {{ mountChat(body: HTMLElement, options: { metrics: boolean }): { focus(): void, opened(): void } }} ChatBundle */

/** @returns {Promise<ChatBundle>} */
function loadBundle() {
  /** @type {{ load(name: string): Promise<unknown> } | undefined} */
  const islands = /** @type {any} */ (window).islands;
  return /** @type {Promise<ChatBundle>} */ (
    islands ? islands.load("chat-window") : Promise.reject(new Error("no island loader"))
  );
}

/** @param {string} state */
function remember(state) {
  try {
    if (state === "closed") sessionStorage.removeItem(WINDOW_KEY);
    else sessionStorage.setItem(WINDOW_KEY, state);
  } catch {
    // Storage refused: the window just starts closed on the next page.
  }
}

function remembered() {
  try {
    return sessionStorage.getItem(WINDOW_KEY);
  } catch {
    return null;
  }
}

/**
 * @param {string} tag
 * @param {string} className
 * @param {string} [text]
 */
function el(tag, className, text) {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * @param {HTMLElement} root the element with data-island="chat"
 * @param {Event} [event] the first touch that loaded this island, if any
 */
export function mount(root, event) {
  const found = root.querySelector("button");
  if (!found) return;
  const button = found;
  /** @type {HTMLElement | null} */
  let frame = null;
  /** @type {HTMLElement | null} */
  let body = null;
  /** @type {HTMLButtonElement | null} */
  let minimise = null;
  /** @type {{ focus(): void, opened(): void } | null} */
  let chat = null;
  let loading = false;

  const build = () => {
    const win = el(
      "section",
      "fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] flex-col overflow-hidden rounded-t-xl border border-slate-300 bg-white text-ink shadow-2xl data-minimized:h-auto sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[32rem] sm:max-h-[calc(100dvh-8rem)] sm:w-96 sm:rounded-xl",
    );
    win.id = button.getAttribute("aria-controls") ?? "chat-window";
    win.setAttribute("role", "dialog");
    win.setAttribute("aria-labelledby", `${win.id}-title`);
    win.tabIndex = -1;
    const header = el("div", "flex items-center gap-2 bg-brand-700 px-4 py-3 text-white");
    const title = el("h2", "flex-1 text-base font-semibold", "Chat with us");
    title.id = `${win.id}-title`;
    minimise = /** @type {HTMLButtonElement} */ (el("button", "rounded px-2 text-xl leading-none hover:bg-brand-800", "\u2013"));
    minimise.type = "button";
    minimise.setAttribute("aria-label", "Minimise chat");
    minimise.setAttribute("aria-expanded", "true");
    const close = /** @type {HTMLButtonElement} */ (
      el("button", "rounded px-2 text-xl leading-none hover:bg-brand-800", "\u00d7")
    );
    close.type = "button";
    close.setAttribute("aria-label", "Close chat");
    header.append(title, minimise, close);
    body = el("div", "flex min-h-0 flex-1 flex-col");
    win.append(header, body);
    minimise.addEventListener("click", () => setMinimised(!win.hasAttribute("data-minimized")));
    close.addEventListener("click", hide);
    win.addEventListener("keydown", (keyEvent) => {
      if (keyEvent.key === "Escape") {
        keyEvent.preventDefault();
        hide();
      }
    });
    root.append(win);
    return win;
  };

  /** @param {boolean} on */
  const setMinimised = (on) => {
    if (!frame || !body || !minimise) return;
    frame.toggleAttribute("data-minimized", on);
    body.hidden = on;
    minimise.setAttribute("aria-label", on ? "Restore chat" : "Minimise chat");
    minimise.setAttribute("aria-expanded", String(!on));
    minimise.textContent = on ? "\u25b4" : "\u2013";
    remember(on ? "minimized" : "open");
    if (!on) chat?.focus();
  };

  const status = (/** @type {string} */ text, /** @type {boolean} */ retry) => {
    if (!body || chat) return;
    const box = el("div", "flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center");
    const line = el("p", "text-slate-700", text);
    line.setAttribute("role", "status");
    box.append(line);
    if (retry) {
      const again = /** @type {HTMLButtonElement} */ (
        el("button", "rounded-md bg-brand-700 px-4 py-2 font-medium text-white", "Try again")
      );
      again.type = "button";
      // A failed import stays failed in this page's module map: a fresh page load fetches it anew.
      again.addEventListener("click", () => (loading ? status(LOADING_TEXT, false) : window.location.reload()));
      box.append(again);
    }
    body.replaceChildren(box);
  };

  // Whether the visitor opened the window while the bundle was still loading (counted once it is there).
  let openedEarly = false;
  const fill = (/** @type {boolean} */ focus) => {
    if (chat || loading || !body) return;
    loading = true;
    status(LOADING_TEXT, false);
    const timer = setTimeout(() => status(TOO_SLOW_TEXT, true), LOADING_LIMIT_MS);
    loadBundle().then(
      (bundle) => {
        clearTimeout(timer);
        loading = false;
        if (!body) return;
        chat = bundle.mountChat(body, { metrics: true });
        if (openedEarly) chat.opened();
        if (focus && frame?.contains(document.activeElement)) chat.focus();
      },
      () => {
        clearTimeout(timer);
        loading = false;
        status(TOO_SLOW_TEXT, true);
      },
    );
  };

  /** @param {boolean} [minimised] @param {boolean} [restored] shown again because it was open on the last page: not a new opening */
  const show = (minimised = false, restored = false) => {
    if (!restored) {
      if (chat) chat.opened();
      else openedEarly = true;
    }
    frame ??= build();
    frame.hidden = false;
    root.toggleAttribute("data-open", true);
    button.setAttribute("aria-expanded", "true");
    setMinimised(minimised);
    frame.focus();
    fill(true);
  };

  function hide() {
    if (!frame) return;
    frame.hidden = true;
    root.toggleAttribute("data-open", false);
    button.setAttribute("aria-expanded", "false");
    remember("closed");
    button.focus();
  }

  button.addEventListener("click", () => (frame && !frame.hidden ? hide() : show()));
  if (event?.type === "click") show();
  else {
    const state = remembered();
    // Open on the last page: shown again, without counting a new opening.
    if (state === "open" || state === "minimized") show(state === "minimized", true);
    // Idle: fetch the bundle now so a later click opens the chat without waiting.
    else loadBundle().catch(() => {});
  }
}
