import { toast } from "sonner";
import { CRAWLER_TOAST_MS } from "~/lib/crawler-api";

/**
 * The crawler's toasts: 5 seconds each (spec §9). sonner's rich colours put
 * mid-tone text on a pale background just under the 4.5:1 contrast ratio
 * (axe flags it), so each toast carries a darker text colour of its kind;
 * the title and description inherit it.
 */
const TEXT_COLOUR = { success: "#14532d", error: "#991b1b", info: "#1e3a8a" } as const;

function show(kind: keyof typeof TEXT_COLOUR, title: string, description?: string) {
  toast[kind](title, { description, duration: CRAWLER_TOAST_MS, style: { color: TEXT_COLOUR[kind] } });
}

export const crawlerToast = {
  info: (title: string, description?: string) => show("info", title, description),
  success: (title: string, description?: string) => show("success", title, description),
  error: (title: string, description?: string) => show("error", title, description),
};
