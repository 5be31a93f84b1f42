import { clsx } from 'clsx';
import type { ComponentProps, FocusEventHandler, ReactNode } from 'react';

import { Search } from '@/components/ui/icon';
import type { SearchCopy } from '@/schemas/site-words';

/**
 * The site search box: a plain GET form to /search/, so it works before (and without) JavaScript.
 * The mobile drawer and /search use it as it is; the header's SearchBox adds the combobox through
 * `inputProps`, `adornment` (beside the submit button) and `children` (the live region and the results).
 */
export function SearchForm({
  id,
  copy,
  className,
  onSubmitted,
  onBlur,
  defaultValue,
  label = copy.formLabel,
  inputProps,
  slashFocus = false,
  adornment,
  children,
}: {
  id: string;
  /** The search box's words (src/content/site/ui.yaml), from the server. */
  copy: SearchCopy;
  className?: string;
  onSubmitted?: () => void;
  onBlur?: FocusEventHandler<HTMLFormElement>;
  defaultValue?: string;
  label?: string;
  inputProps?: ComponentProps<'input'>;
  /** The box "/" focuses (the header's; ui/islands/loader.ts). */
  slashFocus?: boolean;
  adornment?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      action="/search/"
      method="get"
      className={clsx('relative', className)}
      onSubmit={onSubmitted}
      onBlur={onBlur}
    >
      <label htmlFor={id} className="sr-only">
        {copy.inputLabel}
      </label>
      {/* type="text", not "search": ARIA in HTML lets a search input take no role but searchbox, and the header's
          box is a combobox (W3C Nu: 'Bad value "combobox" for attribute "role"'); inputmode and enterkeyhint keep
          the phone's search keyboard. .htmlvalidate.mjs (local/input-role-allowed) fails on the old pairing. */}
      <input
        id={id}
        name="q"
        type="text"
        inputMode="search"
        defaultValue={defaultValue}
        data-slash-focus={slashFocus ? '' : undefined}
        {...inputProps}
        placeholder={copy.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-lg border border-line bg-mist pl-3.5 pr-12 text-small text-ink-950 placeholder:text-muted hover:border-ink-200 focus:border-cool-600 focus:bg-white"
      />
      {adornment}
      <button
        type="submit"
        className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-ink-700 hover:bg-white hover:text-cool-700"
      >
        <Search aria-hidden="true" className="size-4.5" />
        <span className="sr-only">{copy.submit}</span>
      </button>
      {children}
    </form>
  );
}
