import type { SitePage } from "./site";

/**
 * Third-party tracking technologies, recognised by script address or inline-script signature.
 * `advertising` ones send page views and events to ad platforms: on a page with a form or about a
 * treatment, that can disclose health information (HHS OCR bulletin on online tracking technologies,
 * Dec 2022, revised Mar 2024; the FTC's Health Breach Notification Rule; 42 CFR Part 2 for SUD records).
 * Analytics and tag managers are listed but not counted as advertising: a tag manager may still load ad tags.
 */
export interface TrackerSignature {
  name: string;
  advertising: boolean;
  sources: RegExp[];
  inline: RegExp[];
}

export const TRACKERS: TrackerSignature[] = [
  {
    name: "Meta Pixel",
    advertising: true,
    sources: [/connect\.facebook\.net\/.*fbevents/i, /facebook\.com\/tr/i],
    inline: [/fbq\(/, /fbevents/i],
  },
  { name: "TikTok Pixel", advertising: true, sources: [/analytics\.tiktok\.com/i], inline: [/ttq\./, /tiktok/i] },
  {
    name: "Google Ads conversion tracking",
    advertising: true,
    sources: [/googleadservices\.com/i, /googletagmanager\.com\/gtag\/js\?id=AW-/i, /googleads\.g\.doubleclick\.net/i],
    inline: [/AW-\d+/, /googleadservices/i, /conversion_async/i],
  },
  {
    name: "Google DoubleClick / Floodlight",
    advertising: true,
    sources: [/doubleclick\.net/i, /fls\.doubleclick/i],
    inline: [/DC-\d+/],
  },
  {
    name: "LinkedIn Insight Tag",
    advertising: true,
    sources: [/snap\.licdn\.com/i, /px\.ads\.linkedin\.com/i],
    inline: [/_linkedin_partner_id/, /lintrk\(/],
  },
  {
    name: "X (Twitter) Pixel",
    advertising: true,
    sources: [/static\.ads-twitter\.com/i, /analytics\.twitter\.com/i],
    inline: [/twq\(/],
  },
  { name: "Microsoft Advertising UET", advertising: true, sources: [/bat\.bing\.com/i], inline: [/uetq/] },
  { name: "Pinterest Tag", advertising: true, sources: [/s\.pinimg\.com\/ct/i, /ct\.pinterest\.com/i], inline: [/pintrk\(/] },
  { name: "Snap Pixel", advertising: true, sources: [/sc-static\.net\/scevent/i, /tr\.snapchat\.com/i], inline: [/snaptr\(/] },
  { name: "Reddit Pixel", advertising: true, sources: [/redditstatic\.com\/ads/i], inline: [/rdt\(/] },
  {
    name: "Google Analytics",
    advertising: false,
    sources: [/google-analytics\.com/i, /googletagmanager\.com\/gtag\/js\?id=G-/i],
    inline: [/G-[A-Z0-9]{6,}/, /gtag\(/],
  },
  { name: "Google Tag Manager", advertising: false, sources: [/googletagmanager\.com\/gtm\.js/i], inline: [/GTM-[A-Z0-9]+/] },
  { name: "Hotjar session recording", advertising: false, sources: [/static\.hotjar\.com/i], inline: [/hotjar/i] },
];

/** Trackers a page loads, by name. */
export function trackersOn(page: SitePage): TrackerSignature[] {
  const scripts = page.meta.scripts;
  const inline = page.meta.inlineScriptSignatures;
  return TRACKERS.filter(
    (t) =>
      scripts.some((src) => t.sources.some((re) => re.test(src))) || inline.some((sig) => t.inline.some((re) => re.test(sig))),
  );
}
