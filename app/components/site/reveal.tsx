import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Spec public-site §9: animation threshold 0.1 (app/islands/site.js), duration 700 ms (app.css, [data-reveal]). */
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
 * page without JavaScript show everything: the site island
 * (app/islands/site.js) hides an element only when it is below the fold (so
 * it is off-screen when it hides), and never for people who ask for reduced
 * motion. Hiding uses opacity and transform, which move nothing else on the
 * page (no layout shift).
 */
export function Reveal({ children, className, as: Tag = "div", delayMs }: RevealProps) {
  return (
    <Tag className={cn(className)} data-reveal-on-scroll="" data-reveal-delay={delayMs || undefined}>
      {children}
    </Tag>
  );
}
