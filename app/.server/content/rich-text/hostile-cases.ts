/**
 * Hostile rich text (issue 22, Done-when "Rich text"): inputs that would run
 * script, restyle the page or send a visitor elsewhere if they reached a page
 * as written. Each one is live when a browser parses it unsanitised (the unit
 * test checks that with a browser-grade parser, so no case is a dud).
 *
 * Every payload that can run sets `window[RICH_TEXT_XSS_FLAG]` and calls
 * alert(), so the e2e spec can tell from the browser whether anything ran.
 * Used by app/.server/content/rich-text/sanitize.test.ts and, stored as content
 * sections of a page, by tests/e2e/rich-text-safety.spec.ts.
 */
export const RICH_TEXT_XSS_FLAG = "__richTextXss";

/** The script every payload tries to run. No quotes, so it fits any attribute. */
const RUN = `window.${RICH_TEXT_XSS_FLAG}=1;alert(1)`;
const encoded = (text: string) => [...text].map((char) => `&#${char.charCodeAt(0)};`).join("");

export interface HostileCase {
  name: string;
  category: "script" | "handler" | "url" | "style" | "svg" | "embed" | "form" | "document" | "broken";
  html: string;
}

export const hostileCases: HostileCase[] = [
  // <script>, however it is spelled.
  { name: "script tag", category: "script", html: `<p>Before</p><script>${RUN}</script><p>After</p>` },
  { name: "upper-case script", category: "script", html: `<SCRIPT>${RUN}</SCRIPT>` },
  { name: "mixed-case script with attributes", category: "script", html: `<ScRiPt type="text/javascript">${RUN}</sCrIpT>` },
  {
    name: "script nested in a script split in two (fools a regex stripper)",
    category: "script",
    html: `<div><p><scr<script>x</script>ipt>${RUN}</scr<script>x</script>ipt><script>${RUN}</script></p></div>`,
  },
  {
    name: "script split over lines, with a src",
    category: "script",
    html: `<script\n  src="data:text/javascript,${RUN}"\n></script\n>`,
  },
  // Event handlers, with odd spacing, case and entities.
  { name: "img onerror", category: "handler", html: `<img src="x" onerror="${RUN}">` },
  { name: "body onload", category: "handler", html: `<body onload="${RUN}"><p>Text</p></body>` },
  { name: "onmouseover with spaces round =", category: "handler", html: `<p onmouseover  =  '${RUN}'>Hover me</p>` },
  { name: "mixed-case handler, no quotes", category: "handler", html: `<img src=x oNeRrOr=${RUN}>` },
  { name: "slashes for spaces, entity-encoded handler", category: "handler", html: `<img/src="x"/onerror="${encoded(RUN)}">` },
  {
    name: "tabs and newlines round a handler",
    category: "handler",
    html: `<strong\tonclick\n=\n"${RUN}"\tonfocus="${RUN}" tabindex="0">Bold</strong>`,
  },
  // URLs with schemes that run or embed.
  { name: "javascript: link", category: "url", html: `<a href="javascript:${RUN}">Click</a>` },
  { name: "mixed-case javascript: link", category: "url", html: `<a href="JaVaScRiPt:${RUN}">Click</a>` },
  { name: "entity-encoded javascript: link", category: "url", html: `<a href="${encoded("javascript:")}${RUN}">Click</a>` },
  {
    name: "hex and named entities in the scheme",
    category: "url",
    html: `<a href="&#x6A;ava&#x09;script&colon;${RUN}">Click</a>`,
  },
  { name: "whitespace, tab and newline in javascript:", category: "url", html: `<a href=" \tjava\nscript:${RUN}">Click</a>` },
  {
    name: "data: HTML link",
    category: "url",
    html: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open</a>`,
  },
  { name: "vbscript: link", category: "url", html: `<a href="VBScript:MsgBox(1)">Click</a>` },
  { name: "protocol-relative link", category: "url", html: `<a href="//evil.example/login">Sign in</a>` },
  { name: "backslash protocol-relative link", category: "url", html: `<a href="/\\evil.example/login">Sign in</a>` },
  // Style injection.
  {
    name: "style attribute with url(javascript:)",
    category: "style",
    html: `<p style="background:url(javascript:${RUN})">Styled</p>`,
  },
  {
    name: "style element",
    category: "style",
    html: `<style>body{display:none} a{background:url("javascript:${RUN}")}</style><p>Text</p>`,
  },
  {
    name: "style attribute with expression()",
    category: "style",
    html: `<p style="width: expression(${RUN}); position:fixed; inset:0">Cover</p>`,
  },
  // SVG.
  { name: "SVG with onload and script", category: "svg", html: `<svg onload="${RUN}"><script>${RUN}</script></svg>` },
  {
    name: "SVG link with xlink:href javascript:",
    category: "svg",
    html: `<svg><a xlink:href="javascript:${RUN}"><text x="0" y="20">Click</text></a></svg>`,
  },
  // Embedded documents.
  {
    name: "iframe with javascript: src and srcdoc",
    category: "embed",
    html: `<iframe src="javascript:${RUN}"></iframe><iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  },
  {
    name: "object and embed",
    category: "embed",
    html: `<object data="data:text/html,<script>${RUN}</script>"></object><embed src="javascript:${RUN}">`,
  },
  // Forms.
  {
    name: "form with input and formaction",
    category: "form",
    html: `<form action="javascript:${RUN}"><input name="q" autofocus onfocus="${RUN}"><button formaction="javascript:${RUN}">Go</button></form>`,
  },
  // Document-level elements.
  { name: "meta refresh", category: "document", html: `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">` },
  { name: "base href", category: "document", html: `<base href="//evil.example/"><a href="/contact">Contact</a>` },
  {
    name: "template hiding an image",
    category: "document",
    html: `<template><img src="x" onerror="${RUN}"></template><p>Text</p>`,
  },
  // Broken HTML and parser tricks.
  { name: "unclosed tag carrying a handler", category: "broken", html: `<p>Unclosed <img src=x onerror=${RUN}//` },
  { name: "comment that ends early", category: "broken", html: `<!--><img src=x onerror="${RUN}">-->` },
  { name: "comment closed by --!>", category: "broken", html: `<!-- a --!><img src=x onerror="${RUN}"> -->` },
  { name: "CDATA outside foreign content", category: "broken", html: `<![CDATA[><img src=x onerror="${RUN}">]]>` },
  {
    name: "noscript attribute breakout",
    category: "broken",
    html: `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`,
  },
  {
    name: "math and style namespace confusion",
    category: "broken",
    html: `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  },
];
