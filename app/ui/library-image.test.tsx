import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MediaImage } from "#contracts/media";
import { LibraryImage } from "./library-image";

const image: MediaImage = {
  id: 5,
  width: 1280,
  height: 720,
  alt: { en: "The lobby", pt: "O átrio" },
  variants: [
    { format: "webp", width: 320, height: 180, url: "/media/library/a.webp" },
    { format: "webp", width: 1280, height: 720, url: "/media/library/b.webp" },
    { format: "jpeg", width: 320, height: 180, url: "/media/library/c.jpg" },
    { format: "jpeg", width: 1280, height: 720, url: "/media/library/d.jpg" },
  ],
};

const html = (props: Partial<Parameters<typeof LibraryImage>[0]>) =>
  renderToStaticMarkup(<LibraryImage image={image} locale="en" sizes="(min-width: 768px) 50vw, 100vw" {...props} />);

describe("LibraryImage", () => {
  it("offers WebP and the fallback at each width, with its size, lazily", () => {
    const out = html({});
    expect(out).toContain(
      '<source type="image/webp" srcSet="/media/library/a.webp 320w, /media/library/b.webp 1280w" sizes="(min-width: 768px) 50vw, 100vw"/>',
    );
    expect(out).toContain('src="/media/library/d.jpg"');
    expect(out).toContain('srcSet="/media/library/c.jpg 320w, /media/library/d.jpg 1280w"');
    expect(out).toContain('width="1280" height="720"');
    expect(out).toContain('loading="lazy"');
    expect(out).not.toContain("fetchPriority");
  });

  it("loads eagerly and first when it is the page's main image", () => {
    const out = html({ eager: true });
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchPriority="high"');
  });

  it("has the alt text of the page's language, else the English one marked as English", () => {
    expect(html({ locale: "pt" })).toContain('alt="O átrio"');
    expect(html({ locale: "pt" })).not.toContain('lang="en"');
    expect(html({ locale: "ua" })).toContain('alt="The lobby" lang="en"');
    expect(html({ locale: "en" })).not.toContain("lang=");
  });

  it("uses the WebP files in the img itself when there is no fallback", () => {
    const out = renderToStaticMarkup(
      <LibraryImage image={{ ...image, variants: image.variants.slice(0, 2) }} locale="en" sizes="100vw" />,
    );
    expect(out).not.toContain("<source");
    expect(out).toContain('src="/media/library/b.webp"');
  });
});
