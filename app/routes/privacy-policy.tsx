import { useRouteLoaderData } from "react-router";
import { LegalPage } from "~/components/site/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { publicPageHeaders } from "~/lib/cache-control";
import { legalMeta } from "~/lib/legal-meta";
import { siteFromMatches } from "~/lib/site-data";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/privacy-policy";

// The same for every anonymous visitor: CDNs and our page cache may keep it.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  legalMeta(privacyPolicy, location.pathname, siteFromMatches(matches));

export default function PrivacyPolicy() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  if (!site) throw new Error("The root loader did not provide the site configuration.");
  return <LegalPage document={privacyPolicy} site={site} />;
}
