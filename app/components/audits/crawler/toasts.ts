import { toast } from "sonner";
import { CRAWLER_TOAST_MS } from "~/lib/audits/crawler-api";

/** The crawler's toasts: 5 seconds each (spec §9). Their colours are the site's (app.css). */
function show(kind: "success" | "error" | "info", title: string, description?: string) {
  toast[kind](title, { description, duration: CRAWLER_TOAST_MS });
}

export const crawlerToast = {
  info: (title: string, description?: string) => show("info", title, description),
  success: (title: string, description?: string) => show("success", title, description),
  error: (title: string, description?: string) => show("error", title, description),
};
