import { createHash } from 'node:crypto';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

import { islandHydration, type IslandName } from './names';

/**
 * A React island inside a React page (server side). Astro's `client:*` directives only reach components
 * written into `.astro` files, while the sample call sits deep inside React templates (home hero, industry
 * and role scenes, product page), so the site marks its islands in React itself, the way Astro does:
 *
 *   <pm-island data-island="sample-call" data-props="{…}" data-id-prefix="…">…the component's HTML…</pm-island>
 *
 * The component is rendered here with `renderToString`, the exact markup `hydrateRoot` expects, under an
 * identifier prefix of its own, derived from its name and props (useId values stay unique on the page). Props must be JSON; props that are
 * React nodes (`slots`) are rendered to static HTML inside `<pm-slot data-slot="name">` and handed back to the
 * component in the browser as that same HTML, never hydrated. `pm-island` and `pm-slot` are `display:
 * contents` (globals.css), so they do not change the layout. src/components/ui/islands/loader.ts hydrates them.
 */
export function island<P extends object, S extends keyof P = never>(
  name: IslandName,
  Component: ComponentType<P>,
  slotNames: readonly S[] = [],
) {
  function Island(props: P) {
    const data: Record<string, unknown> = {};
    const slots: Record<string, ReactNode> = {};
    for (const [k, v] of Object.entries(props)) {
      if ((slotNames as readonly string[]).includes(k)) {
        slots[k] = createElement('pm-slot', {
          'data-slot': k,
          dangerouslySetInnerHTML: { __html: renderToStaticMarkup(v as ReactNode) },
        });
      } else if (v !== undefined) data[k] = v;
    }
    const json = JSON.stringify(data);
    // From the island and its props, so the same island renders the same bytes on every page that shows it.
    const prefix = `${name.replace(/-/g, '')}${createHash('sha256')
      .update(name + json)
      .digest('hex')
      .slice(0, 6)}-`;
    const html = renderToString(createElement(Component, { ...props, ...slots }), { identifierPrefix: prefix });
    return createElement('pm-island', {
      'data-island': name,
      'data-hydrate': islandHydration[name],
      'data-props': json,
      'data-id-prefix': prefix,
      dangerouslySetInnerHTML: { __html: html },
    });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
