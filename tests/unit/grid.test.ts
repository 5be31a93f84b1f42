import { describe, expect, it } from 'vitest';

import { gridLayout } from '@/lib/grid';

describe('gridLayout: card grids without holes, on grid tracks', () => {
  it('lays five cards in rows of three on six tracks, the last two spanning three each', () => {
    const g = gridLayout(5, { lg: 3 });
    expect(g.list).toEqual({ '--tracks-lg': 6, '--span-lg': 2 });
    expect([0, 1, 2].map(g.item)).toEqual([undefined, undefined, undefined]);
    expect([3, 4].map(g.item)).toEqual([{ '--span-lg': 3 }, { '--span-lg': 3 }]);
  });

  it('fills full rows with one track per column and sets spans per breakpoint', () => {
    const g = gridLayout(4, { md: 2, xl: 4 });
    expect(g.list).toEqual({ '--tracks-md': 2, '--span-md': 1, '--tracks-xl': 4, '--span-xl': 1 });
    expect([0, 1, 2, 3].map(g.item)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('picks columns that fill the last row best (7 at most 4: 4 + 3 on twelve tracks)', () => {
    const g = gridLayout(7, { lg: 4 });
    expect(g.list).toEqual({ '--tracks-lg': 12, '--span-lg': 3 });
    expect(g.item(3)).toBeUndefined();
    expect(g.item(4)).toEqual({ '--span-lg': 4 });
  });
});
