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
        "On our public pages we record, and nothing more:",
        {
          list: [
            "page views: the page's address without its query, its kind of page (such as a city service page), the name of the site that linked to it, campaign tags in the link (utm_source, utm_medium, utm_campaign) and your screen size class (mobile, tablet or desktop);",
            "clicks on calls to action: the button's text, where it leads, and the part of the page it sits in;",
            "page-load speed: the web vitals LCP, INP, CLS, FCP and TTFB, and how many long tasks slowed the page;",
            "pages not found: the address, the page title and the page whose link led there;",
            "that a lead form was started and sent, never what you typed in it.",
          ],
        },
        "Nothing is recorded in private areas (the back office and sign-in pages) or for automated visitors (bots). If your browser sends Global Privacy Control or Do Not Track, nothing is recorded at all. Individual events are kept for 90 days and then deleted; only daily totals remain after that. An inquiry you send carries the same day's visitor key and the page you arrived on, so we can see which pages lead to inquiries.",
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
        "If we configure a tag manager (such as Google Tag Manager) for campaign measurement, we ask you first: its script loads only after you agree, on public marketing pages only, and the tools it loads may set their own cookies. It never loads in private areas, such as the back office and client dashboards, or on pages with lead forms, the chat or the website analyzer, following HHS guidance on tracking technologies on healthcare-related websites. Your answer is kept in your browser's local storage so we do not ask on every page; Global Privacy Control or Do Not Track count as a no. When no tag manager is configured, no third-party script of this kind loads at all.",
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
