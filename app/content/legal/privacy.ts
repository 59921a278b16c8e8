import { PRIVACY_POLICY_VERSION } from "~/content/legal/versions";
import type { LegalDocument } from "./document";

/** Spec §2: nine numbered sections. Written for what this site really collects and does. */
export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description:
    "What information our website collects when you request a consultation or book a session, how we use and protect it, and the choices you have.",
  version: PRIVACY_POLICY_VERSION,
  summary:
    "We collect the contact details you give us to answer your inquiry, count visits without cookies, never sell your data and never ask for health information.",
  sections: [
    {
      title: "Introduction",
      blocks: [
        'This policy explains how {agency} ("we", "us") handles information collected through this website, including the consultation form, the session booking page, the website analyzer and the chat assistant. It applies to visitors of the site; services delivered to clients under contract are also governed by that contract.',
        "We market treatment providers. We are not a treatment provider and this site is not a place to seek care. Please do not send us information about your own health or about patients. If you or someone you know needs help now, call or text 988 (Suicide & Crisis Lifeline) or the SAMHSA National Helpline at 1-800-662-4357.",
      ],
    },
    {
      title: "Information We Collect",
      blocks: [
        "Information you give us when you send the consultation form, book a session or leave details in the chat:",
        {
          list: [
            "your name, e-mail address and, if you choose, phone number and the name of your facility",
            "your message and, for bookings, the time slot and time zone you chose",
            "that you accepted this policy, which version you accepted and when",
          ],
        },
        "Information recorded with each request, so we know how you found us and can filter spam:",
        {
          list: [
            "the page you first landed on, the referring site and any campaign (UTM) parameters in the link",
            "your browser's user agent string",
          ],
        },
        "Visit statistics: our own analytics records which pages are viewed, page-load performance figures and on-site events such as clicks on calls to action. Visits are grouped by a visitor key computed from a salt that changes every day, your IP address and your user agent. The salt is deleted after 48 hours, so a key cannot be linked to you or to visits on other days, and IP addresses are not stored.",
        "Websites you submit to the analyzer: the address you enter and the public pages our crawler fetches from it.",
        "We do not ask for and do not want health information, insurance details or anything about a patient's diagnosis or treatment.",
      ],
    },
    {
      title: "How We Use Your Information",
      blocks: [
        {
          list: [
            "to reply to your inquiry, prepare for and hold the consultation or session you booked",
            "to send you e-mail about your request, such as a confirmation and our reply",
            "to understand which pages and campaigns bring inquiries, using aggregate statistics",
            "to protect the site and our forms from spam and abuse, including rate limits based on a hashed visitor key",
            "to meet legal obligations and enforce our terms",
          ],
        },
        "We do not use your information for automated decisions that affect you, and we do not build advertising profiles from it.",
      ],
    },
    {
      title: "How We Share Information",
      blocks: [
        "We do not sell or rent personal information, and we do not share it for cross-context behavioral advertising. We share it only:",
        {
          list: [
            "with service providers who act on our behalf, such as our hosting provider and e-mail delivery service, under contracts that limit their use of it",
            "with the AI service that generates the chat assistant's replies, when one is in use; it receives the messages you type in the chat",
            "when the law requires it, or to protect the rights, property or safety of our clients, visitors or us",
            "with a successor if our business is sold or merged, under the same protections",
          ],
        },
        "We never pass your inquiry to a treatment provider or any other third party as a referral.",
      ],
    },
    {
      title: "Your Rights and Choices",
      blocks: [
        "You may ask us to tell you what personal information we hold about you, to correct it, to delete it or to stop sending you e-mail. Residents of California and other states with privacy laws have these rights by law; we extend them to every visitor. We will not treat you differently for using them.",
        "To make a request, write to {email}. We may need to confirm your identity before acting on it and will answer within 45 days.",
      ],
    },
    {
      title: "Data Security and Retention",
      blocks: [
        "The site is served only over encrypted connections. Form data is stored in a database reachable only by our systems and by staff who sign in to our back office. We keep inquiries for as long as we need them to respond and to keep business records, then delete them; analytics salts are deleted after 48 hours.",
        "No method of transmission or storage is completely secure. If a breach affects your information, we will notify you as the law requires.",
      ],
    },
    {
      title: "Children Under 18",
      blocks: [
        "This site is meant for professionals who run or market treatment programs. It is not directed to anyone under 18, and we do not knowingly collect information from them. If you believe a minor has sent us information, contact us and we will delete it.",
      ],
    },
    {
      title: "Changes to This Policy",
      blocks: [
        "When we change this policy we update the date at the top of the page. Each inquiry records the version accepted when it was sent. If a change materially affects information we already hold, we will tell you before it applies.",
      ],
    },
    {
      title: "Contact Us",
      blocks: ["Questions or requests about this policy or your information: e-mail {email} or call {phone}."],
    },
  ],
};
