import { useLoaderData } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { changeSitemapSettings, loadSitemapGenerator } from "~/.server/seo/sitemaps/generator/route-actions";
import { staffRequest } from "~/.server/services-context";
import { OwnSitemaps } from "~/components/seo/sitemaps/own-sitemaps";
import { ProspectPanel } from "~/components/seo/sitemaps/prospect-panel";
import { IndexNowPanel, SitemapSettingsForms } from "~/components/seo/sitemaps/settings-forms";
import { ActionStatus } from "~/components/ui/action-status";
import {
  SITEMAP_FORM_INTENTS,
  SITEMAP_FORM_MAX_BYTES,
  sitemapActionSchema,
  sitemapGeneratorQuerySchema,
  sitemapRules,
} from "~/lib/seo/sitemap-generator";
import type { Route } from "./+types/sitemap-generator";

/** /sitemap-generator (issue 23 item 3): our sitemaps and their rules, settings, IndexNow, a prospect's sitemap. Admin (guard table). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Sitemap generator" }];

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadSitemapGenerator(staffRequest(context), listQuery(request, sitemapGeneratorQuerySchema));

export const action = pageAction(
  sitemapActionSchema,
  (command, { context }) => changeSitemapSettings(staffRequest(context), command),
  { guard: ({ context }) => void staffRequest(context), maxBytes: SITEMAP_FORM_MAX_BYTES },
);

export default function SitemapGenerator({ actionData }: Route.ComponentProps) {
  const { own, indexNow, crawls, prospect } = useLoaderData<typeof loader>();
  const answer = actionData;
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-3xl font-bold text-ink">Sitemap generator</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          Our sitemaps as search engines read them, the rules that decide what is in them, and their settings; IndexNow
          submissions after each publish; and a sitemap made from a prospect's crawl.
        </p>
      </div>
      {answer && !SITEMAP_FORM_INTENTS.some((intent) => intent === answer.intent) ? <ActionStatus answer={answer} /> : null}

      <section aria-labelledby="own-heading" className="space-y-4">
        <h2 id="own-heading" className="text-xl font-semibold text-ink">
          Our sitemaps
        </h2>
        <OwnSitemaps index={own.index} files={own.files} totals={own.totals} />
        <div>
          <h3 className="text-lg font-semibold text-ink">What is in them</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {sitemapRules(own.settings.thinWords).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="settings-heading" className="space-y-4">
        <h2 id="settings-heading" className="text-xl font-semibold text-ink">
          Settings
        </h2>
        <SitemapSettingsForms settings={own.settings} answer={answer} />
        <details className="rounded-md border border-slate-200 bg-white p-3 text-sm">
          <summary className="cursor-pointer font-medium text-ink">
            {own.leftOut.length} published page{own.leftOut.length === 1 ? "" : "s"} left out by the rules
          </summary>
          <ul className="mt-2 space-y-1" data-testid="left-out">
            {own.leftOut.slice(0, 500).map((page) => (
              <li key={`${page.path} ${page.reason}`}>
                <code>{page.path}</code>: {page.reason}
              </li>
            ))}
          </ul>
        </details>
      </section>

      <section aria-labelledby="indexnow-heading" className="space-y-4">
        <h2 id="indexnow-heading" className="text-xl font-semibold text-ink">
          IndexNow
        </h2>
        <p className="max-w-3xl text-sm text-muted">
          After each publish, the changed pages that are in the sitemap are sent to the endpoint (Bing, Yandex and others share
          submissions), at most 10,000 a request. Off by default.
        </p>
        <IndexNowPanel indexNow={indexNow} answer={answer} />
      </section>

      <section aria-labelledby="prospect-heading" className="space-y-4">
        <h2 id="prospect-heading" className="text-xl font-semibold text-ink">
          For a prospect
        </h2>
        <p className="max-w-3xl text-sm text-muted">
          A sitemap.xml from one of the crawler's stored crawls: only pages that answered 200, are indexable and are their own
          canonical. Every other URL is listed with the reason.
        </p>
        <ProspectPanel crawls={crawls} prospect={prospect} />
      </section>
    </div>
  );
}
