import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ALT_MAX, formatBytes } from "~/lib/content/media";

/**
 * The upload form. Without JS it posts to the page (`?upload=1`) and the page
 * shows the answer; with JS it sends the file to POST /api/admin/media with
 * XMLHttpRequest, whose upload events give a real progress bar, and then
 * reloads the list. Either way the server decides everything (type, size).
 */
export function UploadForm({ maxBytes, answer }: { maxBytes: number; answer?: { ok: boolean; message: string } | null }) {
  const form = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/media");
    request.responseType = "json";
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100));
    };
    request.onload = () => {
      setProgress(null);
      const body = request.response as { message?: string; error?: { message?: string } } | null;
      const ok = request.status >= 200 && request.status < 300;
      setResult({ ok, message: (ok ? body?.message : body?.error?.message) ?? `The upload failed (HTTP ${request.status}).` });
      if (ok) {
        form.current?.reset();
        revalidator.revalidate();
      }
    };
    request.onerror = () => {
      setProgress(null);
      setResult({ ok: false, message: "The upload could not reach the server. Check the connection and try again." });
    };
    setResult(null);
    setProgress(0);
    request.send(data);
  }

  const busy = progress !== null;
  return (
    <section aria-labelledby="upload-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="upload-heading" className="text-lg font-semibold text-ink">
        Upload an image
      </h2>
      <p id="upload-help" className="mt-1 text-sm text-slate-700">
        JPEG, PNG, WebP, AVIF or SVG, up to {formatBytes(maxBytes)}. Location and camera data are removed; SVGs with scripts or
        outside references are refused.
      </p>
      <form
        ref={form}
        method="post"
        action="?upload=1"
        encType="multipart/form-data"
        onSubmit={submit}
        aria-busy={busy}
        className="mt-4 grid gap-4 md:grid-cols-[2fr_3fr_auto] md:items-end"
      >
        <input type="hidden" name="intent" value="upload" />
        <div>
          <Label htmlFor="upload-file" required>
            Image file
          </Label>
          <Input
            id="upload-file"
            name="file"
            type="file"
            required
            accept=".jpg,.jpeg,.png,.webp,.avif,.svg,image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
            aria-describedby="upload-help"
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor="upload-alt">Alt text (needed before the image can be used)</Label>
          <Input id="upload-alt" name="alt" maxLength={ALT_MAX} className="mt-1.5" />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </Button>
      </form>
      {busy ? (
        <div className="mt-3">
          <Label htmlFor="upload-progress">Upload progress</Label>
          <progress id="upload-progress" max={100} value={progress ?? 0} className="mt-1 block w-full">
            {progress}%
          </progress>
        </div>
      ) : null}
      <ActionStatus answer={result ?? answer} className="mt-3" />
    </section>
  );
}
