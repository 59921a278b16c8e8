import { cn } from "~/lib/cn";

/**
 * Styles for rich text: headings, paragraphs, lists, links, emphasis and
 * quotes (the allow-list of app/lib/content/rich-text.ts), on light and dark bands.
 * The HTML is sanitised on the server when it is stored and again when the
 * page's content is read (app/.server/content/rich-text), never here: the sanitiser
 * stays out of the browser. Written out because no typography plugin is installed.
 */
const base =
  "max-w-3xl text-lg leading-relaxed [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:pl-1 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&>:first-child]:mt-0";
const light =
  "text-slate-700 [&_h2]:text-ink [&_h3]:text-ink [&_h4]:text-ink [&_strong]:text-ink [&_a]:text-brand-700 [&_a:hover]:text-brand-900 [&_blockquote]:border-brand-600";
const dark =
  "text-brand-50 [&_h2]:text-white [&_h3]:text-white [&_h4]:text-white [&_strong]:text-white [&_a]:text-white [&_blockquote]:border-white/60";

/** The prose look, for the studio's rich-text editor to show text as the page will. */
export const proseClassName = (onDark = false) => cn(base, onDark ? dark : light);

export function Prose({ html, dark: onDark = false, className }: { html: string; dark?: boolean; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitised on the server against the rich-text allow-list (app/.server/content/rich-text).
  return <div className={cn(base, onDark ? dark : light, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
