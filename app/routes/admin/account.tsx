import { accountAction, accountPage } from "~/.server/auth/account-page";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { AccountPage } from "~/components/auth/account/account-page";
import type { ActionAnswer } from "~/lib/action-answer";
import { type AccountReply, accountForm, accountQuery } from "~/lib/auth/forms";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/account";

/**
 * /admin/account: a staff member's own sign-in settings: e-mail
 * confirmation, phone number, two-factor, password, sessions. Everything
 * acts on the signed-in member only (requireStaff, and every query scoped
 * to their id).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    { title: `Account | ${site.agency.name}`, description: "Your sign-in settings.", path: location.pathname },
    site,
  );
};

export const loader = ({ request, context }: Route.LoaderArgs) => accountPage(context, listQuery(request, accountQuery));

export const action = pageAction(accountForm, accountAction, { guard: ({ context }) => void staffRequest(context, "admin") });

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage data={loaderData} answer={actionData as ActionAnswer<AccountReply> | undefined} />;
}
