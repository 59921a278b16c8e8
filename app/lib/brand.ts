/**
 * The agency's mark and colours, once: the site's logo (components/site/logo.tsx) and the analyzer's
 * PDF report draw the same shapes. The colours are app.css's brand-600 and ink.
 */
export const BRAND_COLOR = "#0079bf";
export const INK_COLOR = "#0f1f2e";

/** The mark on a 32 × 32 grid: a rounded square, a rising line, a dot at its end. */
export const LOGO_MARK = {
  size: 32,
  radius: 8,
  line: "M8 21.5 14 15l4 4 6-8",
  lineWidth: 2.6,
  dot: { cx: 24, cy: 11, r: 2.2 },
} as const;
