import { CONSOLE_FORM_MAX_BYTES, superAdminOnly, tokenAction, tokensPage } from "~/.server/auth/staff-admin/console";
import { pageAction } from "~/.server/http/page-action";
import { TokensPanel } from "~/components/console/tokens-panel";
import { apiTokenAction } from "~/lib/auth/api-token-options";
import type { Route } from "./+types/tokens";

/** /super-admin/tokens: create (the whole token is shown once), list and revoke API tokens. */
export const handle = { hydrate: true };

export const loader = ({ context }: Route.LoaderArgs) => tokensPage(context);

export const action = pageAction(apiTokenAction, tokenAction, { guard: superAdminOnly, maxBytes: CONSOLE_FORM_MAX_BYTES });

export default function SuperAdminTokens({ loaderData, actionData }: Route.ComponentProps) {
  return <TokensPanel tokens={loaderData.tokens} answer={actionData} />;
}
