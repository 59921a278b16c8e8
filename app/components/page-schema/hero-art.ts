import type { PageType } from "~/lib/page-schema";

/**
 * Artwork for schema-page heroes, by page type. Empty until the hero art
 * lands in public/art/hero-*.svg: a hero without art shows no image rather
 * than a broken one. A section's own imageUrl always wins.
 */
export const heroArtByType: Partial<Record<PageType, { src: string; alt: string }>> = {};
