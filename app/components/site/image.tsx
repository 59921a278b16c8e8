import { type CSSProperties, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import {
  DEFAULT_IMAGE_HEIGHT,
  DEFAULT_IMAGE_WIDTH,
  defaultVariantWidth,
  FAILED_IMAGE_ALT,
  fallbackImageFor,
  imageVariantUrl,
  isResizableSource,
  srcsetWidths,
} from "~/lib/images";

export interface ImageProps {
  /** A file under public/art (`/art/hero-growth.svg`) is served resized; any other URL is used as it is. */
  src: string;
  alt: string;
  /** The largest CSS width the image is shown at; 1200 by default. */
  width?: number;
  /** Defaults to 16:9 of the width. Width and height reserve the space, so nothing shifts as it loads. */
  height?: number;
  sizes?: string;
  /** For the page's main (largest) image: loads at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  /** Words describing the subject; people-related ones pick the people-style fallback. */
  keywords?: string | readonly string[];
  style?: CSSProperties;
}

type LoadState = "loading" | "loaded" | "failed";

/**
 * An image with a brand-tinted placeholder while it loads and, when it fails,
 * a fallback illustration with the alt text "Image could not be loaded"
 * (spec public-site §4). An image can fail before React hydrates and attaches
 * onError, so the state is also read from the element once mounted.
 */
export function Image({
  src,
  alt,
  width = DEFAULT_IMAGE_WIDTH,
  height,
  sizes,
  priority,
  className,
  keywords,
  style,
}: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<LoadState>("loading");
  const shownHeight = height ?? Math.round((width * DEFAULT_IMAGE_HEIGHT) / DEFAULT_IMAGE_WIDTH);

  useEffect(() => {
    const img = ref.current;
    if (!img?.complete) return;
    // A lazy image not yet requested has no currentSrc; only a finished request counts.
    if (img.naturalWidth > 0) setState("loaded");
    else if (img.currentSrc) setState("failed");
  }, []);

  const common = {
    ref,
    width,
    height: shownHeight,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: priority ? ("auto" as const) : ("async" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    "data-state": state,
    style,
    className: cn("h-auto max-w-full", state !== "loaded" && "bg-brand-50", className),
  };

  if (state === "failed") {
    return <img {...common} src={fallbackImageFor(keywords ?? `${alt} ${src}`)} alt={FAILED_IMAGE_ALT} />;
  }

  const resizable = isResizableSource(src);
  const widths = resizable ? srcsetWidths(width) : [];
  return (
    <img
      {...common}
      src={resizable ? imageVariantUrl(src, defaultVariantWidth(width)) : src}
      srcSet={resizable ? widths.map((w) => `${imageVariantUrl(src, w)} ${w}w`).join(", ") : undefined}
      sizes={resizable ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      alt={alt}
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
    />
  );
}
