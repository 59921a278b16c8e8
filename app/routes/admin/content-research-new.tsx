import { useState } from "react";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "react-router";
import { NEW_RESEARCH_MAX_BYTES, newResearchCommand, newResearchLoader } from "~/.server/content/research/route-actions";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { ActionAnswer } from "~/lib/action-answer";
import { MAX_BRIEF_URLS, newResearchSchema } from "~/lib/content/research";
import type { Route } from "./+types/content-research-new";

/**
 * /content-research/new (issue 24 item 1): a target (a city service of our
 * places, or a topic) and up to 20 competitor or reference URLs; the brief is
 * built by a job and shown at /content-research/briefs/:id. Admin (guard
 * table, and again in the loader and action).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "New research" }];

export const loader = ({ request, context }: Route.LoaderArgs) => newResearchLoader(request, context);
export const action = pageAction(newResearchSchema, newResearchCommand, {
  maxBytes: NEW_RESEARCH_MAX_BYTES,
  guard: ({ context }) => void staffRequest(context),
});

export default function NewResearch({ actionData }: Route.ComponentProps) {
  const { prefill, states, cities, services } = useLoaderData<typeof loader>();
  const answer = actionData as ActionAnswer | undefined;
  const fields = answer?.fields ?? {};
  const [kind, setKind] = useState(prefill.kind);
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();

  return (
    <div className="max-w-3xl space-y-6">
      <p>
        <Link to="/content-research" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          All content research
        </Link>
      </p>
      <div>
        <h1 className="text-3xl font-bold text-ink">New research</h1>
        <p className="mt-2 text-sm text-muted">
          Choose what the page is for and paste the pages that rank for it. Our crawler reads them (it obeys their robots.txt and
          waits between requests to one site), weighs their words against our own site, and builds a brief: the terms and
          questions that matter, their headings, a word-count range and the facts we hold for the place.
        </p>
      </div>
      <ActionStatus answer={answer} />
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Choose the state">
        <input type="hidden" name="kind" value="city-service" />
        {prefill.service ? <input type="hidden" name="service" value={prefill.service} /> : null}
        <Field id="pick-state" name="state" label="State">
          {(control) => (
            <Select
              {...control}
              defaultValue={prefill.state}
              onChange={(event) => {
                setKind("city-service");
                void submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
              }}
            >
              <option value="">Choose a state</option>
              {states.map((state) => (
                <option key={state.slug} value={state.slug}>
                  {state.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          Show its cities
        </Button>
      </Form>

      <Form method="post" className="space-y-5" aria-labelledby="research-form-heading">
        <h2 id="research-form-heading" className="text-xl font-semibold text-ink">
          The target and its competitors
        </h2>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">The brief is for</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="kind"
              value="city-service"
              checked={kind === "city-service"}
              onChange={() => setKind("city-service")}
            />
            A city service page
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" value="topic" checked={kind === "topic"} onChange={() => setKind("topic")} />A topic
            (a blog article)
          </label>
        </fieldset>
        {kind === "city-service" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="state" value={prefill.state} />
            <Field id="city" name="city" label="City" error={fields.city ?? fields.state}>
              {(control) => (
                <Select {...control} defaultValue={prefill.city} disabled={cities.length === 0}>
                  <option value="">{cities.length ? "Choose a city" : "Choose a state first"}</option>
                  {cities.map((city) => (
                    <option key={city.slug} value={city.slug}>
                      {city.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id="service" name="service" label="Service" error={fields.service}>
              {(control) => (
                <Select {...control} defaultValue={prefill.service}>
                  <option value="">Choose a service</option>
                  {services.map((service) => (
                    <option key={service.slug} value={service.slug}>
                      {service.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        ) : (
          <Field id="topic" name="topic" label="Topic" error={fields.topic}>
            {(control) => (
              <Input {...control} defaultValue={prefill.topic} maxLength={120} placeholder="Relapse prevention after IOP" />
            )}
          </Field>
        )}
        <Field
          id="urls"
          name="urls"
          label={`Competitor or reference URLs (one a line, at most ${MAX_BRIEF_URLS})`}
          error={fields.urls}
        >
          {(control) => (
            <Textarea {...control} rows={8} spellCheck={false} placeholder="https://www.example-rehab.com/iop-austin" />
          )}
        </Field>
        <p className="text-sm text-muted">
          Without URLs the brief holds our own facts for the place only. Pages that block crawlers in robots.txt are skipped and
          listed.
        </p>
        <Button type="submit" disabled={busy}>
          Build the brief
        </Button>
      </Form>
    </div>
  );
}
