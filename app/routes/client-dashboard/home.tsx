import { Link } from "react-router";
import { loadClientHome } from "~/.server/clients/pages";
import { CLIENT_TEXT, SCORE_LABELS } from "~/lib/clients/client-dashboard";
import type { Route } from "./+types/home";

/** /client-dashboard (issue 25 item 6): a client account's sites, each with its latest scores and next re-analysis. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Your websites | Client dashboard" }];

export const loader = ({ context }: Route.LoaderArgs) => loadClientHome(context);

const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });

export default function ClientHome({ loaderData }: Route.ComponentProps) {
  const { sites, client, timeZone } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">Your websites</h1>
      <p className="mt-2 text-slate-700">
        Signed in as {client.name || client.email}.{" "}
        <Link className="text-brand-700 underline" to="/client-dashboard/account">
          Your account
        </Link>
      </p>
      {sites.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">{CLIENT_TEXT.noSites}</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label="Your websites">
          {sites.map((site) => (
            <li key={site.id} className="rounded-lg border border-slate-200 bg-white p-5" data-site={site.websiteUrl}>
              <h2 className="text-lg font-semibold text-ink">
                <Link className="text-brand-700 underline" to={`/client-dashboard/sites/${site.id}`}>
                  {site.name}
                </Link>
              </h2>
              {site.latest ? (
                <p className="mt-2 text-sm text-slate-700">
                  {SCORE_LABELS.overall} score{" "}
                  <strong className="text-ink">
                    {typeof site.latest.scores.overall === "number" ? Math.round(site.latest.scores.overall) : "not measured"}
                  </strong>{" "}
                  on {when(site.latest.finishedAt, timeZone)}
                </p>
              ) : (
                <p className="mt-2 text-sm text-slate-700">{CLIENT_TEXT.noAnalyses}</p>
              )}
              <p className="mt-1 text-sm text-slate-700">
                {site.nextRunAt ? `Next analysis: ${when(site.nextRunAt, timeZone)}` : CLIENT_TEXT.notScheduled}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
