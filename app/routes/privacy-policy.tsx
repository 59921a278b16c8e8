import { useRouteLoaderData } from "react-router";
import { LegalPage, legalMeta } from "~/components/site/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { siteFromMatches } from "~/lib/site-data";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  legalMeta(privacyPolicy, location.pathname, siteFromMatches(matches));

export default function PrivacyPolicy() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  if (!site) throw new Error("The root loader did not provide the site configuration.");
  return <LegalPage document={privacyPolicy} site={site} />;
}
