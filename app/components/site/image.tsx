import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * PLACEHOLDER on main until the image work lands (srcset from the image
 * endpoint, loading placeholder, fallback on error). The props are the
 * contract: keep using them.
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  keywords: _keywords,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
  /** Words describing the picture; people-related ones pick a people-style fallback. */
  keywords?: string[];
} & Pick<ComponentProps<"img">, "style">) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={cn("h-auto max-w-full", className)}
    />
  );
}
