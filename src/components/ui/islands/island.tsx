import { createHash } from 'node:crypto';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

import { islandHydration, type IslandName } from './names';

/**
 * A React island inside a React page (server side). Astro's `client:*` directives only reach components written
 * into `.astro` files, and the sample call sits deep inside React templates, so the site marks its islands itself:
 *
 *   <pm-island data-island="sample-call" data-props="{…}" data-id-prefix="…">…the component's HTML…</pm-island>
 *
 * rendered with `renderToString` (what `hydrateRoot` expects) under an id prefix of its own, from its name and
 * props. Props are JSON; React-node props (`slots`) become static HTML in `<pm-slot data-slot="name">`, handed back
 * as that HTML and never hydrated. Both elements are `display: contents`. ./loader.ts hydrates them.
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
