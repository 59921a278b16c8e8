import type { BlogArticleSeed } from "../blog-articles";

export const googleBusinessProfileArticle: BlogArticleSeed = {
  slug: "google-business-profile-for-rehab-centers",
  title: "Winning Google Business Profile for a Rehab: Listings and Reviews",
  excerpt:
    "Your Google Business Profile often gets more views than your website. How to keep a rehab listing from being suspended, handle practitioner listings, and earn reviews ethically.",
  seoTitle: "Google Business Profile for Rehabs: A Field Guide",
  seoDescription:
    "How rehabs avoid Google Business Profile suspensions, manage practitioner listings, and ask for reviews without breaking HIPAA, ethics codes or FTC rules.",
  author: "Dana Whitfield, Director of Search",
  publishedAt: "2026-04-22",
  service: "local-seo",
  content: `<p>When someone searches "rehab near me" or "outpatient treatment in [city]", the first thing they usually see is not a website. It is the map and the three business listings under it. For many of the programs we work with, the Google Business Profile produces more calls than any single page of their site. It is also the asset most likely to disappear overnight, because addiction treatment is a category Google watches closely after years of spam and fake listings.</p>
<p>Here is how we set up, protect and grow a treatment center's listing.</p>

<h2>Why rehab listings get suspended</h2>
<p>Suspensions rarely come from one dramatic violation. They come from small shortcuts that look like the tactics of lead generators, and Google's systems are tuned to catch those in this industry. The triggers we see most:</p>
<ul>
<li><strong>Keywords in the business name.</strong> "Serenity Detox &amp; Alcohol Rehab Center Phoenix" when the license and signage say "Serenity Recovery". The name must match what appears in the real world.</li>
<li><strong>Addresses that are not staffed treatment sites.</strong> Virtual offices, mailbox stores, a founder's home or an admissions office where no care is delivered.</li>
<li><strong>Multiple listings for one facility.</strong> Separate profiles for "detox", "residential" and "IOP" at the same address, created to take more map spots.</li>
<li><strong>Sudden edits.</strong> Changing the name, address and category at the same time, often during a rebrand, can trigger re-verification or suspension.</li>
<li><strong>Call-center numbers.</strong> A tracking number that routes to an outside call center rather than the facility itself.</li>
</ul>

<h2>Setting up a listing that lasts</h2>
<p>Use your licensed or legal business name, the physical address where patients receive care, and a local phone number answered by your own admissions team. A call tracking number is acceptable as the primary number if it forwards to you; keep the main line as an additional number so the listing stays consistent with your website and directories.</p>
<p>Choose the primary category that best describes the whole facility, such as "Addiction treatment center" or "Mental health clinic", and add secondary categories only for services you are licensed to provide. Fill in hours honestly (if admissions answers around the clock, say so), add real photos of the facility, rooms and common areas, and list services in the language patients use. Verification for this category can involve video of your signage, office and proof of business such as your license, so have those ready.</p>
<p>For sober-living homes that do not receive visitors, ask whether the address should be shown at all. Residents' privacy often matters more than a map pin, and Google allows service-area businesses to hide their address.</p>

<h2>Practitioner listings: help or hazard?</h2>
<p>Google allows individual practitioners, such as physicians, psychiatrists and therapists, to have their own listings in addition to the practice. That can be an advantage for a private mental-health practice, where clients often search for a clinician by name. For a treatment center it can cause trouble:</p>
<ul>
<li>A medical director's listing at the facility address competes with the facility's own profile for the same searches.</li>
<li>Negative reviews meant for the program land on an individual clinician's name.</li>
<li>When a clinician leaves, their listing keeps sending calls to a place they no longer work.</li>
</ul>
<p>Our usual advice: for a multi-clinician practice, give public-facing clinicians their own listings with their own categories, and link them clearly to the practice. For a solo practitioner practicing under a brand, use the single-listing format Google recommends, with the practice and practitioner name combined. For a rehab, keep the focus on the facility listing, and when a clinician departs, ask Google to mark their listing as moved rather than leaving it to decay.</p>

<h2>Reviews: the ethics come first</h2>
<p>Reviews influence both ranking and the decision to call. In behavioral health, how you ask for them matters as much as how many you get.</p>
<h3>What you must not do</h3>
<ul>
<li><strong>No incentives.</strong> Gift cards, discounts or alumni swag in exchange for reviews violate Google's policies. The FTC's rule on consumer reviews, in force since late 2024, also targets fake and bought reviews and review suppression.</li>
<li><strong>No gating.</strong> Do not survey patients first and invite only the happy ones to post publicly.</li>
<li><strong>No staff reviews</strong> and no reviews written for clients.</li>
<li><strong>No pressure on people in treatment.</strong> Professional ethics codes (the APA's, for example) bar soliciting testimonials from current clients and others vulnerable to undue influence. We recommend asking only after discharge, and ideally after some time in recovery.</li>
</ul>
<h3>What works</h3>
<p>A simple, consistent invitation at a natural moment: an alumni event, a family program graduation, a check-in call months after discharge. Family members can also describe their experience with your communication and family programming. Give everyone the same link and let them write what they want.</p>
<h3>Replying without a privacy breach</h3>
<p>HHS has taken enforcement action against healthcare providers whose responses to online reviews disclosed patient information. A reply must never confirm that the reviewer was a patient or mention their care. "Thank you for your kind words; we're grateful to be part of our community" is enough for praise. For a complaint, invite them to call a named manager and say nothing about their treatment. Train anyone with access to the profile on this before they reply to a single review.</p>

<h2>Growing visibility once the basics are right</h2>
<p>With a stable, verified listing, steady improvements come from ordinary work done consistently:</p>
<ul>
<li>Keep your name, address and phone identical on your website, state licensing lookup, accreditation directories and major health directories.</li>
<li>Build a page on your site for each service and each city you serve, and link the listing to the most relevant one rather than the home page.</li>
<li>Post updates about family programs, alumni events and new services; answer questions in the Q&amp;A area before someone else does.</li>
<li>Review the listing monthly for edits suggested by the public, which can change your hours or category without notice.</li>
</ul>
<p>Local visibility typically builds over several months, in step with the rest of your <a href="/rehab/seo">rehab SEO</a>. If your listing has been suspended, resist the urge to create a new one: fix the cause, gather your license and proof of address, and request reinstatement through Google's official form.</p>
<p>Want a second pair of eyes on your listing before Google looks at it? Our <a href="/entry-plan">Entry Level plan</a> starts with exactly this audit, or you can <a href="/contact">ask us a question</a>.</p>`,
};
