import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

/** Spec public-site §9: animation threshold 0.1, duration 700 ms (the duration is in app.css, [data-reveal]). */
export const REVEAL_THRESHOLD = 0.1;

export interface RevealProps {
  children: ReactNode;
  className?: string;
  /** The element to render; a div by default. */
  as?: "div" | "section" | "li" | "article";
  /** Staggers items of a group: the delay before this one fades in. */
  delayMs?: number;
}

/**
 * One observer for every Reveal on the page. Its first report on an element
 * says where the element is, without forcing a layout: asking each element
 * for getBoundingClientRect while others change their attributes made the
 * browser lay the page out once per element during hydration.
 */
let sharedObserver: IntersectionObserver | undefined;
const seen = new WeakSet<Element>();

function observer(): IntersectionObserver {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (entry.isIntersecting) {
          // In view: show it (a no-op for content that was never hidden) and stop watching.
          if (element.dataset.reveal === "hidden") element.dataset.reveal = "shown";
          sharedObserver?.unobserve(element);
        } else if (!seen.has(element) && entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight)) {
          // First report, below the fold: hide it until it scrolls into view.
          element.dataset.reveal = "hidden";
        }
        seen.add(element);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  return sharedObserver;
}

/**
 * Fades and lifts content in as it scrolls into view. The server HTML and a
 * page without JavaScript show everything: content is hidden only after
 * hydration, only when it is below the fold (so it is off-screen when it
 * hides), and never for people who ask for reduced motion. Hiding uses
 * opacity and transform, which move nothing else on the page (no layout shift).
 */
export function Reveal({ children, className, as: Tag = "div", delayMs }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (delayMs) element.style.transitionDelay = `${delayMs}ms`;
    const watcher = observer();
    watcher.observe(element);
    return () => {
      watcher.unobserve(element);
      seen.delete(element);
      if (element.dataset.reveal === "hidden") element.dataset.reveal = "shown";
    };
  }, [delayMs]);

  return (
    <Tag ref={ref as never} className={cn(className)}>
      {children}
    </Tag>
  );
}
