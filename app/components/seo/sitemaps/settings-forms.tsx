import { Form, useNavigation } from "react-router";
import type { ActionAnswer } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { THIN_PAGE_WORDS_MAX } from "~/lib/seo/sitemap-generator";
import { FormAnswer } from "./own-sitemaps";

const box = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

/** Exclusion patterns, image entries and the thin-page threshold: each applies to /sitemap.xml at once. */
export function SitemapSettingsForms({
  settings,
  answer,
}: {
  settings: { exclusions: string[]; images: boolean; thinWords: number };
  answer?: ActionAnswer;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Form method="post" className={box}>
        <input type="hidden" name="intent" value="exclusions" />
        <Label htmlFor="sitemap-exclusions">Exclusion patterns, one a line</Label>
        <p id="sitemap-exclusions-help" className="mt-1 text-sm text-muted">
          A path matching a pattern is left out. <code>*</code> matches within one segment, <code>**</code> across segments:{" "}
          <code>/blog/*</code> (every article), <code>/locations/texas/**</code> (everything under Texas),{" "}
          <code>/*-marketing</code>. Letters, digits, -, _, . and / only.
        </p>
        <Textarea
          id="sitemap-exclusions"
          name="patterns"
          rows={5}
          defaultValue={settings.exclusions.join("\n")}
          aria-describedby="sitemap-exclusions-help"
          className="mt-2 font-mono"
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            Save exclusions
          </Button>
        </div>
        <div className="mt-3">
          <FormAnswer answer={answer} intents={["exclusions"]} />
        </div>
      </Form>
      <div className="space-y-4">
        <Form method="post" className={box}>
          <input type="hidden" name="intent" value="images" />
          <Label htmlFor="sitemap-images">Image entries</Label>
          <p id="sitemap-images-help" className="mt-1 text-sm text-muted">
            Lists each page's images (section and item images of stored pages, images in articles) as{" "}
            <code>&lt;image:image&gt;</code> entries of Google's image extension.
          </p>
          <div className="mt-2 flex flex-wrap items-end gap-3">
            <Select
              id="sitemap-images"
              name="images"
              defaultValue={settings.images ? "on" : "off"}
              aria-describedby="sitemap-images-help"
            >
              <option value="on">On</option>
              <option value="off">Off</option>
            </Select>
            <Button type="submit" disabled={busy}>
              Save image entries
            </Button>
          </div>
          <div className="mt-3">
            <FormAnswer answer={answer} intents={["images"]} />
          </div>
        </Form>
        <Form method="post" className={box}>
          <input type="hidden" name="intent" value="thin" />
          <Label htmlFor="sitemap-thin">Thin page threshold (words)</Label>
          <p id="sitemap-thin-help" className="mt-1 text-sm text-muted">
            A stored page with fewer words of text than this is left out of the sitemap. 0 lists every page.
          </p>
          <div className="mt-2 flex flex-wrap items-end gap-3">
            <Input
              id="sitemap-thin"
              name="thinWords"
              type="number"
              min={0}
              max={THIN_PAGE_WORDS_MAX}
              step={1}
              defaultValue={settings.thinWords}
              aria-describedby="sitemap-thin-help"
              className="w-32"
            />
            <Button type="submit" disabled={busy}>
              Save threshold
            </Button>
          </div>
          <div className="mt-3">
            <FormAnswer answer={answer} intents={["thin"]} />
          </div>
        </Form>
      </div>
    </div>
  );
}

export interface IndexNowView {
  enabled: boolean;
  endpoint: string;
  key: string | null;
  keyUrl: string | null;
  submissions: {
    id: number;
    submittedAt: string;
    urlCount: number;
    status: number | null;
    error: string | null;
    urls: string[];
  }[];
}

/** IndexNow: on or off, the endpoint, the key (served at the site root) and the last submissions. */
export function IndexNowPanel({ indexNow, answer }: { indexNow: IndexNowView; answer?: ActionAnswer }) {
  const busy = useNavigation().state !== "idle";
  const last = indexNow.submissions[0];
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink" data-testid="indexnow-state">
        {indexNow.enabled ? `On: changes are sent to ${indexNow.endpoint}.` : "Off: nothing is sent."}{" "}
        {last
          ? `Last submission: ${last.submittedAt.slice(0, 19).replace("T", " ")} UTC, ${last.urlCount} URL${last.urlCount === 1 ? "" : "s"}, ${
              last.error ? `failed (${last.error})` : `answered ${last.status}`
            }.`
          : "No submission yet."}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Form method="post" className={box}>
          <input type="hidden" name="intent" value="indexnow" />
          <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
            <div>
              <Label htmlFor="indexnow-enabled">Submit changes</Label>
              <Select id="indexnow-enabled" name="enabled" defaultValue={indexNow.enabled ? "on" : "off"} className="mt-1.5">
                <option value="on">On</option>
                <option value="off">Off</option>
              </Select>
            </div>
            <div>
              <Label htmlFor="indexnow-endpoint">Endpoint</Label>
              <Input id="indexnow-endpoint" name="endpoint" type="url" defaultValue={indexNow.endpoint} className="mt-1.5" />
            </div>
          </div>
          <Button type="submit" disabled={busy} className="mt-3">
            Save IndexNow
          </Button>
          <div className="mt-3">
            <FormAnswer answer={answer} intents={["indexnow"]} />
          </div>
        </Form>
        <Form method="post" className={box}>
          <input type="hidden" name="intent" value="rotate-key" />
          <p className="text-sm font-medium text-ink">Key</p>
          <p className="mt-1 text-sm text-muted">
            {indexNow.keyUrl ? (
              <>
                Served at{" "}
                <a href={indexNow.keyUrl} className="break-all font-mono text-brand-700 underline-offset-2 hover:underline">
                  {indexNow.keyUrl}
                </a>
                . A new key replaces it at once.
              </>
            ) : (
              "No key yet: one is made when IndexNow is turned on, or here."
            )}
          </p>
          <Button type="submit" variant="secondary" disabled={busy} className="mt-3">
            {indexNow.key ? "Rotate key" : "Make a key"}
          </Button>
          <div className="mt-3">
            <FormAnswer answer={answer} intents={["rotate-key"]} />
          </div>
        </Form>
      </div>
      {indexNow.submissions.length > 0 ? (
        <ul className="space-y-1 text-sm text-ink" aria-label="Last IndexNow submissions">
          {indexNow.submissions.map((row) => (
            <li key={row.id}>
              {row.submittedAt.slice(0, 19).replace("T", " ")} UTC: {row.urlCount} URL{row.urlCount === 1 ? "" : "s"},{" "}
              {row.error ? `failed (${row.error})` : `answered ${row.status}`}
              {row.urls.length > 0 ? ` (${row.urls.slice(0, 3).join(", ")}${row.urlCount > 3 ? ", …" : ""})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
