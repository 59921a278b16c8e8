import { X } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "~/lib/cn";

/** What the opening button needs: its state for assistive technology, and the way back for focus. */
export interface SheetTriggerProps {
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  "aria-haspopup": "dialog";
  "aria-expanded": boolean;
  "aria-controls": string | undefined;
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A side panel over a dimmed backdrop, as a modal dialog: while it is open
 * the rest of the page is inert (no focus, no clicks, hidden from screen
 * readers) and does not scroll, Tab and Shift+Tab cycle inside it, Escape and
 * a click on the backdrop close it, and focus returns to the button that
 * opened it. Nothing of it is rendered while closed, so a page hydrates only
 * the button: a dialog library doing the same cost every page on a phone a
 * few kilobytes of script and a longer hydration.
 */
export function Sheet({
  open,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Renders the button that opens the panel; spread the props onto it. */
  trigger: (props: SheetTriggerProps) => ReactNode;
  title: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // The latest callback, so that a parent passing a new function each render does not re-run the effect below.
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) {
      // Closed after being open: give focus back to the opening button.
      if (wasOpen.current) triggerRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const portal = panel.closest("[data-sheet]");
    const outside = [...document.body.children].filter((element) => element !== portal && !element.hasAttribute("inert"));
    for (const element of outside) element.setAttribute("inert", "");
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panel.querySelector<HTMLElement>(tabbable)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        onOpenChangeRef.current(false);
      } else if (event.key === "Tab" && panel) {
        // Wrap around at either end instead of leaving for the browser's own controls.
        const items = [...panel.querySelectorAll<HTMLElement>(tabbable)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        const inside = panel.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      for (const element of outside) element.removeAttribute("inert");
      document.body.style.overflow = bodyOverflow;
    };
  }, [open]);

  return (
    <>
      {trigger({
        ref: triggerRef,
        onClick: () => onOpenChange(!open),
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        "aria-controls": open ? panelId : undefined,
      })}
      {open
        ? createPortal(
            <div data-sheet="">
              <div
                data-testid="sheet-backdrop"
                aria-hidden="true"
                onClick={() => onOpenChange(false)}
                className="animate-fade-in fixed inset-0 z-50 bg-ink/60"
              />
              <div
                ref={panelRef}
                id={panelId}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                className={cn(
                  "animate-panel-in fixed inset-y-0 right-0 z-50 flex w-4/5 max-w-sm flex-col bg-white shadow-xl focus:outline-none",
                  className,
                )}
              >
                <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
                  <h2 id={titleId} className="text-lg font-bold text-ink">
                    {title}
                  </h2>
                  <button
                    type="button"
                    aria-label={closeLabel}
                    onClick={() => onOpenChange(false)}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
                  >
                    <X aria-hidden="true" className="h-5 w-5" />
                  </button>
                </div>
                {children}
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
