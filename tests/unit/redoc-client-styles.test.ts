import {describe, expect, it, vi} from 'vitest';

// The alias overrides/redoc/index.ts gives in the browser build; here a stand-in sheet.
vi.mock('redoc-styled-components', () => ({__PRIVATE__: {mainSheet: {registerName: () => undefined}}}));
const {registerServerNames} = await import('../../overrides/redoc/ClientStyles');

describe('registerServerNames (overrides/redoc/ClientStyles.tsx)', () => {
  it('registers every name of every component id', () => {
    const calls: Array<[string, string]> = [];
    const sheet = {registerName: (id: string, name: string) => void calls.push([id, name])};
    expect(registerServerNames('{"sc-abc":"gStwVh hNMvNe","sc-x":"k"}', sheet)).toBe(true);
    expect(calls).toEqual([
      ['sc-abc', 'gStwVh'],
      ['sc-abc', 'hNMvNe'],
      ['sc-x', 'k'],
    ]);
  });

  it('does nothing on a page without names (Redoc rendered by the browser)', () => {
    const sheet = {registerName: vi.fn()};
    expect(registerServerNames(null, sheet)).toBe(false);
    expect(registerServerNames('', sheet)).toBe(false);
    expect(sheet.registerName).not.toHaveBeenCalled();
  });
});
