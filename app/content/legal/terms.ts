import { TERMS_VERSION } from "~/content/legal/versions";
import type { LegalDocument } from "./document";

/** Spec §2: fifteen numbered sections with the stated content. */
export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  description:
    "The terms that govern use of our website and our marketing services for treatment centers: payment, ownership, confidentiality, compliance and disputes.",
  version: TERMS_VERSION,
  summary: "These terms apply to this website and, together with your signed agreement, to the marketing services we provide.",
  sections: [
    {
      title: "Acceptance of Terms",
      blocks: [
        "By using this website or engaging {agency} for services, you agree to these terms. If you sign a service agreement or statement of work with us, that document controls where it differs from these terms. If you do not agree, please do not use the site or our services.",
      ],
    },
    {
      title: "Services",
      blocks: [
        "We provide marketing services to addiction treatment, mental health and sober living providers, including search engine optimization, paid advertising management, website design and development, content, reputation management and lead generation consulting. The scope, deliverables and fees of each engagement are set out in its agreement or statement of work.",
        "Marketing outcomes depend on many factors outside our control, including search engine and advertising platform decisions, your market and your admissions process. Figures on this site describe past client experience and are not a promise of future results.",
      ],
    },
    {
      title: "Client Responsibilities",
      blocks: [
        "As a client you agree to:",
        {
          list: [
            "give us accurate information about your programs, licenses, accreditations and insurance contracts, and tell us promptly when any of them change",
            "grant the account access we need, such as to your website, analytics, ad and business profile accounts",
            "review and approve content and claims about your clinical services before publication",
            "hold the licenses and certifications your services and advertising require, including LegitScript certification where platforms demand it",
            "pay advertising platforms directly for media spend unless the agreement says otherwise",
          ],
        },
      ],
    },
    {
      title: "Payment Terms",
      blocks: [
        "Management fees are invoiced monthly in advance and are due within 15 days of the invoice date unless your agreement states otherwise. Advertising spend is separate from our fees. Late balances may bear interest at 1.5% per month or the highest rate the law allows, whichever is lower, and we may pause work on accounts more than 30 days overdue after notice to you.",
        "Our fees are never based on the number of patients referred or admitted.",
      ],
    },
    {
      title: "Intellectual Property",
      blocks: [
        "Once you have paid for them in full, you own the website designs, content and creative we produce specifically for you. We keep ownership of our pre-existing tools, templates, methods and know-how, and you receive a license to use any of them that are built into your deliverables. Your ad accounts, analytics properties and domain names remain yours. The content of this website belongs to {agency} and may not be copied without permission.",
      ],
    },
    {
      title: "Confidentiality",
      blocks: [
        "Each party will keep the other's non-public business information confidential and use it only to perform or receive the services. This does not cover information that is public, already known to the recipient, independently developed or received lawfully from someone else, or that must be disclosed by law.",
      ],
    },
    {
      title: "Termination",
      blocks: [
        "Either party may end an engagement as its agreement allows, or with 30 days' written notice once any initial term has ended. Either party may end it immediately if the other materially breaches these terms and does not cure the breach within 15 days of notice. On termination you pay for services performed up to the end date, and we hand over the accounts, files and deliverables you own.",
      ],
    },
    {
      title: "Limitation of Liability",
      blocks: [
        "To the extent the law allows, neither party is liable for indirect, incidental, special, consequential or punitive damages, or for lost profits or revenue. Our total liability arising from the services or these terms is limited to the fees you paid us in the 12 months before the event giving rise to the claim.",
      ],
    },
    {
      title: "Indemnification",
      blocks: [
        "You agree to defend and indemnify us against third-party claims arising from information or materials you supplied, claims about your clinical services that you approved, or your breach of law or of these terms. We agree to defend and indemnify you against third-party claims that deliverables we created infringe another's intellectual property.",
      ],
    },
    {
      title: "Compliance",
      blocks: [
        "Both parties will comply with the laws that apply to their work, including HIPAA, 42 CFR Part 2, state privacy laws, the Eliminating Kickbacks in Recovery Act, state patient brokering laws, FTC advertising rules and the policies of the platforms we advertise on. Where our work requires access to protected health information, we will sign a business associate agreement before receiving it. We may decline to publish any ad or claim that we believe would breach these rules.",
      ],
    },
    {
      title: "Modifications",
      blocks: [
        "We may update these terms from time to time and will change the date at the top of this page when we do. Changes apply to existing engagements only from the start of the next billing period after we notify you, and never override a signed agreement.",
      ],
    },
    {
      title: "Governing Law",
      blocks: ["These terms are governed by the laws of the State of California, without regard to its conflict of law rules."],
    },
    {
      title: "Dispute Resolution",
      blocks: [
        "If a dispute arises, the parties will first try to resolve it by good-faith negotiation between senior representatives for at least 30 days. If that fails, they will try mediation with a mutually agreed mediator before starting arbitration or litigation. Either party may seek urgent injunctive relief from a court at any time.",
      ],
    },
    {
      title: "Severability",
      blocks: [
        "If any provision of these terms is found unenforceable, it will be limited to the minimum extent necessary and the rest of the terms remain in effect.",
      ],
    },
    {
      title: "Contact Information",
      blocks: ["Questions about these terms: e-mail {email} or call {phone}."],
    },
  ],
};
