import type { DraftSeo, StudioIssue } from "~/lib/studio";

/**
 * CONTRACT STUB (issue 22 item 4): the SEO panel, controlled like the
 * sections editor. `siteSeo` lists the other pages' titles and descriptions
 * for the duplicate warnings (warnings never block; errors come in `issues`).
 */
export interface SeoPanelProps {
  seo: DraftSeo;
  onChange: (seo: DraftSeo) => void;
  /** The page's path ("/rehab/seo") and the site's public origin, for the snippet and the canonical. */
  path: string;
  publicUrl: string;
  siteSeo: { path: string; title: string; description: string }[];
  issues: StudioIssue[];
  readOnly?: boolean;
}

export function SeoPanel({ seo }: SeoPanelProps) {
  return <pre className="text-xs">{JSON.stringify(seo, null, 2)}</pre>;
}
