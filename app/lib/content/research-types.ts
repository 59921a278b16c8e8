/**
 * The `content_research.content_type` values that the site itself reads (the content tools may
 * store others): here, below every domain, because the content domain writes them and the chat,
 * the sitemaps and the location manager read them.
 */
export const BLOG_ARTICLE = "blog_article";

/** content_research rows that give a city service page its body. */
export const CITY_SERVICE_CONTENT_TYPE = "service_type_location";
