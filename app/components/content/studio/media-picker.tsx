import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { imageVariantUrl, isResizableSource } from "~/lib/images";

/**
 * "Choose from library": a modal list of the media library's images that
 * have alt text (GET /api/admin/media answers only those). A native
 * <dialog> gives focus containment and Escape to close. Picking one hands
 * back its address and alt text.
 */
export interface LibraryImage {
  id: string;
  src: string;
  alt: string;
  originalName: string;
}

type Load = { state: "idle" | "loading" } | { state: "loaded"; images: LibraryImage[] } | { state: "failed"; message: string };

export function MediaPicker({
  label,
  onPick,
  disabled,
}: {
  label: string;
  onPick: (image: LibraryImage) => void;
  disabled?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [load, setLoad] = useState<Load>({ state: "idle" });
  const titleId = `${label.replace(/\W+/g, "-").toLowerCase()}-picker-title`;

  async function open() {
    dialog.current?.showModal();
    setLoad({ state: "loading" });
    try {
      const response = await fetch("/api/admin/media", { headers: { Accept: "application/json" } });
      const body = (await response.json().catch(() => null)) as { images?: LibraryImage[]; message?: string } | null;
      if (!response.ok || !body?.images) throw new Error(body?.message ?? `The library answered ${response.status}.`);
      setLoad({ state: "loaded", images: body.images });
    } catch (error) {
      setLoad({ state: "failed", message: `The media library could not be loaded: ${(error as Error).message}` });
    }
  }

  function pick(image: LibraryImage) {
    onPick(image);
    dialog.current?.close();
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={open} disabled={disabled} aria-haspopup="dialog">
        Choose from library<span className="sr-only"> for {label}</span>
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-lg border border-slate-300 p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            Choose an image: {label}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => dialog.current?.close()}>
            Close
          </Button>
        </div>
        <div className="max-h-[60vh] overflow-y-auto p-4" aria-live="polite">
          {load.state === "loading" ? <p>Loading the library…</p> : null}
          {load.state === "failed" ? <p className="text-red-700">{load.message}</p> : null}
          {load.state === "loaded" && load.images.length === 0 ? (
            <p>No images with alt text yet. Upload one and write its alt text in the media library.</p>
          ) : null}
          {load.state === "loaded" && load.images.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {load.images.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => pick(image)}
                    className="flex w-full flex-col gap-1 rounded-md border border-slate-300 p-2 text-left text-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <img
                      src={isResizableSource(image.src) ? imageVariantUrl(image.src, 320) : image.src}
                      alt=""
                      className="aspect-video w-full rounded object-cover"
                      loading="lazy"
                    />
                    <span className="line-clamp-2 text-ink">{image.alt}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
