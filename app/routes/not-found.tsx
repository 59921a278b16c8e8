import { data } from "react-router";

/**
 * Any path no other route claims. Answering through a route (rather than
 * React Router's no-match) runs the root loader, so the 404 page has the
 * full header, footer and metadata, with HTTP status 404.
 */
export function loader(): never {
  throw data("Not Found", { status: 404 });
}

export function action(): never {
  throw data("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
