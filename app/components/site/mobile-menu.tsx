import { Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";
import { isMenuItemActive, mobileMenu } from "~/lib/nav";

/**
 * The mobile menu of spec §2: a button opens a right-side panel titled Menu.
 * It closes on the backdrop, the close button, Escape, any link and every
 * path change (browser back and forward included).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a path change.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <div className="md:hidden">
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Menu"
        closeLabel="Close menu"
        trigger={(props) => (
          <button
            type="button"
            aria-label="Open menu"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
            {...props}
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
        )}
      >
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {mobileMenu.map((item) => {
              const active = isMenuItemActive(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={() => setOpen(false)}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-4 py-3 text-base font-medium",
                      active ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-slate-50",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-slate-200 p-5">
          <ButtonLink to="/contact" onClick={() => setOpen(false)} className="w-full">
            Get in Touch
          </ButtonLink>
        </div>
      </Sheet>
    </div>
  );
}
