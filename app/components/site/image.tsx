import type { CSSProperties } from "react";
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

/**
 * An image with a brand-tinted placeholder while it loads and, when it fails,
 * a fallback illustration with the alt text "Image could not be loaded"
 * (spec public-site §4). The server names the fallback (data-fallback); the
 * site island (app/islands/site.js) swaps it in on failure, including a
 * failure that happened before it ran, and marks loaded images.
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
  const shownHeight = height ?? Math.round((width * DEFAULT_IMAGE_HEIGHT) / DEFAULT_IMAGE_WIDTH);
  const common = {
    width,
    height: shownHeight,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: priority ? ("auto" as const) : ("async" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    "data-state": "loading",
    "data-fallback": fallbackImageFor(keywords ?? `${alt} ${src}`),
    "data-failed-alt": FAILED_IMAGE_ALT,
    style,
    className: cn("h-auto max-w-full bg-brand-50 data-[state=loaded]:bg-transparent", className),
  };

  const resizable = isResizableSource(src);
  const widths = resizable ? srcsetWidths(width) : [];
  return (
    <img
      {...common}
      src={resizable ? imageVariantUrl(src, defaultVariantWidth(width)) : src}
      srcSet={resizable ? widths.map((w) => `${imageVariantUrl(src, w)} ${w}w`).join(", ") : undefined}
      sizes={resizable ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      alt={alt}
    />
  );
}
