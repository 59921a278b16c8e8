import type { BlogArticleSeed } from "../blog-articles";

export const hipaaTrackingPixelsArticle: BlogArticleSeed = {
  slug: "hipaa-tracking-pixels-treatment-center-websites",
  title: "HIPAA and Tracking Pixels on Treatment Center Websites",
  excerpt:
    "After the HHS guidance on online tracking and the court ruling that followed, what can a rehab or mental-health website still measure, and how should it be set up?",
  seoTitle: "HIPAA & Tracking Pixels on Rehab Websites",
  seoDescription:
    "What the HHS tracking-technology guidance means for rehab and mental-health websites, what changed after the 2024 ruling, and a safer way to track conversions.",
  author: "Priya Raman, Director of Analytics and Compliance",
  publishedAt: "2026-03-10",
  service: "compliance",
  content: `<p>Few marketing topics cause as much confusion in behavioral health as tracking pixels. Some centers ripped every script off their site after the HHS bulletin. Others read headlines about a court ruling and assumed the whole issue disappeared. Neither reaction is right. This article walks through what the guidance says, what changed, and how we set up measurement on treatment center websites today. It is practical guidance from a marketing team, not legal advice; your privacy counsel should sign off on your setup.</p>

<h2>What a pixel actually sends</h2>
<p>A tracking pixel or tag (Meta Pixel, Google tag, TikTok pixel, session replay scripts, many chat widgets) runs in the visitor's browser and sends information to the vendor. At a minimum that usually includes the page address, the visitor's IP address and browser identifiers, and often cookies that let the vendor connect the visit to a known account. Configured for "conversions", it may also send what the visitor typed or clicked.</p>
<p>Now picture that on a detox provider's website. The page address might be <em>/opioid-detox/insurance-verification</em>. The form might ask for date of birth, insurance member ID and "substance of concern". Sent to an advertising company together with an IP address, that is exactly the kind of disclosure privacy regulators worry about.</p>

<h2>The HHS guidance, and the ruling</h2>
<p>In December 2022 the HHS Office for Civil Rights published a bulletin on the use of online tracking technologies by HIPAA covered entities and business associates, and revised it in March 2024. Its core message: information collected by tracking tools on a regulated entity's website or app can be protected health information, and disclosing it to a vendor without a business associate agreement, or without the patient's authorization, can violate the HIPAA Privacy Rule.</p>
<p>In June 2024, a federal district court in Texas, in a case brought by the American Hospital Association, vacated one part of the guidance: the position that a visit to an unauthenticated public page, combined with an identifier like an IP address, could by itself be protected health information. That ruling narrowed the guidance. It did not remove it.</p>
<h3>What still applies</h3>
<ul>
<li><strong>Authenticated areas</strong> such as patient portals and telehealth apps remain squarely covered.</li>
<li><strong>Data a visitor submits</strong> about their health or care (intake forms, insurance verification forms, appointment requests, chat conversations) is sensitive no matter which page it is on.</li>
<li><strong>42 CFR Part 2</strong> imposes stricter confidentiality on records of federally assisted substance use disorder programs, and many treatment centers fall under it.</li>
<li><strong>The FTC</strong> has pursued online health companies over sharing health data with advertising platforms, and its Health Breach Notification Rule reaches many organizations HIPAA does not.</li>
<li><strong>State laws</strong>, such as Washington's My Health My Data Act, add obligations around consumer health data regardless of HIPAA status.</li>
</ul>

<h2>Where treatment centers usually leak data</h2>
<p>When we audit rehab and mental-health websites, the same problems come up again and again:</p>
<ul>
<li>The Meta Pixel or Google tag firing on the insurance verification page, with automatic "advanced matching" sending hashed emails and phone numbers.</li>
<li>Form submissions recorded as conversion events with field values attached.</li>
<li>Session replay tools capturing everything a visitor typed into an intake form.</li>
<li>Third-party chat widgets that store conversations with a vendor that has signed no agreement.</li>
<li>URLs that contain health details, such as thank-you pages named after a substance or diagnosis, passed to every tag on the page.</li>
<li>Old tags nobody remembers adding, installed by a previous agency or plugin.</li>
</ul>

<h2>A safer measurement setup</h2>
<p>You do not have to choose between privacy and measurement. The model we use for treatment centers has five parts:</p>
<ol>
<li><strong>Inventory every tag.</strong> List each script, what it collects, which pages it runs on and whether its vendor will sign a business associate agreement. Remove anything nobody can justify.</li>
<li><strong>Keep advertising tags off sensitive pages.</strong> No ad pixels on forms, portals, chat or thank-you pages. Many centers choose to remove ad pixels from the site entirely.</li>
<li><strong>Collect sensitive data only with vendors under a BAA.</strong> Form processing, call tracking, chat and CRM tools that touch patient information need signed agreements. Several call-tracking and form vendors offer HIPAA-eligible plans.</li>
<li><strong>Send conversions from the server, stripped of health details.</strong> Instead of a pixel firing on "VOB submitted", your server records the conversion and sends the ad platform only what it needs to optimize: a click identifier, a timestamp and a conversion name that reveals nothing about the person's condition. Have counsel review what is sent.</li>
<li><strong>Measure outcomes in your own systems.</strong> Admissions and revenue by source belong in your CRM and reporting, joined to call tracking data, not uploaded to ad platforms as patient lists.</li>
</ol>
<p>Google Analytics deserves a specific note: Google does not sign business associate agreements for it, so it must not receive protected health information. Configure it to exclude sensitive pages and fields, or use an analytics product whose vendor will sign one.</p>

<h2>What you give up, and what you keep</h2>
<p>Honest answer: ad platforms optimize a little less precisely when you stop feeding them rich browser data. In our experience the difference for search campaigns is small, because search intent already does most of the targeting. Meta campaigns feel it more, but for addiction treatment Meta is rarely the main admissions channel anyway, and it already restricts health-based targeting.</p>
<p>What you keep is what matters: a reliable count of calls, forms, VOBs and admissions by source, and a cost per admission you can manage to. What you avoid is an enforcement action, a class action over pixel tracking, or a breach notification to every family that trusted your website.</p>

<h2>Questions to ask your agency this month</h2>
<ul>
<li>Which tags run on our insurance verification and contact forms, and what do they send?</li>
<li>Which of our marketing vendors have signed business associate agreements?</li>
<li>Are conversions sent from the browser or from the server, and with what fields?</li>
<li>Who reviews new tags before they are added to the site?</li>
</ul>
<p>If those questions get vague answers, start with an audit. We cover the wider business case in <a href="/compliance-roi">the ROI of compliant marketing</a>, and build tracking this way into every <a href="/addiction-treatment-website-design">treatment center website</a> we design. To have us inventory your current tags, <a href="/contact">get in touch</a>.</p>`,
};
