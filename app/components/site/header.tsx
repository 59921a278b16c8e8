import { Link, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import type { HeaderLogin } from "~/lib/auth/header-login";
import { cn } from "~/lib/cn";
import { desktopMenu, isMenuItemActive } from "~/lib/nav";
import { HeaderLoginOptions } from "./header-login";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/**
 * Sticky site header: logo left, centred menu, Contact Us right; a menu panel
 * on small screens. `login`: the login options, where spec §2 shows them.
 */
export function Header({ agencyName, login = null }: { agencyName: string; login?: HeaderLogin | null }) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo name={agencyName} />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {desktopMenu.map((item) => {
              const active = isMenuItemActive(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors lg:text-base",
                      active ? "bg-brand-50 text-brand-700" : "text-ink hover:text-brand-700",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {login ? (
            <div className="hidden md:block">
              <HeaderLoginOptions login={login} layout="bar" />
            </div>
          ) : null}
          {/* Signed-in staff get their entries instead: with both, a super admin's header wrapped at 1440 px (issue 20 D2). */}
          {login?.signedIn ? null : (
            <ButtonLink to="/contact" size="sm" className="hidden md:inline-flex">
              Contact Us
            </ButtonLink>
          )}
          <MobileMenu login={login} />
        </div>
      </div>
    </header>
  );
}
