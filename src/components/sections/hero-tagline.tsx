/** A hero's tagline, after its optional badge (a link when the badge has a target, e.g. "Coming soon: get notified"). */
export function HeroTagline({ hero }: { hero: { tagline: string; badge?: string; badgeHref?: string } }) {
  return (
    <>
      {hero.badge && (
        <p className="mb-4">
          {hero.badgeHref ? (
            <a
              href={hero.badgeHref}
              className="inline-flex rounded-full border border-cool-300/50 bg-white/5 px-3 py-1 text-sm font-bold uppercase tracking-wide text-cool-300 underline-offset-4 hover:bg-white/10 hover:underline"
            >
              {hero.badge}
            </a>
          ) : (
            <span className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-bold uppercase tracking-wide text-white">
              {hero.badge}
            </span>
          )}
        </p>
      )}
      <p>{hero.tagline}</p>
    </>
  );
}
