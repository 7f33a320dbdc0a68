import { describe, expect, it } from 'vitest';
import {
  fontRoles,
  roleFontFamily,
  roleVariable,
  scriptFallbackFamily,
  systemStacks,
} from './fonts';

describe('the font roles', () => {
  it('are each a variable with the visitor’s own fonts inside, the script fallback last', () => {
    for (const role of ['body', 'figures'] as const) {
      const value = roleFontFamily(role);
      expect(
        value.startsWith(
          `var(${roleVariable(role)},system-ui,`.replace(
            'system-ui',
            role === 'body' ? 'system-ui' : 'ui-monospace',
          ),
        ),
      ).toBe(true);
      expect(value.endsWith(`,"${scriptFallbackFamily}")`)).toBe(true);
      // Each family once: a second mention draws nothing the first did not.
      const families = value.slice(value.indexOf(',') + 1, -1).split(',');
      expect(new Set(families).size).toBe(families.length);
      expect(new Set(families)).toEqual(new Set(systemStacks[role]));
    }
    expect(roleFontFamily('figures')).toContain('monospace');
    // Headings inherit, as before; the build gives them the body's stack after a chosen family.
    expect(roleFontFamily('headings')).toBe(`var(${roleVariable('headings')},inherit)`);
    expect(systemStacks.headings).toBe(systemStacks.body);
    expect(fontRoles).toEqual(['body', 'headings', 'figures']);
  });
});
