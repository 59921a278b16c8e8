import type { BlogArticleSeed } from "../blog-articles";

export const costPerAdmissionArticle: BlogArticleSeed = {
  slug: "cost-per-admission-rehab-marketing-metric",
  title: "Cost Per Admission: The Rehab Marketing Metric That Matters",
  excerpt:
    "Clicks, calls and leads are easy to buy. Admissions are what keep a program open. Here is how to calculate cost per admission honestly and use it to run your budget.",
  seoTitle: "Cost Per Admission: The Rehab Marketing Metric",
  seoDescription:
    "How to calculate cost per admission for a treatment center, why cost per lead misleads, and how to use admissions data to move budget between channels.",
  author: "Thomas Brennan, Client Strategy Director",
  publishedAt: "2026-01-20",
  updatedAt: "2026-07-14",
  service: "marketing-strategy",
  content: `<p>Every month, somewhere, a treatment center owner opens an agency report full of good news. Impressions are up. Click-through rate is up. Cost per lead is down. And the census board in the nursing station looks exactly like it did last month. The report is not lying, exactly. It is measuring the wrong thing.</p>
<p>The only marketing number that maps directly to whether your beds and group rooms are full is <strong>cost per admission</strong>: what you spent to bring in one patient who actually started treatment. This article explains how to calculate it without fooling yourself, why the popular alternatives mislead, and how to use it to make budget decisions every month.</p>

<h2>Why cost per lead is the wrong scoreboard</h2>
<p>A "lead" in behavioral health can be almost anything: a mother asking whether you treat 15-year-olds, a caller looking for a methadone clinic when you do not dispense methadone, a counselor applying for a job, someone whose only coverage is a plan you are not contracted with, or a person in crisis who is exactly the patient you serve. Counting them equally rewards whatever channel produces the most volume, and volume is cheap to produce.</p>
<p>We have watched campaigns drive cost per lead down by bidding on broad terms like "addiction help" or "free rehab," then watched the admissions team drown in calls they could not convert. The dashboard looked better; the business got worse. Meanwhile the expensive-looking campaign, the one for "medical detox that takes Cigna" at a higher cost per click, was quietly producing most of the admissions.</p>

<h2>How to calculate cost per admission properly</h2>
<p>The formula is simple: <strong>marketing cost for a period divided by marketing-sourced admissions in that period</strong>. The discipline is in what goes into each side.</p>
<h3>On the cost side, include everything</h3>
<ul>
<li>Media spend on every platform: Google, Microsoft, Meta and any directories you pay for.</li>
<li>Agency and freelancer fees, including SEO and content work that pays off over months.</li>
<li>Software: call tracking, CRM, landing page tools, review management.</li>
<li>Certification and compliance costs tied to marketing, such as LegitScript fees.</li>
<li>The share of in-house marketing salaries and outreach staff devoted to generating admissions.</li>
</ul>
<p>Leaving out fees or salaries makes paid channels look worse and "free" channels like SEO look magical. Including them lets you compare honestly.</p>
<h3>On the admissions side, count only real starts</h3>
<p>An admission is a patient who arrived and began treatment, not a VOB completed or a bed reserved. Patients who leave against medical advice in the first day still count as admissions for this purpose, but track them separately: a channel that brings many early departures may be attracting people who were poorly matched to your level of care.</p>
<h3>Attribute by source, and be consistent</h3>
<p>Each admission needs a source recorded at the first call or form: paid search, organic search, Google Business Profile, referral partner, alumni, direct. Call tracking numbers do most of this work automatically. Pick an attribution rule (first touch is usually most practical for treatment, where the decision window is short) and keep it stable, so month-over-month trends mean something.</p>

<h2>What good looks like</h2>
<p>For the programs we manage, cost per admission typically falls between $500 and $2,000, depending on level of care, market and payer mix. Many centers that buy leads or run broad, untargeted campaigns pay somewhere between $3,000 and $5,000. Those ranges are our experience, not a universal law: a residential program in a saturated metro with a commercial-insurance focus will sit at a different point than a Medicaid-funded outpatient clinic in a small city.</p>
<p>What matters more than any benchmark is the relationship between your cost per admission and what an admission is worth to you. Work out <strong>average net revenue per admission</strong> by level of care and payer type, after denials and write-offs. If a detox admission typically steps down into residential and then IOP, the value of that patient is the whole episode, not the detox stay alone. Once you know that number, you know the maximum you can rationally pay to acquire a patient, and how much room you have to grow spend.</p>

<h2>Break it down by level of care</h2>
<p>A single blended cost per admission hides the decisions you need to make. Report it separately for each service:</p>
<ul>
<li><strong>Detox and residential</strong> usually carry a higher acquisition cost and a much higher value per admission.</li>
<li><strong>PHP and IOP</strong> often admit more patients from step-downs and referrals, so their paid acquisition cost can look volatile from month to month.</li>
<li><strong>Outpatient and mental-health therapy</strong> need lower acquisition costs to make sense, and lean more on local search and reviews.</li>
</ul>
<p>With that split, you can move budget toward the service with open capacity. If residential is full and IOP has openings, shifting paid search budget to IOP keywords is a decision you can make in an afternoon, and measure by the end of the month. This is the logic behind our <a href="/addiction-treatment-marketing-plan">step-by-step marketing plan</a>, which starts from capacity and payers rather than channels.</p>

<h2>The funnel under the number</h2>
<p>When cost per admission rises, you need to know where the problem is. Four ratios tell you:</p>
<ol>
<li><strong>Cost per qualified call:</strong> if this rises, the problem is usually in targeting, keywords or competition.</li>
<li><strong>Answer rate:</strong> the percentage of calls a person picked up live. Missed calls during nights and weekends are expensive leaks.</li>
<li><strong>Qualified-to-VOB rate:</strong> how many qualified callers gave their insurance details for verification.</li>
<li><strong>VOB-to-admit rate:</strong> how many verified callers actually arrived. Drops here often point to intake follow-up, transportation or a waitlist.</li>
</ol>
<p>Marketing can fix the first ratio. The other three belong to admissions, which is why the most useful monthly meeting we run puts the marketing lead and the admissions director at the same table, looking at the same numbers.</p>

<h2>What lowers cost per admission fastest</h2>
<p>In order of how quickly they tend to show results:</p>
<ul>
<li><strong>Answering every call live, day and night.</strong> No campaign change beats recovering calls you already paid for.</li>
<li><strong>Negative keywords and tighter geography</strong> in paid search, so you stop paying for callers you cannot admit. Our <a href="/rehab/ppc">rehab PPC management</a> starts here.</li>
<li><strong>Landing pages per level of care</strong> that answer insurance questions and make calling easy on a phone.</li>
<li><strong>Organic search</strong>, which takes three to six months to mature but then produces admissions at a fraction of paid cost. See <a href="/rehab/seo">our approach to rehab SEO</a>.</li>
<li><strong>Dropping lead vendors</strong> that charge per call or per admission. Beyond the price, arrangements that pay per patient can raise EKRA concerns.</li>
</ul>

<h2>Make it the number everyone watches</h2>
<p>Ask your agency, or your in-house team, to put cost per admission by level of care at the top of every report, with spend and admissions by source underneath it. If they cannot, because tracking or admissions data is not connected, fixing that is the most valuable marketing project you can run this quarter. When the whole team works toward one number, the arguments about which channel "works" get shorter, and the budget starts following patients instead of clicks.</p>
<p>If you would like us to calculate your current cost per admission and show where it could come down, <a href="/schedule-session">schedule a strategy session</a>.</p>`,
};
