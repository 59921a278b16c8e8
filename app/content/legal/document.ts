/**
 * A legal page as data. Text may contain {agency}, {email}, {phone} and
 * {website}; the page fills them from the site configuration, so the policy
 * always names the mailbox and number the site actually shows.
 */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Meta description. */
  description: string;
  /** Effective date (YYYY-MM-DD) from app/content/legal/versions.ts. */
  version: string;
  summary: string;
  sections: LegalSection[];
}

export interface LegalPlaceholders {
  agency: string;
  email: string;
  phone: string;
  website: string;
}

export function fillPlaceholders(text: string, values: LegalPlaceholders): string {
  return text.replace(/\{(agency|email|phone|website)\}/g, (_match, key: keyof LegalPlaceholders) => values[key]);
}
