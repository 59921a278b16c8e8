import type { BlogArticleSeed } from "../blog-articles";

export const admissionsCallArticle: BlogArticleSeed = {
  slug: "rehab-admissions-call-speed-to-lead-vob",
  title: "The Admissions Call: Speed to Lead, VOBs and Call Tracking",
  excerpt:
    "Marketing ends when the phone rings, but admissions begin there. How to answer faster, run verification of benefits without losing the caller, and track every call properly.",
  seoTitle: "The Rehab Admissions Call: Speed, VOBs, Tracking",
  seoDescription:
    "Why the admissions call decides your marketing results: speed to lead, a VOB process that keeps callers engaged, call tracking under a BAA, and call scoring.",
  author: "Jordan Ellis, Admissions Performance Lead",
  publishedAt: "2026-06-09",
  service: "admissions",
  content: `<p>We spend a lot of our clients' money making the phone ring. So we listen to the calls. And the pattern that shows up across programs of every size is humbling for a marketing agency: a large part of the difference between a center that fills beds and one that does not happens in the first few minutes of the conversation, not in the ad that produced it.</p>
<p>This article is about those minutes: how fast you respond, how you handle verification of benefits, and how call tracking tells you what is really happening. It is written for admissions directors and the executives who manage them.</p>

<h2>Speed to lead is a clinical issue, not just a sales one</h2>
<p>People reach out for addiction treatment in a narrow window. The person calling at 1 a.m. after a frightening night may feel very differently by the afternoon. A parent who fills in your form is often filling in three others at the same time. Whoever answers first, warmly and competently, is usually the program the family chooses.</p>
<h3>What good coverage looks like</h3>
<ul>
<li><strong>Live answer around the clock.</strong> Voicemail is where paid calls go to die. If your own team cannot cover nights and weekends, use a trained after-hours service that knows your programs and can schedule a callback or complete a pre-screen, under a business associate agreement.</li>
<li><strong>Forms called back in minutes, not hours.</strong> Route web forms to the phones of the admissions staff on shift, not a shared inbox that someone checks after lunch.</li>
<li><strong>Missed-call alerts.</strong> Every unanswered call should trigger an immediate callback attempt, followed by a text where the caller has agreed to receive one.</li>
<li><strong>Enough lines at peak times.</strong> Look at when your calls arrive. Many programs see surges on Monday mornings and late evenings, exactly when staffing is thinnest.</li>
</ul>

<h2>The structure of a good first call</h2>
<p>A scripted call feels cold; an unstructured call wanders and forgets the insurance details. The best admissions teams we work with follow a flexible shape:</p>
<ol>
<li><strong>Connect.</strong> Use the caller's name, listen first, and find out who the call is about. Parents and partners call more often than the person who needs care.</li>
<li><strong>Check for safety.</strong> Any medical emergency goes to 911. Anyone at risk of suicide should be connected with 988 immediately. Withdrawal from alcohol or benzodiazepines can be dangerous and may need medical detox, not a bed next week.</li>
<li><strong>Understand the need.</strong> Substances, history, co-occurring mental-health conditions, prior treatment, and what the person wants. Enough to make a preliminary level-of-care judgment; the clinical assessment comes later.</li>
<li><strong>Verify benefits.</strong> Collect what the VOB needs while the caller is engaged (more below).</li>
<li><strong>Agree a next step.</strong> An admission time, a callback time with the VOB result, or a referral elsewhere, with a name and number the caller can use.</li>
</ol>

<h2>Running verification of benefits without losing the caller</h2>
<p>The VOB is where momentum stalls. A caller who gave their member ID and then waited a day and a half for an answer has often admitted somewhere else in the meantime.</p>
<h3>Collect it cleanly</h3>
<p>Subscriber name and date of birth, the patient's relationship to the subscriber, member ID, group number, the payer phone number on the back of the card, and a photo of both sides if the caller can send it securely. Use a secure channel, never plain text messages or a form with ad pixels on it.</p>
<h3>Return it fast</h3>
<p>Set an internal standard for how quickly VOBs come back, and staff utilization review or your billing partner to meet it, including on weekends if you admit on weekends. While waiting, tell the caller exactly when you will call back, and keep that promise.</p>
<h3>Explain it honestly</h3>
<p>Tell the family what the verification showed: in or out of network, deductible and out-of-pocket status, and any pre-authorization requirements. Be clear that a verification is not a guarantee of payment. Overselling coverage creates bad debt, angry families and the kind of complaints LegitScript and state regulators take seriously.</p>
<h3>When you are not the right fit</h3>
<p>Some callers need a different level of care, a payer you do not take, or a specialty you do not offer. Refer them to a program that can help, point them to SAMHSA's national helpline or its treatment locator, and never accept anything from another provider for the referral. A good referral costs you nothing and builds the reputation that referral partners notice.</p>

<h2>Call tracking: what it is for</h2>
<p>Call tracking assigns different phone numbers to different sources (paid search, organic search, your Google listing, a directory, a billboard) and, with dynamic number insertion, shows each website visitor a number tied to how they arrived. It answers the question that most reports cannot: which marketing produced the calls that became admissions.</p>
<h3>Set it up for healthcare</h3>
<ul>
<li><strong>Sign a BAA with the vendor.</strong> Recordings and transcripts of admissions calls contain protected health information. Several call-tracking providers offer HIPAA-eligible plans; use one.</li>
<li><strong>Mind recording consent.</strong> Some states, California and Florida among them, require every party to consent to recording. Play a short notice at the start of every call.</li>
<li><strong>Keep health details out of ad platforms.</strong> Send advertising platforms a conversion signal, not a transcript or keywords from the call.</li>
<li><strong>Pass the source to your CRM.</strong> Each caller's record should carry its source, so you can match admissions to spend later. This is how you calculate a real <a href="/blog/cost-per-admission-rehab-marketing-metric">cost per admission</a> by channel.</li>
</ul>

<h2>Score calls, then coach</h2>
<p>Tracking tells you where calls come from; listening tells you why they did or did not admit. Each week, have a manager review a sample of recorded calls and tag each with a disposition (qualified, wrong level of care, payer not accepted, job inquiry, existing patient, spam) and a quality score covering greeting, safety screening, needs assessment, VOB collection and next step.</p>
<p>Share the results with both admissions and marketing. Dispositions show marketing which keywords and sources bring unqualified calls, so they can be excluded. Quality scores show admissions where coaching will pay off. In our Standard plan, we review recorded calls with the admissions director every month for exactly this reason; see <a href="/marketing-plan">what the Standard plan includes</a>.</p>

<h2>Follow up like it matters</h2>
<p>Many people who do not admit on the first call are not saying no. They are saying not yet. With their permission, keep in touch: a call the next day, another within the week, and a check-in after that. Record each attempt and its outcome. A respectful, consistent follow-up process turns a noticeable share of "not yet" into admissions, without a single extra dollar in media spend.</p>
<p>If you are paying for calls, the admissions process is part of your marketing whether you treat it that way or not. To have us listen to a sample of your calls and map where callers drop away, <a href="/schedule-session">schedule a strategy session</a>.</p>`,
};
