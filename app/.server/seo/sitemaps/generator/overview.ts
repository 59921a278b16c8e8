import { SITEMAP_ENTRY_TYPES, type SitemapEntryType } from "~/lib/seo/sitemap-generator";
import type { SitemapSource } from "../reader";
import { renderSitemapIndex, renderUrlset } from "../xml";
import type { IndexNow } from "./indexnow";
import { type SitemapFinding, validateSitemapXml } from "./validate";

/**
 * What /sitemap-generator shows of our own sitemaps: the index and each
 * child with its URL count by type and its image entries, each file as the
 * public routes render it, validated against the protocol; the pages the
 * rules left out; the IndexNow state.
 */
export interface SitemapFileReport {
  file: string;
  /** The public address. */
  url: string;
  count: number;
  byType: Record<SitemapEntryType, number>;
  images: number;
  lastmod: string | null;
  bytes: number;
  ok: boolean;
  findings: SitemapFinding[];
}

export async function ownSitemapOverview(deps: { sitemap: SitemapSource; publicUrl: string }) {
  const { children, leftOut, settings } = await deps.sitemap.details();
  const host = new URL(deps.publicUrl).host;
  const base = deps.publicUrl.replace(/\/+$/, "");
  const files: SitemapFileReport[] = children.map((child) => {
    const byType = Object.fromEntries(SITEMAP_ENTRY_TYPES.map((type) => [type, 0])) as Record<SitemapEntryType, number>;
    let images = 0;
    for (const entry of child.entries) {
      if (entry.type) byType[entry.type]++;
      images += entry.images?.length ?? 0;
    }
    const validation = validateSitemapXml(renderUrlset(child.entries, deps.publicUrl), { host });
    return {
      file: child.file,
      url: `${base}/sitemaps/${child.file}`,
      count: child.entries.length,
      byType,
      images,
      lastmod: child.lastmod.toISOString(),
      bytes: validation.bytes,
      ok: validation.ok,
      findings: validation.findings,
    };
  });
  const indexValidation = validateSitemapXml(renderSitemapIndex(children, deps.publicUrl), { host });
  const index = {
    file: "sitemap.xml",
    url: `${base}/sitemap.xml`,
    count: children.length,
    bytes: indexValidation.bytes,
    ok: indexValidation.ok,
    findings: indexValidation.findings,
  };
  const totals = Object.fromEntries(
    SITEMAP_ENTRY_TYPES.map((type) => [type, files.reduce((sum, file) => sum + file.byType[type], 0)]),
  ) as Record<SitemapEntryType, number>;
  return { index, files, totals, leftOut, settings };
}

export async function indexNowOverview(deps: {
  indexNow: IndexNow;
  readSettings: () => Promise<{ enabled: boolean; endpoint: string; key: string | null }>;
  publicUrl: string;
}) {
  const settings = await deps.readSettings();
  const submissions = await deps.indexNow.lastSubmissions(5);
  const base = deps.publicUrl.replace(/\/+$/, "");
  return {
    ...settings,
    keyUrl: settings.key ? `${base}/${settings.key}.txt` : null,
    submissions: submissions.map((row) => ({
      id: row.id,
      submittedAt: row.submittedAt.toISOString(),
      urlCount: row.urlCount,
      status: row.status,
      error: row.error,
      urls: row.urls.slice(0, 20),
    })),
  };
}
