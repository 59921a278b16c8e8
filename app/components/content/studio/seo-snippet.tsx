import { cardHost, snippetBreadcrumb, titlePreview } from "~/lib/content/studio-seo";
import { imageVariantUrl, isResizableSource } from "~/lib/images";

/**
 * How the page will look in a search result and on a social card, from the
 * same title rule as the page's <title> (capTitle). The pictures are
 * approximations of Google's and of a link preview's layout, not copies.
 */
export function SearchSnippet({
  title,
  description,
  path,
  publicUrl,
}: {
  title: string;
  description: string;
  path: string;
  publicUrl: string;
}) {
  const shown = titlePreview(title).shown;
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Search result preview</figcaption>
      <p className="truncate text-sm text-slate-700">{snippetBreadcrumb(publicUrl, path)}</p>
      <p className="mt-1 text-xl leading-snug text-[#1a0dab]">{shown || <span className="text-slate-500">(no title)</span>}</p>
      <p className="mt-1 line-clamp-2 text-sm text-slate-700">
        {description || <span className="text-slate-500">(no description)</span>}
      </p>
    </figure>
  );
}

export function SocialCard({
  title,
  description,
  image,
  publicUrl,
}: {
  title: string;
  description: string;
  image: string | undefined;
  publicUrl: string;
}) {
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <figcaption className="px-4 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
        Social card preview
      </figcaption>
      <div className="mt-2 aspect-[1.91/1] w-full bg-slate-100">
        {image ? (
          // Shown from this site (the editor's own origin), not PUBLIC_URL, which a staging editor may not reach.
          <img
            src={isResizableSource(image) ? imageVariantUrl(image, 640) : image}
            alt=""
            className="h-full w-full object-cover"
          />
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-slate-600">The site's default image</p>
        )}
      </div>
      <div className="space-y-1 border-t border-slate-200 bg-slate-50 px-4 py-3">
        <p className="text-xs uppercase text-slate-600">{cardHost(publicUrl)}</p>
        <p className="font-semibold text-ink">{titlePreview(title).shown || "(no title)"}</p>
        <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
      </div>
    </figure>
  );
}
