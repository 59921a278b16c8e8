import { faq, servicePage } from "./build";

export const detoxMarketing = servicePage({
  path: "/detox-marketing",
  breadcrumb: "Detox Marketing",
  seo: {
    title: "Detox Center Marketing: Same-Day Admissions",
    description:
      "Detox center marketing built for speed: 24/7 admissions lines, fast insurance verification, same-day intake and a clear path into your next level of care.",
    keywords: [
      "detox marketing",
      "detox center marketing",
      "detox admissions",
      "24/7 admissions line",
      "same-day detox intake",
      "withdrawal management marketing",
    ],
  },
  hero: {
    title: "Detox Marketing for Programs That Admit Around the Clock",
    subtitle:
      "Detox is bought in minutes, not weeks. We build the campaigns, call handling and verification speed that get a person from the search bar to a bed before they change their mind.",
    ctaText: "Speed Up Your Admissions",
    ctaUrl: "/contact",
  },
  about: {
    title: "What detox marketing covers",
    html: `<p>Detox is the front door of addiction treatment. Someone decides, often after a frightening night, that they need to stop now. They or a relative search on a phone, call the first two or three programs that look credible, and go with whichever one answers, verifies insurance and names an admission time. The window is hours, sometimes less.</p>
<p>That makes detox marketing different from every other level of care. Content and brand still matter, but <strong>speed decides</strong>: speed to answer, speed of verification of benefits, speed to a confirmed bed. We market detox programs of every model:</p>
<ul>
<li>Medically monitored units at 3.7-WM and social-model programs at 3.2-WM</li>
<li>Ambulatory withdrawal management for patients safe to detox while living at home</li>
<li>Detox beds inside residential centers, where most patients continue into longer care</li>
</ul>
<h3>Detox feeds the whole continuum</h3>
<p>Stays are short, so a detox unit needs many more admissions per bed than residential care does, and each one is worth most when the patient continues into your next level. We plan campaigns with that turnover in mind and measure what happens after discharge, not just the intake.</p>`,
  },
  problems: {
    title: "Detox marketing problems we solve",
    subtitle: "Most lost detox admissions are lost in the first fifteen minutes.",
    items: [
      {
        icon: "phone",
        title: "Calls that ring out",
        description:
          "When a caller in crisis reaches voicemail they dial the next program. We measure answer rates by hour and move budget away from times your admissions line cannot cover.",
      },
      {
        icon: "clock",
        title: "Verification that takes hours",
        description:
          "A family told to wait for a callback about insurance often finds another bed first. We put a short, secure VOB form on every detox page and track how fast your team returns it.",
      },
      {
        icon: "home",
        title: "Wrong-setting callers",
        description:
          "Ambulatory detox callers who need inpatient monitoring, or the reverse, waste intake time. Clear pages about who each setting is for help callers self-select before they phone.",
      },
      {
        icon: "calendar",
        title: "Beds empty on Sunday, full on Wednesday",
        description:
          "Detox census swings daily. We give your team a simple way to raise or pause campaigns as the bed board changes, so you are not paying for calls you cannot admit.",
      },
      {
        icon: "users",
        title: "Aggregators intercepting your callers",
        description:
          "Call centers bid on your program's name and route callers elsewhere. Brand campaigns, trademark complaints and a clear official number protect the people looking for you specifically.",
      },
    ],
  },
  process: {
    title: "How we run detox campaigns",
    subtitle: "Built around minutes to answer and hours to admit.",
    steps: [
      {
        icon: "phone",
        title: "Admissions line test",
        description:
          "We place test calls at different hours and days, time the answer and the verification, and share the recordings with your admissions director.",
      },
      {
        icon: "settings",
        title: "Bed-board controls",
        description:
          "Campaign budgets linked to available beds, so your team can scale ads up or down in a minute without asking us.",
      },
      {
        icon: "target",
        title: "Urgent search and call-only ads",
        description: "Mobile-first campaigns for people looking for detox today, running under your LegitScript certification.",
      },
      {
        icon: "trending-up",
        title: "Speed-to-admit reporting",
        description: "Each month we show time to answer, time to verification and time to admission next to cost per admission.",
      },
    ],
  },
  deliverables: {
    title: "What detox clients get",
    subtitle: "Built to shorten the path from search to bed.",
    items: [
      {
        icon: "phone",
        title: "24/7 call coverage plan",
        description: "Routing, overflow and after-hours options sized to your staffing.",
      },
      {
        icon: "lock",
        title: "Secure insurance verification form",
        description: "HIPAA-covered, with no health details sent to ad or analytics pixels.",
      },
      {
        icon: "map-pin",
        title: "Near-me visibility",
        description: "Google Business Profile, directions, arrival instructions and local detox pages.",
      },
      {
        icon: "settings",
        title: "Bed-availability campaign switch",
        description: "A simple way for your team to pause or boost ads as beds open.",
      },
      {
        icon: "shield",
        title: "Brand protection",
        description: "Monitoring of ads that bid on your name and route your callers elsewhere.",
      },
      {
        icon: "chart",
        title: "Detox speed dashboard",
        description: "Answer rate, verification time and admissions by source, updated daily.",
      },
    ],
  },
  faq: {
    title: "Detox marketing FAQ",
    items: [
      faq(
        "How quickly can a new detox campaign produce calls?",
        "Paid search usually brings in calls within the first week, often within days of launch. Whether those calls become admissions depends on answer rate and verification speed, which is why we look at your admissions process before increasing spend.",
      ),
      faq(
        "Should we buy detox leads from call centers?",
        "We advise against it. Purchased calls are often shared, the way the caller was recruited is unknown, and paying per referred patient can fall under EKRA and state patient-brokering laws. Your own certified campaigns and tracked numbers give you control and a clear record.",
      ),
      faq(
        "Do you market ambulatory detox differently?",
        "Yes. Ambulatory withdrawal management suits patients whose withdrawal is expected to be mild and who have a stable home. Pages and ads describe those criteria plainly, so people who need a monitored bed are directed to the right setting.",
      ),
      faq(
        "What happens to detox patients after discharge?",
        "That is where much of the value sits. We track how many detox admissions continue into your residential, PHP or IOP programs and which sources produce patients who do, then shift budget toward those sources.",
      ),
    ],
  },
  cta: {
    title: "Win the first fifteen minutes",
    subtitle:
      "Let us call your admissions line at 11 p.m. on a Saturday. We will send you the recording, the timings and a plan to close the gaps.",
    ctaText: "Request a Call Test",
    ctaUrl: "/contact",
    background: "gradient",
  },
});
