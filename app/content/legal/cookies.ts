import { COOKIE_POLICY_VERSION } from "~/content/legal/versions";
import type { LegalDocument } from "./document";

/** The spec leaves this page's content open; it describes what this site actually sets and loads. */
export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  description:
    "Which cookies our website uses (none for visitors, a session cookie for signed-in staff), how our cookieless analytics works and how to control cookies.",
  version: COOKIE_POLICY_VERSION,
  summary: "Browsing this site as a visitor sets no cookies. Our visit statistics work without them.",
  sections: [
    {
      title: "What Cookies Are",
      blocks: [
        "Cookies are small text files a website asks your browser to store and send back on later visits. Similar technologies include local storage and tracking pixels. This policy covers all of them.",
      ],
    },
    {
      title: "Analytics Without Cookies",
      blocks: [
        "We measure page views, page-load performance and clicks on calls to action with our own first-party analytics. It stores nothing on your device. Visits are grouped by a key computed on our server from a salt that changes daily, your IP address and your browser's user agent; the salt is deleted after 48 hours and IP addresses are not stored, so we cannot recognize you across days or identify you.",
      ],
    },
    {
      title: "Cookies for Signed-In Staff",
      blocks: [
        "When our staff or clients sign in to the back office, we set a session cookie that keeps them signed in and protects their account. It is strictly necessary, contains no advertising identifiers and is removed when they sign out or the session expires. Visitors who never sign in never receive it.",
      ],
    },
    {
      title: "Optional Tag Manager",
      blocks: [
        "If we configure a tag manager (such as Google Tag Manager) for campaign measurement, its script loads on public marketing pages only, and the tools it loads may set their own cookies. It never loads in private areas, such as the back office and client dashboards, or on pages with lead forms, following HHS guidance on tracking technologies on healthcare-related websites. When no tag manager is configured, no third-party script of this kind loads at all.",
      ],
    },
    {
      title: "How to Control Cookies",
      blocks: [
        "You can see, block and delete cookies in your browser's settings, and most browsers can block third-party cookies altogether. Blocking cookies does not affect your ability to read this site or send us an inquiry; only signing in to the back office requires the session cookie.",
      ],
    },
    {
      title: "Questions",
      blocks: ["Questions about this policy: e-mail {email} or call {phone}."],
    },
  ],
};
