import { data } from "react-router";
import { createApiToken } from "~/.server/auth/api-tokens/create-token";
import { listApiTokens } from "~/.server/auth/api-tokens/list-tokens";
import { revokeApiToken } from "~/.server/auth/api-tokens/revoke-token";
import { readForm } from "~/.server/auth/staff-admin/read-form";
import { superAdminRequest } from "~/.server/auth/staff-admin/route-context";
import { TokensPanel } from "~/components/console/tokens-panel";
import { apiTokenInput } from "~/lib/auth/api-token-options";
import type { Route } from "./+types/tokens";

/** /super-admin/tokens: create (the whole token is shown once), list and revoke API tokens. */
export const handle = { hydrate: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = superAdminRequest(context);
  return { tokens: await listApiTokens(ctx.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = superAdminRequest(context);
  const form = await readForm(request);
  if (!form.ok) return data({ ok: false, message: form.message }, { status: form.status });
  const options = { clientIp: ctx.clientIp, secret: ctx.secret };
  if (form.fields.intent === "create") {
    const parsed = apiTokenInput.safeParse({ ...form.fields, scopes: form.all("scopes") });
    if (!parsed.success) {
      return data({ ok: false, message: parsed.error.issues[0]?.message ?? "The form is not valid." }, { status: 400 });
    }
    const created = await createApiToken(ctx.db, ctx.actor, parsed.data, options);
    return { ok: true, message: `Token ${created.name} created.`, created: { name: created.name, token: created.token } };
  }
  if (form.fields.intent === "revoke") {
    const result = await revokeApiToken(ctx.db, ctx.actor, form.fields.tokenId ?? "", options);
    return result.ok
      ? { ok: true, message: "The token is revoked: it no longer works." }
      : data({ ok: false, message: result.message }, { status: result.status });
  }
  return data({ ok: false, message: "Unknown action." }, { status: 400 });
}

export default function SuperAdminTokens({ loaderData, actionData }: Route.ComponentProps) {
  return <TokensPanel tokens={loaderData.tokens} answer={actionData} />;
}
