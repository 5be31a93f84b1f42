import { brand } from '@/lib/brand';
import type { RouteEntry } from '@/lib/route-list';
import { sectionNames } from '@/lib/routes';
import { site } from '@/lib/settings';

/**
 * A route's social card (1200×630): title and section on the brand background. Rendered to PNG at build time
 * by src/pages/og/[image].png.ts with satori (inline styles and flexbox only) and resvg.
 */
export function OgCard({ route }: { route: RouteEntry }) {
  const section = route.path === '/' ? site.tagline : sectionNames[route.section];
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        // satori sizes boxes content-box by default: the padding must stay inside the 1200×630 card.
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: `linear-gradient(135deg, ${brand['ink-950']} 0%, ${brand['ink-900']} 60%, ${brand['ink-800']} 100%)`,
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: brand['signal-500'],
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: brand['ink-950'],
            fontSize: 36,
            fontWeight: 700,
          }}
        >
          PM
        </div>
        <div style={{ fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 28, color: brand['signal-400'], textTransform: 'uppercase', letterSpacing: 4 }}>
          {section}
        </div>
        <div
          style={{
            fontSize: route.title.length > 48 ? 60 : 72,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: -1.5,
            maxWidth: 1000,
          }}
        >
          {route.title}
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: brand['ink-300'] }}>
        <div>Voice-first AI mentor · any phone · no app</div>
        <div>{site.phone.display}</div>
      </div>
    </div>
  );
}
