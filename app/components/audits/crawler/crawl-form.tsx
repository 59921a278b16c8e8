import { type FormEvent, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CRAWLER_TEXT, crawlUrlFromInput, maxPagesMessage } from "~/lib/audits/crawler-api";
import { WebsiteUrlField } from "../website-url-field";
import { ApiRefusal, crawlApi } from "./api-client";
import { crawlerToast } from "./toasts";

/**
 * The crawl form (spec §2, §5, §8): URL and Maximum Pages (1 to the limit,
 * default 50) and the three options. The spec's toasts, 5 seconds each:
 * Starting website crawl, then Website crawl started successfully (with the
 * job id) or Failed to start website crawl (with the server's reason).
 */
const OPTIONS = [
  { name: "includeImages", label: "Include images", hint: "Record every image with its alt text and size." },
  {
    name: "followExternalLinks",
    label: "Follow external links",
    hint: "Check that links to other sites work (they are not crawled).",
  },
  { name: "crawlSitemapOnly", label: "Crawl sitemap only", hint: "Crawl only the addresses listed in the site's sitemaps." },
] as const;

type OptionName = (typeof OPTIONS)[number]["name"];

export function CrawlForm({
  maxPagesLimit,
  defaultMaxPages,
  onStarted,
}: {
  maxPagesLimit: number;
  defaultMaxPages: number;
  onStarted(crawlId: string): void;
}) {
  const [url, setUrl] = useState("");
  const [maxPages, setMaxPages] = useState(String(defaultMaxPages));
  const [options, setOptions] = useState<Record<OptionName, boolean>>({
    includeImages: false,
    followExternalLinks: false,
    crawlSitemapOnly: false,
  });
  const [errors, setErrors] = useState<{ url?: string; maxPages?: string }>({});
  const [busy, setBusy] = useState(false);
  // Until React runs, the form would post natively to the page: tests (and styles) can tell when it is live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = crawlUrlFromInput(url);
    const pages = Number(maxPages);
    const found: typeof errors = {};
    if (!address || !URL.canParse(address)) found.url = CRAWLER_TEXT.invalidUrl;
    if (!/^\d+$/.test(maxPages.trim()) || pages < 1 || pages > maxPagesLimit) found.maxPages = maxPagesMessage(maxPagesLimit);
    setErrors(found);
    if (found.url || found.maxPages) {
      crawlerToast.error(found.url ?? found.maxPages ?? CRAWLER_TEXT.invalidUrl);
      document.getElementById(found.url ? "crawl-url" : "crawl-max-pages")?.focus();
      return;
    }
    setBusy(true);
    crawlerToast.info(CRAWLER_TEXT.toastStarting, CRAWLER_TEXT.toastStartingDescription);
    try {
      const { crawlId } = await crawlApi.start(address, { maxPages: pages, ...options });
      crawlerToast.success(CRAWLER_TEXT.toastStarted, `Job ID: ${crawlId}`);
      onStarted(crawlId);
    } catch (error) {
      const message = error instanceof ApiRefusal ? error.message : "The crawler could not be reached. Please try again.";
      if (error instanceof ApiRefusal && error.status === 400) setErrors({ url: message });
      crawlerToast.error(CRAWLER_TEXT.toastStartFailed, message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="crawl-form-title" data-live={live} className="space-y-5">
      <h2 id="crawl-form-title" className="text-xl font-semibold text-ink">
        Crawl a website
      </h2>
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <WebsiteUrlField id="crawl-url" type="text" value={url} onChange={setUrl} error={errors.url} />
        <Field id="crawl-max-pages" name="maxPages" label="Maximum Pages" error={errors.maxPages}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={maxPagesLimit}
              step={1}
              value={maxPages}
              onChange={(event) => setMaxPages(event.target.value)}
            />
          )}
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">Options</legend>
        {OPTIONS.map((option) => (
          <div key={option.name} className="flex gap-3">
            <Checkbox
              id={`crawl-${option.name}`}
              name={option.name}
              checked={options[option.name]}
              aria-describedby={`crawl-${option.name}-hint`}
              onChange={(event) => setOptions((current) => ({ ...current, [option.name]: event.target.checked }))}
            />
            <div>
              <label htmlFor={`crawl-${option.name}`} className="text-sm font-medium text-ink">
                {option.label}
              </label>
              <p id={`crawl-${option.name}-hint`} className="text-sm text-muted">
                {option.hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Starting..." : "Start Crawl"}
      </Button>
    </form>
  );
}
