import { Search } from '@/components/ui/icon';
import { cx } from '@/lib/cx';

/**
 * The site search box: a plain GET form to /search/, so it works before (and without) JavaScript.
 * Shared by the header (server) and the mobile drawer (client).
 */
export function SearchForm({
  id,
  className,
  onSubmitted,
  defaultValue,
  label = 'Site search',
}: {
  id: string;
  className?: string;
  onSubmitted?: () => void;
  defaultValue?: string;
  label?: string;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      action="/search/"
      method="get"
      className={cx('relative', className)}
      onSubmit={onSubmitted}
    >
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Search industries, roles, services…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-lg border border-line bg-mist pl-3.5 pr-12 text-small text-ink-950 placeholder:text-muted hover:border-ink-200 focus:border-cool-600 focus:bg-white"
      />
      <button
        type="submit"
        className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-ink-700 hover:bg-white hover:text-cool-700"
      >
        <Search aria-hidden="true" className="size-4.5" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
