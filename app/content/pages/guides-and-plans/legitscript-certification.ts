import type { SeedPage } from "~/lib/content/page-schema";

/** /legitscript-certification: what it is, who needs it, how to apply and why applications fail. */
export const legitscriptCertificationPage: SeedPage = {
  path: "/legitscript-certification",
  type: "blog",
  schema: {
    seo: {
      title: "LegitScript Certification for Addiction Treatment",
      description:
        "What LegitScript certification is, who needs it, how to apply, how long review takes, Google, Meta and Bing ad requirements, and why applications get rejected.",
      keywords: [
        "LegitScript certification",
        "LegitScript addiction treatment",
        "Google Ads addiction treatment certification",
        "Facebook ads rehab LegitScript",
        "Bing ads addiction treatment",
      ],
      ogType: "article",
    },
    breadcrumb: "LegitScript Certification",
    sections: [
      {
        id: "hero",
        type: "hero",
        background: "gradient",
        title: "LegitScript Certification: A Guide for Treatment Centers",
        subtitle:
          "Without it, Google, Meta and Microsoft will not run your addiction treatment ads. Here is how certification works, how to prepare, and the mistakes that send applications back.",
        ctaText: "Get Help With Your Application",
        ctaUrl: "/contact",
      },
      {
        id: "what-it-is",
        type: "content",
        title: "What LegitScript certification is",
        content: `<p>LegitScript is an independent company that verifies healthcare businesses for the platforms that carry their ads and payments. Its addiction treatment certification exists because of what happened to the industry online: by 2017, deceptive call centers, unlicensed "rehabs" and patient brokers had flooded search results, and Google paused addiction treatment ads in the US. When advertising returned, the major platforms made LegitScript certification the entry ticket.</p>
<p>Certification is not an accreditation of clinical quality in the way Joint Commission or CARF is. It is a check that your organization is what it says it is: properly licensed for the services it advertises, owned and run by people without disqualifying histories, honest on its website, and not engaged in patient brokering or insurance fraud. Once certified, you are monitored on an ongoing basis and must renew every year.</p>
<h3>Who needs it</h3>
<ul>
<li><strong>Treatment providers</strong> at any level of care, from medically monitored detox to outpatient, that want to advertise on Google, Bing or Meta.</li>
<li><strong>Telehealth services</strong> offering addiction treatment, including medication for opioid use disorder.</li>
<li><strong>Recovery residences and sober-living homes</strong> that advertise on addiction-related searches.</li>
<li><strong>Organizations that route callers to treatment</strong>, such as hotlines and directories, which face the closest scrutiny of all.</li>
</ul>
<p>Mental-health practices that do not advertise substance use services generally do not need it. If your site mentions addiction treatment and you want ads on those terms, you do.</p>`,
      },
      {
        id: "apply",
        type: "content",
        title: "How to apply, step by step",
        content: `<ol>
<li><strong>Clean up your website first.</strong> Every service named on your site must be covered by a current license for the location that provides it. Remove pages for levels of care you are not licensed for, drop unverifiable claims, and show your physical address, licensing and ownership clearly.</li>
<li><strong>Gather your documents.</strong> State licenses for each facility and level of care, accreditation certificates if you hold them, a list of owners and key staff, every domain you operate and every phone number you advertise.</li>
<li><strong>Submit the application.</strong> Apply through LegitScript's online portal, list all locations, websites and affiliated businesses, answer the questionnaire on billing and marketing practices, and pay the application fee.</li>
<li><strong>Answer reviewer questions.</strong> Expect requests for clarification or changes to your website. Respond completely and promptly; unanswered requests are the most common source of delay.</li>
<li><strong>Background checks and decision.</strong> LegitScript reviews the people behind the business as well as the business itself. Approval brings a certification seal and a record the ad platforms can verify.</li>
<li><strong>Apply to each ad platform.</strong> Certification alone does not switch ads on. Submit Google's addiction services certification request from your Google Ads account, Meta's form for addiction treatment advertisers, and a request to Microsoft Advertising, each referencing your LegitScript certification.</li>
</ol>
<h3>How long it takes</h3>
<p>Timelines vary with how complete the application is and how many locations and websites are involved. A single-site program with a clean, accurate website and documents ready moves fastest. Multi-site operators, applicants with affiliated referral websites and anyone with background-check questions should plan for a longer review. Add time for each ad platform's own approval after LegitScript decides. The practical advice: start the moment you are licensed and your site is live, and keep paying for SEO work in the meantime, since organic search does not require certification.</p>`,
      },
      {
        id: "platforms",
        type: "content",
        title: "What Google, Meta and Microsoft each require",
        content: `<p><strong>Google Ads.</strong> In the US, ads for addiction treatment services, including facilities, recovery support and crisis hotlines related to addiction, require Google's own certification, which relies on your LegitScript certification. Without it, ads using treatment keywords are disapproved or limited. Google also treats substance use as a sensitive health category for personalized advertising, so audience lists built from visits to your site cannot be used to remarket to people.</p>
<p><strong>Meta (Facebook and Instagram).</strong> Meta requires LegitScript certification for ads that promote addiction treatment, and you apply through its own form once certified. Meta removed most detailed targeting options tied to health conditions, so campaigns rely on broad audiences and careful creative.</p>
<p><strong>Microsoft Advertising (Bing).</strong> Microsoft also requires LegitScript certification for addiction treatment advertisers in the US, submitted to its support team for approval. Bing is a smaller channel, but often a valuable one for older searchers and family members.</p>
<p>Each platform can still reject an individual ad or landing page after you are certified. Claims such as guaranteed recovery, pages promising "free" treatment, or copy that names a health condition in a way the platform reads as personal can all be disapproved. See how we manage campaigns inside those rules on <a href="/drug-rehab-ppc">drug rehab PPC</a>.</p>`,
      },
      {
        id: "rejections",
        type: "content",
        title: "Common reasons applications are rejected or delayed",
        content: `<ul>
<li><strong>Services advertised beyond the license.</strong> The site describes detox or residential care but the license covers only outpatient, or a second location is not licensed yet.</li>
<li><strong>Hidden ownership or affiliated sites.</strong> Directories, "helpline" domains or review sites owned by the center and not disclosed in the application.</li>
<li><strong>Misleading claims.</strong> Success rates, "cure" language, stock photos presented as your facility, or accreditation badges you do not hold.</li>
<li><strong>Inducements.</strong> Offers of free travel, free housing, waived copays or gifts to attract patients, all of which look like patient brokering.</li>
<li><strong>Call center practices.</strong> Phone lines that answer with a generic name, or that send callers to other facilities without saying so.</li>
<li><strong>Background check findings.</strong> Owners or key staff with relevant healthcare fraud or other disqualifying history.</li>
<li><strong>Incomplete answers.</strong> Missing licenses, unreadable documents, or reviewer questions left unanswered.</li>
</ul>
<p>Most of these are fixable before you apply, which is why we start every certification project with a website and document audit.</p>`,
      },
      {
        id: "problems",
        type: "features",
        background: "secondary",
        title: "Problems we help certification applicants solve",
        items: [
          {
            id: "site-mismatch",
            title: "Website and license do not match",
            icon: "file-text",
            description: "We map every page and claim to a license and rewrite or remove what cannot be backed up.",
          },
          {
            id: "stalled",
            title: "Applications stuck in review",
            icon: "clock",
            description: "We help you answer reviewer requests clearly and completely, so the file keeps moving.",
          },
          {
            id: "suspended-ads",
            title: "Ads disapproved after approval",
            icon: "megaphone",
            description: "We fix ad copy and landing pages that trip platform policies even when certification is valid.",
          },
          {
            id: "renewal",
            title: "Missed renewals and changes",
            icon: "calendar",
            description: "New locations, new domains and new phone numbers must be reported. We track them for you.",
          },
          {
            id: "affiliates",
            title: "Legacy referral websites",
            icon: "link",
            description: "Old directory or helpline sites can sink an application. We help you retire or disclose them properly.",
          },
        ],
      },
      {
        id: "how-we-work",
        type: "features",
        title: "How we support your certification",
        items: [
          {
            id: "audit",
            title: "1. Pre-application audit",
            icon: "search",
            description: "Website, listings, phone lines and domains reviewed against LegitScript's standards.",
          },
          {
            id: "fix",
            title: "2. Website corrections",
            icon: "layout",
            description: "Copy, disclosures, licensing display and ownership information updated before submission.",
          },
          {
            id: "submit",
            title: "3. Application support",
            icon: "check",
            description: "We help assemble documents and draft answers; you stay the applicant and sign off on everything.",
          },
          {
            id: "platforms",
            title: "4. Platform approvals",
            icon: "award",
            description: "Google, Meta and Microsoft requests filed and followed up, then campaigns built to their policies.",
          },
        ],
      },
      {
        id: "deliverables",
        type: "benefits",
        background: "secondary",
        title: "What you get",
        items: [
          {
            id: "report",
            title: "Readiness report",
            icon: "file-text",
            description: "Every issue found on your site and listings, ranked by how likely it is to delay approval.",
          },
          {
            id: "rewrite",
            title: "Compliant website copy",
            icon: "book",
            description: "Service pages rewritten to match your licenses without losing search value.",
          },
          {
            id: "checklist",
            title: "Document checklist",
            icon: "check",
            description: "Licenses, ownership and affiliated properties organized for the application.",
          },
          {
            id: "launch",
            title: "Ad launch plan",
            icon: "target",
            description: "Campaigns ready to go live the day platform approval arrives.",
          },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "LegitScript questions",
        items: [
          {
            id: "cost",
            title: "How much does LegitScript certification cost?",
            description:
              "LegitScript charges an application fee and an annual monitoring fee that depend on the number of locations and websites. Check their current fee schedule before budgeting; our support is quoted separately.",
          },
          {
            id: "sober-living",
            title: "Do sober-living homes need LegitScript?",
            description:
              "If you want to advertise on Google, Bing or Meta using addiction and recovery terms, yes in most cases. Homes that do not advertise on those platforms are not required to certify.",
          },
          {
            id: "seo-without",
            title: "Can we do SEO without certification?",
            description:
              "Yes. Organic search, your Google Business Profile and content marketing do not require LegitScript. They take three to six months to build, so starting them during the application is smart.",
          },
          {
            id: "lose",
            title: "Can certification be revoked?",
            description:
              "Yes. LegitScript monitors certified organizations and can suspend or revoke certification for unreported changes, new misleading claims or legal problems, which switches off your ads on every platform.",
          },
          {
            id: "guarantee",
            title: "Can you guarantee approval?",
            description:
              "No one honestly can. We can make sure your website and application give reviewers no avoidable reason to delay or decline.",
          },
        ],
      },
      {
        id: "cta",
        type: "cta",
        background: "primary",
        title: "Preparing for LegitScript?",
        subtitle: "Send us your website and we will tell you what a reviewer is likely to question before you apply.",
        ctaText: "Contact Us",
        ctaUrl: "/contact",
      },
    ],
  },
};
