/** A CSV of the crawl (/api/crawls/{id}/{file}): a plain link with `download`, so it works without JS too. */
export function DownloadLink({ crawlId, file, children }: { crawlId: string; file: string; children: string }) {
  return (
    <a
      href={`/api/crawls/${crawlId}/${file}`}
      download
      className="inline-flex h-9 items-center rounded-md border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </a>
  );
}
