/**
 * An industry's scene (public/illustrations/industries/<slug>.svg, 640×480), decorative and loaded lazily:
 * below the fold or in a closed menu panel.
 */
export function SceneImage({ slug, className }: { slug: string; className: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG: no optimisation step in a static export
    <img
      src={`/illustrations/industries/${slug}.svg`}
      alt=""
      width={640}
      height={480}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
