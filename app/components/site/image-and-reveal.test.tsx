import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Image } from "./image";
import { Reveal } from "./reveal";

/** What the server sends: the browser behaviour (load, failure, reveal) is the site island's (app/islands/site.js). */
describe("Image in the server HTML", () => {
  it("has explicit dimensions, a placeholder tint and a srcset at the spec's widths from the image endpoint", () => {
    const html = renderToString(<Image src="/art/hero-care.svg" alt="Care" width={600} height={338} />);
    expect(html).toContain('width="600"');
    expect(html).toContain('height="338"');
    expect(html).toContain('src="/images/art/hero-care.svg?w=640"');
    expect(html).toContain(
      'srcSet="/images/art/hero-care.svg?w=320 320w, /images/art/hero-care.svg?w=640 640w, /images/art/hero-care.svg?w=768 768w, /images/art/hero-care.svg?w=1024 1024w"',
    );
    expect(html).toContain('sizes="(max-width: 600px) 100vw, 600px"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("bg-brand-50");
    expect(html).toContain('data-state="loading"');
    // The fallback the site island swaps in if the image fails, and the alt text it then gets.
    expect(html).toContain('data-fallback="/art/');
    expect(html).toContain('data-failed-alt="Image could not be loaded"');
  });

  it("defaults to 1200 wide at 16:9 and loads priority images eagerly", () => {
    const html = renderToString(<Image src="/art/hero-city.svg" alt="City" priority />);
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="675"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it("uses other sources as they are", () => {
    const html = renderToString(<Image src="/og-image.png" alt="Logo" width={1200} height={630} />);
    expect(html).toContain('src="/og-image.png"');
    expect(html).not.toContain("srcSet");
  });
});

describe("Reveal in the server HTML", () => {
  it("renders its content visible, marked for the site island, which hides it only below the fold", () => {
    const html = renderToString(
      <Reveal className="grid" delayMs={100}>
        <p>Census grew 30%</p>
      </Reveal>,
    );
    expect(html).toBe('<div class="grid" data-reveal-on-scroll="" data-reveal-delay="100"><p>Census grew 30%</p></div>');
    expect(html).not.toContain("data-reveal=");
  });
});
