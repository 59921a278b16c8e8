/** The agency details every page shows (header, footer, contact blocks, metadata). */
export interface SiteConfig {
  publicUrl: string;
  agency: {
    name: string;
    phone: string;
    email: string;
    website: string;
    social: { facebook: string; twitter: string; linkedin: string };
  };
}
