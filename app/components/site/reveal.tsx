import { type ReactNode, useLayoutEffect, useRef } from "react";
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
 * Fades and lifts content in as it scrolls into view. The server HTML and a
 * page without JavaScript show everything: content is hidden only after
 * hydration, only when it is below the fold, and never for people who ask
 * for reduced motion. Hiding uses opacity and transform, which move nothing
 * else on the page (no layout shift).
 */
export function Reveal({ children, className, as: Tag = "div", delayMs }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  // Before paint, so content the visitor can already see is never hidden, even for a frame.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    element.dataset.reveal = "hidden";
    if (delayMs) element.style.transitionDelay = `${delayMs}ms`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.dataset.reveal = "shown";
    };
  }, [delayMs]);

  return (
    <Tag ref={ref as never} className={cn(className)}>
      {children}
    </Tag>
  );
}
