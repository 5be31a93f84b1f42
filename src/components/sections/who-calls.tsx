/**
 * An industry's close-up (the call at work at its place, a drawing of its own, not the hero's scene again) with the
 * industry's caption: the picture of its Story of Potential, far enough down the page not to read as the hero again.
 * The settings its calls come from are named once, where the page details them (the use cases), not again here.
 */
export function WhoCalls({ src, caption, fromLg = false }: { src: string; caption: string; fromLg?: boolean }) {
  return (
    // `fromLg`: shown from lg only (on a phone the page's drawing is its hero's).
    <div data-close-up="" className={fromLg ? 'max-lg:hidden' : undefined}>
      <figure>
        <img
          src={src}
          alt=""
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full rounded-[1.75rem] ring-1 ring-tint-200"
        />
        <figcaption className="mt-4 text-[0.9375rem] font-medium text-ink-700">{caption}</figcaption>
      </figure>
    </div>
  );
}
