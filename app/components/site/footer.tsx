import { Globe, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "~/lib/phone";
import type { SiteConfig } from "~/lib/site-config";

const serviceLinks = [
  { label: "Addiction Treatment SEO", to: "/drug-rehab-seo" },
  { label: "Addiction Treatment PPC", to: "/addiction-treatment-ppc" },
  { label: "Treatment Center Website Design", to: "/addiction-treatment-website-design" },
  { label: "Mental Health Marketing", to: "/mental-health-marketing" },
  { label: "Sober Living Marketing", to: "/sober-living-marketing" },
  { label: "Dual Diagnosis Marketing", to: "/dual-diagnosis-marketing" },
];

const quickLinks = [
  { label: "About Us", to: "/about" },
  { label: "Case Studies", to: "/case-studies" },
  { label: "Blog", to: "/blog" },
  { label: "Locations", to: "/locations" },
  { label: "FAQ", to: "/faq" },
  { label: "Free Website Analysis", to: "/client-ingestion" },
  { label: "Schedule a Session", to: "/schedule-session" },
  { label: "Contact Us", to: "/contact" },
];

const legalLinks = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cookie Policy", to: "/cookie-policy" },
];

function hostOf(url: string) {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

function FooterHeading({ children }: { children: string }) {
  return <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{children}</h2>;
}

function FooterLinks({ links }: { links: { label: string; to: string }[] }) {
  return (
    <ul className="mt-4 space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="text-slate-300 hover:text-white hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The crisis lines on every page. We are an agency, not a provider, but a person in crisis can land on
 * any page of a site about addiction and mental health; our own analyzer asks the same of our clients.
 */
function CrisisLine() {
  const link = "font-semibold text-white underline hover:no-underline";
  return (
    <div className="border-t border-white/10">
      <p className="mx-auto max-w-7xl px-4 py-5 text-sm leading-6 sm:px-6 lg:px-8" data-testid="crisis-line">
        <span className="font-semibold text-white">In crisis or need help now?</span> Call or text{" "}
        <a href="tel:988" className={link}>
          988
        </a>{" "}
        (Suicide & Crisis Lifeline), or call the SAMHSA National Helpline at{" "}
        <a href="tel:+18006624357" className={link}>
          1-800-662-4357
        </a>{" "}
        (free, confidential, 24/7). We are a marketing agency, not a treatment provider.
      </p>
    </div>
  );
}

export function Footer({ site, year }: { site: SiteConfig; year: number }) {
  const { agency } = site;
  const social = [
    { label: "Facebook", href: agency.social.facebook, glyph: "f" },
    { label: "Twitter", href: agency.social.twitter, glyph: "X" },
    { label: "LinkedIn", href: agency.social.linkedin, glyph: "in" },
  ];
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{agency.name}</p>
          <p className="mt-4 text-sm leading-6">
            Marketing built only for addiction treatment centers, mental health practices and sober living homes: more qualified
            admissions, ethical and compliant campaigns, and reporting you can take to your board.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {social.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-sm font-bold text-white hover:bg-brand-600"
                >
                  <span aria-hidden="true">{item.glyph}</span>
                  <span className="sr-only">{`${agency.name} on ${item.label} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <FooterHeading>Services</FooterHeading>
          <FooterLinks links={serviceLinks} />
        </div>
        <div>
          <FooterHeading>Quick Links</FooterHeading>
          <FooterLinks links={quickLinks} />
        </div>
        <div>
          <FooterHeading>Contact</FooterHeading>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex items-center gap-2">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={telHref(agency.phone)} className="hover:text-white hover:underline">
                {agency.phone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={`mailto:${agency.email}`} className="break-all hover:text-white hover:underline">
                {agency.email}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Globe aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={agency.website} className="hover:text-white hover:underline">
                {hostOf(agency.website)}
              </a>
            </p>
            <p>Monday-Friday 9AM-6PM EST</p>
          </address>
        </div>
      </div>
      <CrisisLine />
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {agency.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
