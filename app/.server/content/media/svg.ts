import sanitizeHtml from "sanitize-html";

/**
 * SVG uploads: checked against a strict allow-list and REFUSED with the
 * reason when anything else is in them (decided for issue 22: cleaning would
 * silently change a designer's artwork, and a refusal tells them what to
 * remove). What is allowed: shapes, paths, text, gradients, clip paths,
 * masks, patterns, simple filters and `<use>` of the file's own ids. What is
 * not: scripts, event handlers, foreignObject, <image>, <a>, animation,
 * <style> elements, DOCTYPEs and entities, processing instructions, and any
 * reference out of the file (href other than `#id`, url() other than
 * url(#id), javascript: or data: anywhere).
 *
 * sanitize-html (the maintained sanitiser the content studio already uses)
 * is the XML parser here; what it hands back is stored, so comments and
 * anything else outside the allow-list never reach the file even if a check
 * above were to miss it. Stored SVGs are also only ever served rasterised
 * (app/.server/http/images.ts renders them to AVIF/WebP/PNG).
 */
const ELEMENTS = [
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "filter",
  "feGaussianBlur",
  "feOffset",
  "feBlend",
  "feColorMatrix",
  "feFlood",
  "feComposite",
  "feMerge",
  "feMergeNode",
  "feDropShadow",
  "feMorphology",
];

const ATTRIBUTES = new Set([
  "id",
  "class",
  "xmlns",
  "xmlns:xlink",
  "xml:space",
  "version",
  "viewBox",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "pathLength",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "display",
  "visibility",
  "clip-path",
  "clip-rule",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "maskContentUnits",
  "filter",
  "filterUnits",
  "primitiveUnits",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "offset",
  "stop-color",
  "stop-opacity",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "orient",
  "marker-start",
  "marker-mid",
  "marker-end",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
  "word-spacing",
  "text-decoration",
  "dx",
  "dy",
  "rotate",
  "textLength",
  "lengthAdjust",
  "startOffset",
  "href",
  "xlink:href",
  "style",
  "in",
  "in2",
  "result",
  "stdDeviation",
  "mode",
  "type",
  "values",
  "operator",
  "k1",
  "k2",
  "k3",
  "k4",
  "flood-color",
  "flood-opacity",
  "radius",
  "role",
  "aria-label",
  "aria-hidden",
  "focusable",
  "shape-rendering",
  "vector-effect",
  "enable-background",
  "isolation",
  "mix-blend-mode",
  "overflow",
  "paint-order",
]);

const ELEMENT_REASONS: Record<string, string> = {
  script: "it contains a <script> element",
  foreignObject: "it contains <foreignObject> (HTML inside an SVG)",
  image: "it links or embeds a picture with <image>",
  a: "it contains a link (<a>)",
  style: "it contains a <style> element (export with presentation attributes instead)",
  iframe: "it contains an <iframe>",
};

/** A value with blanks and control characters taken out, lower case: `java\tscript:` is still javascript:. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out.
const squeezed = (value: string) => value.replace(/[\s\u0000-\u001f]+/g, "").toLowerCase();

function attributeProblem(element: string, name: string, value: string): string | null {
  if (/^on/i.test(name)) return `<${element}> has an event handler (${name})`;
  if (!ATTRIBUTES.has(name)) return `<${element}> has the attribute "${name}", which is not on the allow-list`;
  const flat = squeezed(value);
  if (flat.includes("javascript:") || flat.includes("vbscript:")) return `<${element}> has a javascript: URL in ${name}`;
  if (flat.includes("data:")) return `<${element}> has a data: URL in ${name}`;
  if ((name === "href" || name === "xlink:href") && !/^#[\w.-]+$/.test(value.trim()))
    return `<${element}> refers outside the file (${name}="${value.slice(0, 80)}")`;
  for (const match of flat.matchAll(/url\(([^)]*)\)/g)) {
    if (!/^['"]?#/.test(match[1] ?? "")) return `<${element}> refers outside the file with url(...) in ${name}`;
  }
  if (name === "style" && /@import|expression\(|behavior:|-moz-binding/.test(flat))
    return `<${element}> has unsafe CSS in its style`;
  if (FILTER_SIZES.has(name) && element.startsWith("fe")) {
    const sizes = value
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (sizes.some((size) => !Number.isFinite(size) || size < 0 || size > MAX_FILTER_SIZE))
      return `<${element}> has ${name}="${value.slice(0, 40)}": filter sizes above ${MAX_FILTER_SIZE} are not taken (drawing them takes the server minutes)`;
  }
  return null;
}

/**
 * Filter sizes bounded (issue 35 B4): a blur of stdDeviation 1,000,000 took 23-30 s for each of up to 21 image
 * variants. 100 is more than any artwork needs: a blur's reach is about three times its deviation, in the image's
 * own units. At most MAX_FILTER_PRIMITIVES filter steps in one file, for the same reason.
 */
const FILTER_SIZES = new Set(["stdDeviation", "radius"]);
const MAX_FILTER_SIZE = 100;
const MAX_FILTER_PRIMITIVES = 50;

export type SvgCheck = { ok: true; svg: string } | { ok: false; reason: string };

export function checkSvg(text: string): SvgCheck {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) return { ok: false, reason: "it has a DOCTYPE or entity declarations" };
  if (/<\?(?!xml\s)/i.test(text)) return { ok: false, reason: "it has a processing instruction (such as xml-stylesheet)" };
  const problems: string[] = [];
  let root: string | null = null;
  let primitives = 0;
  const svg = sanitizeHtml(text, {
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    allowedTags: ELEMENTS,
    allowedAttributes: { "*": [...ATTRIBUTES] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    // Every tag passes through here first: the refusal names what is wrong instead of dropping it quietly.
    transformTags: {
      "*": (tagName, attribs) => {
        root ??= tagName;
        if (tagName.startsWith("fe") && ++primitives === MAX_FILTER_PRIMITIVES + 1) {
          problems.push(`it has more than ${MAX_FILTER_PRIMITIVES} filter steps`);
        }
        if (!ELEMENTS.includes(tagName)) {
          problems.push(ELEMENT_REASONS[tagName] ?? `it contains <${tagName}>, which is not on the allow-list`);
        }
        for (const [name, value] of Object.entries(attribs)) {
          const problem = attributeProblem(tagName, name, value);
          if (problem) problems.push(problem);
        }
        return { tagName, attribs };
      },
    },
  });
  if (problems.length > 0) return { ok: false, reason: problems[0]! };
  if (root !== "svg") return { ok: false, reason: "its outermost element is not <svg>" };
  return { ok: true, svg };
}
