import type { SeedPage } from "~/lib/content/page-schema";

/** /addiction-treatment-marketing-plan: a step-by-step plan an operator can apply themselves. */
export const addictionTreatmentMarketingPlanPage: SeedPage = {
  path: "/addiction-treatment-marketing-plan",
  type: "blog",
  schema: {
    seo: {
      title: "Addiction Treatment Marketing Plan: 7 Steps",
      description:
        "A rehab marketing plan in seven steps: positioning by level of care, referrals, SEO, PPC, reputation, a budget of 5-15% of revenue and the KPIs that count.",
      keywords: [
        "addiction treatment marketing plan",
        "rehab marketing strategy",
        "treatment center marketing budget",
        "cost per admission",
        "rehab referral network",
      ],
      ogType: "article",
    },
    breadcrumb: "Marketing Plan Guide",
    sections: [
      {
        id: "hero",
        type: "hero",
        background: "gradient",
        title: "The Addiction Treatment Marketing Plan, Step by Step",
        subtitle:
          "The plan we would write for your center if you hired us tomorrow: seven steps, in order, with the numbers that tell you whether each one is working.",
        ctaText: "Get a Plan for Your Center",
        ctaUrl: "/schedule-session",
      },
      {
        id: "intro",
        type: "content",
        title: "What this plan is, and who should use it",
        content: `<p>Most treatment center marketing plans we are handed are channel lists: SEO, Google Ads, Facebook, a blog, maybe a billboard. None of them starts with the question that decides profitability, which is <strong>what each admission is worth to you and what you can afford to pay for it</strong>. This guide is the opposite. It begins with your services and your payers and ends with a single metric your whole team can rally around.</p>
<p>It is written for executive directors, owners and marketing leads at detox, residential, PHP, IOP and outpatient programs. Sober-living operators and mental-health practices can use the same sequence; their referral sources and payer rules simply differ. Work through it once a year, and revisit steps 6 and 7 every month.</p>`,
      },
      {
        id: "step-positioning",
        type: "content",
        title: "Step 1: Position each level of care separately",
        content: `<p>A person searching for medical detox tonight and a parent comparing adolescent outpatient programs next month are different buyers with different urgency, budgets and questions. Write a one-paragraph position for every service you offer, answering:</p>
<ul>
<li>Who is it for (substances, co-occurring conditions, age, gender, profession)?</li>
<li>What ASAM level and length of stay is typical, and what happens after discharge?</li>
<li>Which payers cover it, and what is your average reimbursement per admission?</li>
<li>What is genuinely different about it: clinical model, medical staffing, family program, location, specialty tracks?</li>
</ul>
<p>Be specific and truthful. "Evidence-based, individualized care" describes every center in the country. "Medically monitored detox with on-site nursing around the clock and a same-day step-down to our residential program" describes you. Every ad, page and referral conversation should trace back to these positions. Avoid outcome promises such as success rates: they are hard to substantiate and LegitScript and the ad platforms scrutinize them.</p>`,
      },
      {
        id: "step-referrals",
        type: "content",
        title: "Step 2: Build a referral network you never pay for",
        content: `<p>Professional referrals tend to bring patients who are well matched to your level of care and ready to admit. List the sources that fit your positions: hospital emergency departments and social workers, psychiatrists and therapists, employee assistance programs, interventionists, drug courts and diversion programs, collegiate recovery programs, and your own alumni. Assign an owner to each relationship, track referrals by source in your CRM, and close the loop with referrers (within what your patient's consent allows under 42 CFR Part 2).</p>
<p>The line that must not be crossed: <strong>nothing of value in exchange for referrals.</strong> EKRA makes paying or receiving kickbacks for referrals to recovery homes and treatment facilities a federal crime regardless of payer, and several states, Florida among them, have their own patient brokering statutes. That includes per-lead fees tied to admissions, "free" housing or travel offered to induce admission, and marketers paid per patient. If a vendor cannot explain exactly how they are paid, walk away.</p>`,
      },
      {
        id: "step-seo-ppc",
        type: "content",
        title: "Steps 3 and 4: SEO for the long run, PPC for this week",
        content: `<h3>Search engine optimization</h3>
<p>Organic search is the channel that lowers your acquisition cost over time, and it compounds. Start with technical health (speed on mobile, clean indexing, structured data for your organization and locations), then build a page for each level of care and each substance or condition you treat, plus location pages for the cities you draw patients from. Support them with content answering the questions families ask before they call: insurance, what a first day looks like, how long detox lasts, what happens to a job during treatment. Expect three to six months before rankings move meaningfully. Our <a href="/rehab/seo">rehab SEO service</a> describes the full program.</p>
<h3>Pay-per-click advertising</h3>
<p>With LegitScript certification, Google and Microsoft search ads reach people at the exact moment they are looking for help, and leads usually start within the first week. Structure campaigns by level of care and geography, bid on intent (terms such as "detox near me" or "inpatient rehab that takes Aetna"), and maintain a strong negative keyword list to screen out job seekers, free-service searches and topics you do not treat. Send each campaign to a landing page that matches its promise. Remarketing based on health interests is not allowed on Google, so do not build a plan that depends on it. See <a href="/rehab/ppc">rehab PPC management</a> for how we run it.</p>`,
      },
      {
        id: "step-reputation-budget",
        type: "content",
        title: "Steps 5 and 6: Reputation, then the budget",
        content: `<p><strong>Reputation.</strong> Families read reviews before they call. Ask alumni and families for honest reviews through a consistent, ethical process: never offer incentives, never filter out likely unhappy reviewers, and never ask patients still in treatment. When replying, do not confirm that a reviewer was a patient; a thank-you without details protects their privacy and your HIPAA standing. Keep your Google Business Profile, accreditation badges and directory listings accurate and consistent.</p>
<p><strong>Budget.</strong> The programs we work with typically invest 5-15% of revenue in marketing. Sit toward the top of that range when launching, expanding or replacing lead vendor volume, and toward the bottom once organic search and referrals carry more weight. Work backwards from beds: open capacity per level of care, multiplied by the admission rate of qualified calls, tells you how many calls you need and roughly what they will cost. Split the budget between channels that pay now (paid search) and channels that pay later (SEO, content, referral development). Media spend and agency fees belong in the same total when you calculate results.</p>`,
      },
      {
        id: "step-kpis",
        type: "content",
        title: "Step 7: Measure cost per admission, and the numbers behind it",
        content: `<p>Cost per click and cost per lead are easy to lower and easy to game. The number that matters is <strong>cost per admission</strong>: total marketing spend in a period divided by the admissions that marketing produced. Programs that manage to it well reach $500-$2,000 per admission in our experience, while centers relying on vendors and untargeted campaigns commonly pay $3,000-$5,000. Track it by level of care, because a detox admission that steps down to residential is worth far more than a single outpatient intake.</p>
<p>Behind that headline number, watch the funnel so you know where to act:</p>
<ul>
<li><strong>Qualified call rate:</strong> the share of calls from people seeking treatment you provide, with a payer you accept.</li>
<li><strong>Answer rate and speed to lead:</strong> calls answered live, and minutes until a form gets a callback.</li>
<li><strong>VOB-to-admit rate:</strong> of benefits verified, how many admit. A drop usually points to intake, not marketing.</li>
<li><strong>Average revenue per admission</strong> by payer, so you can compare cost per admission to what an admission is worth.</li>
</ul>
<p>Review these monthly with admissions and marketing in the same room. For how compliance spending fits into this return, see <a href="/compliance-roi">the ROI of compliant marketing</a>.</p>`,
      },
      {
        id: "problems",
        type: "features",
        background: "secondary",
        title: "Why most rehab marketing plans fail",
        items: [
          {
            id: "channel-first",
            title: "They start with channels",
            icon: "megaphone",
            description:
              "Choosing Facebook or billboards before defining services and payers spends money on audiences you cannot admit.",
          },
          {
            id: "wrong-metric",
            title: "They chase cheap leads",
            icon: "dollar",
            description:
              "A plan judged by cost per lead rewards volume, including callers who will never qualify for your program.",
          },
          {
            id: "no-intake",
            title: "They ignore admissions",
            icon: "phone",
            description: "Marketing and intake report to different people, so nobody owns the calls that were paid for and lost.",
          },
          {
            id: "brokering",
            title: "They rely on risky vendors",
            icon: "shield",
            description:
              "Pay-per-admission deals and lead aggregators can expose the center to EKRA and state patient brokering liability.",
          },
        ],
      },
      {
        id: "how-we-work",
        type: "features",
        title: "How we turn this plan into results",
        items: [
          {
            id: "workshop",
            title: "1. Positioning workshop",
            icon: "users",
            description: "We write the level-of-care positions with your clinical and admissions leaders.",
          },
          {
            id: "baseline",
            title: "2. Baseline your numbers",
            icon: "chart",
            description: "Current spend, calls, VOBs and admissions by source, so the plan starts from facts.",
          },
          {
            id: "launch",
            title: "3. Launch in priority order",
            icon: "trending-up",
            description: "Paid search first for immediate census, SEO and referral work running alongside.",
          },
          {
            id: "review",
            title: "4. Monthly cost-per-admission review",
            icon: "calendar",
            description: "Budget moves to the services and channels admitting patients at the lowest cost.",
          },
        ],
      },
      {
        id: "deliverables",
        type: "benefits",
        background: "secondary",
        title: "What you receive",
        items: [
          {
            id: "plan",
            title: "A written 12-month plan",
            icon: "file-text",
            description: "Positions, channels, budgets and targets for each level of care.",
          },
          {
            id: "dashboard",
            title: "An admissions dashboard",
            icon: "chart",
            description: "Cost per admission and the funnel metrics behind it, updated monthly.",
          },
          {
            id: "referral-kit",
            title: "Referral outreach materials",
            icon: "link",
            description: "Program summaries written for clinicians and case managers, compliant with EKRA.",
          },
          {
            id: "campaigns",
            title: "Campaigns and content",
            icon: "search",
            description: "Paid search, SEO and content built from the plan, not from a template.",
          },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Marketing plan questions",
        items: [
          {
            id: "roi",
            title: "What return should a treatment center expect from marketing?",
            description:
              "When cost per admission is managed and admissions follow up quickly, our clients see returns in the range of 20-30x their marketing investment. Results depend on payer mix, length of stay and intake performance.",
          },
          {
            id: "first-channel",
            title: "Which channel should we start with?",
            description:
              "If you are LegitScript certified, paid search, because it produces calls within days. Start SEO at the same time, since it takes months to mature and lowers your cost over time.",
          },
          {
            id: "facebook",
            title: "Should Facebook and Instagram be part of the plan?",
            description:
              "For awareness, alumni and family programs, sometimes. For admissions, search usually wins, and Meta requires LegitScript certification for addiction treatment ads anyway.",
          },
          {
            id: "in-house",
            title: "Can we run this plan in-house?",
            description:
              "Yes, and this guide is meant to make that possible. Agencies help most with paid media management, technical SEO and attribution, which need specialist skills and constant attention.",
          },
        ],
      },
      {
        id: "cta",
        type: "cta",
        background: "primary",
        title: "Want this plan written for your program?",
        subtitle: "Bring your services, payers and last quarter's admissions. We will draft the first version with you.",
        ctaText: "Schedule a Strategy Session",
        ctaUrl: "/schedule-session",
      },
    ],
  },
};
