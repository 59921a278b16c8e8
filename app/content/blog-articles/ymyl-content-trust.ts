import type { BlogArticleSeed } from "../blog-articles";

export const ymylContentTrustArticle: BlogArticleSeed = {
  slug: "content-that-earns-trust-ymyl-mental-health",
  title: "Content That Earns Trust on YMYL Mental-Health and Rehab Sites",
  excerpt:
    "Search engines hold health content to a higher standard, and so do families choosing care. How clinical review, real expertise and honest writing build E-E-A-T for treatment sites.",
  seoTitle: "YMYL Content for Mental Health & Rehab Sites",
  seoDescription:
    "How mental-health and addiction treatment websites earn trust with clinical review, named authors, careful sourcing and non-stigmatizing language under E-E-A-T.",
  author: "Rachel Okafor, Content Director",
  publishedAt: "2026-08-18",
  service: "content-marketing",
  content: `<p>A blog post about the stages of alcohol withdrawal is not like a post about choosing a patio heater. If it is wrong, someone might try to detox alone when they need medical supervision. Google's guidance for its search quality raters calls topics like this "Your Money or Your Life" (YMYL): subjects where poor information can harm a person's health, finances or safety. Health content sits at the center of that category, and addiction and mental health sit at the center of health.</p>
<p>This article describes how we produce content for treatment centers and mental-health practices that readers, referral partners and search engines can trust.</p>

<h2>What E-E-A-T means in practice</h2>
<p>The quality rater guidelines describe E-E-A-T: experience, expertise, authoritativeness and trust, with trust the most important. Raters do not rank pages directly; their evaluations help Google judge whether its systems reward the right content. For a treatment site, the practical translation is simple:</p>
<ul>
<li><strong>Experience:</strong> content that reflects first-hand knowledge, such as what a first week in residential care actually looks like at your program, or what families tell your staff they wish they had known.</li>
<li><strong>Expertise:</strong> clinical accuracy, checked by someone qualified to check it.</li>
<li><strong>Authoritativeness:</strong> a site and people that others in the field recognize: licensure, accreditation, citations from reputable organizations, clinicians with a public professional footprint.</li>
<li><strong>Trust:</strong> accuracy, transparency about who you are and how you are paid, honest claims, and clear contact and ownership information.</li>
</ul>

<h2>Build a real clinical review process</h2>
<p>"Medically reviewed by" badges are everywhere now. What matters is whether the review is real.</p>
<h3>Match the reviewer to the topic</h3>
<p>A physician or psychiatric nurse practitioner for withdrawal, medications for addiction treatment and co-occurring psychiatric conditions. A licensed therapist (LCSW, LPC, LMFT, psychologist) for therapy approaches and family dynamics. A licensed or certified addiction counselor for recovery planning and relapse prevention. Reviewers should be named, with credentials and a short bio page, and ideally be people who work at or with your program.</p>
<h3>Document it</h3>
<p>Record who reviewed each piece, when, and what they changed. Show the review date on the page. Re-review on a schedule, and whenever guidance changes: medication rules, insurance coverage and clinical criteria all move.</p>
<h3>Give reviewers authority</h3>
<p>If the clinical reviewer says a claim is not supportable, the claim goes, even if it was the marketing team's favorite line. A review that cannot change anything is decoration.</p>

<h2>Write from your program's knowledge</h2>
<p>National publishers and government sites already cover "what is addiction" comprehensively, with enormous authority. A treatment center's advantage is specific, local knowledge. Topics that tend to serve readers well and are hard for anyone else to write:</p>
<ul>
<li>What happens from the first phone call to the first night: intake, assessment, what to pack, what phones and visits are allowed.</li>
<li>How your program handles co-occurring anxiety, depression or trauma alongside substance use.</li>
<li>How insurance works for each level of care you offer, explained plainly.</li>
<li>What families can expect from your family program, and how to support someone in early recovery.</li>
<li>What step-down care looks like after residential, and how you coordinate with outpatient providers at home.</li>
</ul>
<p>Each of these connects to a service page, so readers can move from learning to contacting you. This is the core of our <a href="/mental-health/content-marketing">mental-health content marketing</a> work.</p>

<h2>Sources, claims and stories</h2>
<p>Cite primary, reputable sources: SAMHSA, NIDA, NIAAA, the CDC, ASAM, and peer-reviewed research. Link to them. When you describe your own outcomes, be cautious and specific about what was measured and how. Unsupported "success rates" fail the trust test with readers, invite scrutiny from LegitScript and the ad platforms, and can breach FTC rules on advertising claims.</p>
<p>Alumni stories carry real experience, but handle them with care:</p>
<ul>
<li>Obtain written authorization that meets HIPAA, and 42 CFR Part 2 where it applies, before publishing anything identifiable.</li>
<li>Never ask current patients, and never offer anything in return.</li>
<li>Under the FTC's endorsement guides, a story that implies results readers should expect needs to reflect typical experience, or make clear it does not.</li>
<li>Let alumni review the final text, and remove it promptly if they change their mind.</li>
</ul>

<h2>Language that respects readers</h2>
<p>People searching for help are often ashamed, scared or exhausted. Person-first, non-stigmatizing language ("a person with a substance use disorder", "in recovery", "returned to use") reads as more professional and more welcoming than labels like "addict" or "clean". NIDA publishes guidance on this, and many clinicians notice the difference immediately.</p>
<p>Every page on mental-health or substance-use topics should make crisis resources easy to find: 911 for emergencies and the 988 Suicide &amp; Crisis Lifeline. Avoid anything that reads like individual medical advice; encourage readers to talk with a clinician about their own situation.</p>

<h2>Show who you are</h2>
<p>Trust signals on the site itself matter as much as the articles:</p>
<ul>
<li>An about page naming leadership and clinical staff with credentials.</li>
<li>License and accreditation details with a way to verify them.</li>
<li>An editorial policy that explains how content is written, reviewed and corrected.</li>
<li>Author and reviewer bylines linked to bio pages.</li>
<li>Clear ownership information, including any affiliated websites, and an honest description of how your admissions line works.</li>
</ul>

<h2>AI drafts and scaled content</h2>
<p>Google's position is that it evaluates content quality, not how it was produced, but its spam policies target content produced at scale mainly to manipulate rankings. For health topics the bar is higher still. If your team uses AI tools, treat their output as a rough draft: fact-check every claim, add your program's real knowledge, and put it through the same clinical review as anything else. Publishing fifty lightly edited articles about every drug in existence is a quick way to dilute the trust you have built.</p>

<h2>Measure what good content does</h2>
<p>Rankings and traffic tell part of the story. Also watch how often readers move from articles to service pages, calls and forms from content pages, and which topics referral partners mention to your outreach team. Expect meaningful organic growth over three to six months, in step with the technical and local work described on our <a href="/mental-health-seo">mental health SEO</a> page.</p>
<p>If you would like a review of your current content against these standards, <a href="/contact">contact us</a> and we will send back a prioritized list.</p>`,
};
