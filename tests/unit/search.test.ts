import { describe, expect, it } from 'vitest';
import { matches } from '@/components/templates/search-filter';

describe('search matching', () => {
  it('needs every word of the query, case-insensitively', () => {
    expect(matches('Pocket Mentor for the Field Technician', 'field technician')).toBe(true);
    expect(matches('Pocket Mentor for the Field Technician', 'FIELD')).toBe(true);
    expect(matches('Pocket Mentor for the Field Technician', 'field nurse')).toBe(false);
    expect(matches('anything', '   ')).toBe(true);
  });
});
