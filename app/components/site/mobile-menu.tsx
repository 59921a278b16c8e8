import { Menu, X } from "lucide-react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import type { HeaderLogin } from "~/lib/auth/header-login";
import { cn } from "~/lib/cn";
import { isMenuItemActive, mobileMenu } from "~/lib/nav";
import { HeaderLoginOptions } from "./header-login";

const MENU_ID = "mobile-menu";

/**
 * The mobile menu of spec §2: a button opens a right-side panel titled Menu
 * over a dimmed backdrop. It is a modal <dialog> the platform opens and
 * closes itself (`command`/`commandfor` on the buttons, `closedby="any"` for
 * the backdrop, Escape): while it is open the rest of the page is inert and
 * focus goes back to the button when it closes. The site island
 * (app/islands/site.js) adds aria-expanded, Tab wrapping, closing on a link
 * and on leaving the page. Every link loads a new page, so a path change
 * always shows the menu closed. No React state: the server renders it whole.
 */
export function MobileMenu({ login = null }: { login?: HeaderLogin | null }) {
  const { pathname } = useLocation();
  // Invoker commands (not yet in React's types): the platform opens and closes the dialog without script.
  const opens = { commandfor: MENU_ID, command: "show-modal" };
  const closes = { commandfor: MENU_ID, command: "close" };
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={MENU_ID}
        {...opens}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <dialog
        id={MENU_ID}
        data-menu=""
        aria-labelledby={`${MENU_ID}-title`}
        closedby="any"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-4/5 max-w-sm flex-col border-0 bg-white p-0 text-ink shadow-xl open:flex backdrop:bg-ink/60"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id={`${MENU_ID}-title`} className="text-lg font-bold text-ink">
            Menu
          </h2>
          <button
            type="button"
            aria-label="Close menu"
            data-menu-close=""
            {...closes}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {mobileMenu.map((item) => {
              const active = isMenuItemActive(item.to, pathname);
              return (
                <li key={item.to}>
                  <a
                    href={item.to}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-4 py-3 text-base font-medium",
                      active ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-slate-50",
                    )}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
          {login ? (
            <div className="mt-4 border-t border-slate-200 pt-4">
              <HeaderLoginOptions login={login} layout="menu" />
            </div>
          ) : null}
        </nav>
        <div className="border-t border-slate-200 p-5">
          <ButtonLink to="/contact" className="w-full">
            Get in Touch
          </ButtonLink>
        </div>
      </dialog>
    </div>
  );
}
