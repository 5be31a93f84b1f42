import type { ReactNode } from 'react';

/** A link tile's title (it turns blue on hover: the link carries `group`) over its description. */
export function LinkText({ title, description, small }: { title: ReactNode; description?: string; small?: boolean }) {
  return (
    <span>
      <span className="block font-semibold text-balance text-ink-950 group-hover:text-cool-700">{title}</span>
      <span className={small ? 'mt-1 block text-sm leading-snug text-muted' : 'mt-1 block text-small text-body'}>
        {description}
      </span>
    </span>
  );
}
