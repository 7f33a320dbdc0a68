import { describe, expect, it } from 'vitest';
import { fontRoles, roleFontFamily, roleVariable, scriptFallbackFamily } from './fonts';

describe('the font roles', () => {
  it('are each a variable with the visitor’s own fonts inside, the script fallback last', () => {
    for (const role of fontRoles) {
      const value = roleFontFamily(role);
      expect(value.startsWith(`var(${roleVariable(role)}, `)).toBe(true);
      expect(value.endsWith(`, "${scriptFallbackFamily}")`)).toBe(true);
    }
    expect(roleFontFamily('figures')).toContain('monospace');
    expect(roleFontFamily('headings').replace('headings', 'body')).toBe(roleFontFamily('body'));
  });
});
