import { useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { ActionStatus } from "~/components/ui/action-status";
import type { ActionAnswer } from "~/lib/action-answer";
import {
  API_TOKEN_EXPIRIES,
  API_TOKEN_EXPIRY_LABELS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
} from "~/lib/auth/api-token-options";
import type { ApiTokenSummary } from "~/lib/auth/super-admin-views";
import { formatUtc } from "~/lib/dates";
import { Button } from "../ui/button";
import { type Column, DataTable } from "../ui/data-table";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { Select } from "../ui/select";

function tokenState(token: ApiTokenSummary, now: number) {
  if (token.revokedAt) return "Revoked";
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return "Expired";
  return "Active";
}

export function TokensPanel({
  tokens,
  answer,
}: {
  tokens: ApiTokenSummary[];
  answer: ActionAnswer<{ created: { name: string; token: string } }> | undefined;
}) {
  const navigation = useNavigation();
  // Fixed while the page is open, so server and browser render the same states.
  const [now] = useState(() => Date.now());
  return (
    <div className="space-y-10">
      <section aria-labelledby="create-token-heading">
        <h2 id="create-token-heading" className="text-xl font-semibold text-ink">
          Create an API token
        </h2>
        <p className="mt-1 text-sm text-muted">
          Tokens read data for other systems: <code>Authorization: Bearer rgp_…</code>. The whole token is shown once, right after
          it is created; only a hash of its secret is kept.
        </p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="create" />
          <Field id="token-name" name="name" label="Name" required>
            {(control) => <Input type="text" maxLength={80} autoComplete="off" required {...control} />}
          </Field>
          <fieldset>
            <legend className="block text-sm font-medium text-ink">Scopes</legend>
            <div className="mt-1.5 space-y-1">
              {API_TOKEN_SCOPES.map((scope) => (
                <label key={scope} className="flex items-center gap-2 text-sm text-ink">
                  <input type="checkbox" name="scopes" value={scope} defaultChecked className="h-4 w-4" />
                  <span>
                    <code>{scope}</code> <span className="text-muted">{API_TOKEN_SCOPE_LABELS[scope]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Label htmlFor="token-expiry">Expires after</Label>
            <Select id="token-expiry" name="expiry" defaultValue="90" className="mt-1.5">
              {API_TOKEN_EXPIRIES.map((expiry) => (
                <option key={expiry} value={expiry}>
                  {API_TOKEN_EXPIRY_LABELS[expiry]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            Create token
          </Button>
        </Form>
        <ActionStatus answer={answer} className="mt-4" />
        {answer?.created ? <NewToken name={answer.created.name} token={answer.created.token} /> : null}
      </section>

      <section aria-labelledby="tokens-heading">
        <h2 id="tokens-heading" className="text-xl font-semibold text-ink">
          API tokens
        </h2>
        <DataTable
          className="mt-4"
          caption="API tokens"
          captionHidden
          columns={tokenColumns(now)}
          rows={tokens}
          rowKey={(token) => token.id}
          rowData={(token) => ({ "data-token": token.publicId })}
          empty="No tokens yet."
        />
      </section>
    </div>
  );
}

function tokenColumns(now: number): Column<ApiTokenSummary>[] {
  return [
    { id: "name", header: "Name", cell: (token) => token.name, sortValue: (token) => token.name },
    { id: "public-id", header: "Public id", cell: (token) => <code>{token.publicId}</code> },
    { id: "scopes", header: "Scopes", cell: (token) => token.scopes.join(", ") },
    { id: "created-by", header: "Created by", cell: (token) => token.createdByEmail ?? "Unknown" },
    { id: "created", header: "Created", cell: (token) => formatUtc(token.createdAt), sortValue: (token) => token.createdAt },
    {
      id: "expires",
      header: "Expires",
      cell: (token) => formatUtc(token.expiresAt, "Never"),
      sortValue: (token) => token.expiresAt,
    },
    {
      id: "last-used",
      header: "Last used",
      cell: (token) => formatUtc(token.lastUsedAt, "Never"),
      sortValue: (token) => token.lastUsedAt,
    },
    {
      id: "status",
      header: "Status",
      cell: (token) => (
        <>
          {tokenState(token, now)}
          {token.revokedAt ? <div className="text-xs text-muted">{formatUtc(token.revokedAt)}</div> : null}
        </>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (token) => (token.revokedAt ? null : <RevokeButton token={token} />),
    },
  ];
}

function NewToken({ name, token }: { name: string; token: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-4 rounded-lg border border-amber-700 bg-amber-50 p-4" data-new-token="">
      <p className="font-semibold text-ink">Copy the token {name} now: it will not be shown again.</p>
      <label htmlFor="new-token" className="sr-only">
        New token
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id="new-token"
          readOnly
          value={token}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 font-mono text-sm text-ink"
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            navigator.clipboard?.writeText(token).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}

function RevokeButton({ token }: { token: ApiTokenSummary }) {
  const fetcher = useFetcher<ActionAnswer>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="tokenId" value={token.id} />
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"} aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
      {fetcher.data && !fetcher.data.ok ? <ActionStatus answer={fetcher.data} className="mt-2" /> : null}
    </fetcher.Form>
  );
}
