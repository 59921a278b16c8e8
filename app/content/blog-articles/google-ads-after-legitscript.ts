import type { BlogArticleSeed } from "../blog-articles";

export const googleAdsAfterLegitscriptArticle: BlogArticleSeed = {
  slug: "google-ads-for-rehabs-after-legitscript",
  title: "Google Ads for Rehabs After LegitScript: Structure and Negatives",
  excerpt:
    "Certified at last? How we structure Google Ads for treatment centers: campaigns by level of care, the negative keywords that save budget, call ads and compliant conversion tracking.",
  seoTitle: "Google Ads for Rehabs After LegitScript Approval",
  seoDescription:
    "A Google Ads setup for certified treatment centers: level-of-care campaigns, negative keyword lists, call ads, location settings and HIPAA-aware conversions.",
  author: "Marcus Ortega, Head of Paid Media",
  publishedAt: "2026-10-06",
  service: "ppc",
  content: `<p>Getting certified is a milestone. LegitScript has approved you, Google has accepted your addiction services certification, and the ads that were stuck in "limited" can finally serve. This is the moment many centers lose money fastest, because an account built in a hurry on broad keywords will find every ambiguous search for "rehab" in your state and charge you for it.</p>
<p>Here is the setup we use for treatment centers in their first months after approval. If you have not been certified yet, start with our <a href="/legitscript-certification">LegitScript certification guide</a>.</p>

<h2>Structure campaigns around levels of care</h2>
<p>Budgets in Google Ads are set per campaign. If detox, residential and outpatient all share one campaign, the cheapest clicks take the money and you lose control over which beds get filled. We build one campaign per level of care, and split by geography when your draw area includes distinct markets:</p>
<ul>
<li><strong>Detox / withdrawal management:</strong> high urgency, frequent night calls, often substance-specific searches ("alcohol detox", "fentanyl detox").</li>
<li><strong>Residential / inpatient:</strong> higher-value admissions, longer research, many searches by family members and many including an insurer's name.</li>
<li><strong>PHP and IOP:</strong> local, schedule-driven searches ("evening IOP near me"), and people stepping down from care elsewhere.</li>
<li><strong>Brand:</strong> your own name, kept separate so it does not flatter the numbers of the other campaigns.</li>
</ul>
<p>Within each campaign, group keywords by intent: general ("inpatient rehab near me"), insurance ("rehab that takes Blue Cross"), substance, and population (veterans, professionals, young adults) if you genuinely run those tracks. Each ad group gets ads and a landing page that answer its promise.</p>

<h2>Match types and bidding</h2>
<p>Start with phrase and exact match while conversion data is thin. Broad match can work later, paired with Smart Bidding and a mature negative list, but early on it mostly finds irrelevant searches. For bidding, we typically begin with manual or enhanced bidding, or Maximize Conversions with a cap, and move to target cost per acquisition once each campaign records enough qualified conversions to learn from.</p>

<h2>The negative keywords that save the most money</h2>
<p>"Rehab" is one of the most ambiguous words in search. Build shared negative lists and apply them to every campaign, then review the search terms report weekly and keep adding. Themes that belong on most lists:</p>
<ul>
<li><strong>Other kinds of rehab:</strong> physical therapy, knee, shoulder, stroke, cardiac, sports injury, wildlife, pet.</li>
<li><strong>Entertainment:</strong> song lyrics, TV shows and celebrity news that happen to include "rehab".</li>
<li><strong>Jobs and training:</strong> jobs, careers, salary, hiring, internship, counselor license, CEU.</li>
<li><strong>Research and school work:</strong> essay, statistics, definition, PDF, history of.</li>
<li><strong>Services you do not provide:</strong> methadone clinic if you are not an OTP, AA or NA meeting times, court-ordered classes, DUI school, or adolescent care if you only treat adults.</li>
<li><strong>Payer mismatches:</strong> "free rehab" or "state-funded rehab" if you do not take Medicaid or grant funding. Keep them if you do.</li>
</ul>
<p>Be careful not to over-exclude. "Symptoms of alcohol withdrawal" is informational, but the person searching it at midnight may need detox tonight. We usually keep terms like this in a low-bid campaign with its own budget rather than blocking them.</p>

<h2>Call ads and call assets</h2>
<p>Most treatment admissions start with a phone call, so phone-first ad formats matter. Google's <strong>call ads</strong> (the format formerly called call-only ads) put your number at the center of the ad and on mobile let a searcher call in one tap. <strong>Call assets</strong> add a number to standard text ads. A few rules we follow:</p>
<ul>
<li>Run call ads only during hours when a trained person answers live. If admissions covers nights, call ads can run all night; if not, schedule them off and let text ads with forms carry those hours.</li>
<li>Use a Google forwarding number or your HIPAA-eligible call-tracking number, and set a call-length threshold so a conversion means a real conversation, not a hang-up.</li>
<li>Write call ads for the caller's situation: who answers, that the call is confidential, and that you can check insurance during the call.</li>
</ul>

<h2>Location settings that match how families search</h2>
<p>Google's default location option includes people who show interest in your area, not only people in it. For a local IOP, that wastes money: switch to "presence", people in or regularly in your target area. For a residential program that admits from across the country, interest-based targeting is often exactly right, because a parent in one state is searching for treatment for a son in another. Decide deliberately per campaign.</p>

<h2>Conversion tracking that respects privacy</h2>
<p>Google's policies do not allow remarketing or personalized targeting based on health conditions, including addiction, so audience lists from site visitors are off the table. Conversion tracking is still allowed, but build it carefully:</p>
<ul>
<li>Track calls and form submissions as conversions without sending form contents or health details.</li>
<li>Import qualified calls and admissions as offline conversions keyed by click identifier, with neutral conversion names. "Qualified inquiry" reveals nothing; "opioid detox admission" does.</li>
<li>Keep the Google tag off insurance verification forms and patient portals, following the HHS guidance on tracking technologies.</li>
</ul>
<p>Optimizing toward qualified calls and admissions, rather than every form fill, is what moves an account from cheap leads to a low cost per admission.</p>

<h2>Ad copy that passes review and earns the call</h2>
<p>Certified accounts still get individual ads disapproved. Avoid guarantees, success rates, "free" offers that are not literally free, and anything that sounds like an inducement, such as travel paid for. Do say what is specific and true: levels of care, accreditation, insurance accepted, medical staffing, admissions available today. Send each ad to a page that says the same thing.</p>

<h2>What to expect, and what to watch</h2>
<p>A well-built account typically produces leads within the first week, and cost per admission usually improves over the following 30-60 days as negatives accumulate and bidding learns. Watch search terms weekly, conversion quality monthly, and your cost per admission by campaign above all. Copy the structure into Microsoft Advertising once Google is stable; it needs its own LegitScript-based approval, and its audience skews toward family members on desktops.</p>
<p>For how we manage this end to end, see <a href="/addiction-treatment-ppc">addiction treatment PPC</a>, or <a href="/schedule-session">book a strategy session</a> and we will review your account with you.</p>`,
};
