/**
 * The web-vitals library as an island module of its own, loaded by the
 * analytics beacon (app/islands/analytics.ts) through the island loader at the
 * visitor's first interaction. `mount` is there only because every island
 * module has one; nothing marks an element with this name.
 */
export { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

export function mount() {}
