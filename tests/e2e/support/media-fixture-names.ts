/** The media library spec's planted use (media-fixtures.ts): names only, so the spec loads no server code. */
export const MEDIA_IN_USE_NAME = "e2e-in-use.png";
export const MEDIA_IN_USE_PAGE = "/e2e-fixture/media-draft";
