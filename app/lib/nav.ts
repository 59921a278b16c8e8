/** Header menus of spec §2. Desktop and mobile differ on purpose. */
export interface MenuItem {
  label: string;
  to: string;
}

export const desktopMenu: MenuItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Locations", to: "/locations" },
  { label: "Case Studies", to: "/case-studies" },
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
];

/** The mobile panel has no Locations or Case Studies, and adds Contact. */
export const mobileMenu: MenuItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

/**
 * Spec: an item is active when the current path starts with its path; Home
 * only on exactly `/`. We compare whole segments, so `/blog` is active on
 * `/blog` and `/blog/some-post`, not on a sibling such as `/blogroll`.
 */
export function isMenuItemActive(itemPath: string, currentPath: string): boolean {
  const current = currentPath.toLowerCase().replace(/\/+$/, "") || "/";
  const item = itemPath.toLowerCase().replace(/\/+$/, "") || "/";
  if (item === "/") return current === "/";
  return current === item || current.startsWith(`${item}/`);
}
