// The selected tab in the address: the first tab without the parameter, another one with it, an unknown one as the
// first; selecting keeps the address's other parameters.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { useTabParam } from './use-tab-param';

const tabs = ['all', 'sent', 'received'] as const;

function renderTabs(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [tab, select] = useTabParam(tabs);
      return { tab, select, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useTabParam', () => {
  it.each([
    ['/activity', 'all'],
    ['/activity?tab=sent', 'sent'],
    ['/activity?tab=nonsense', 'all'],
  ])('reads %s as the %s tab', (address, tab) => {
    expect(renderTabs(address).result.current.tab).toBe(tab);
  });

  it('writes another tab to the address and leaves it out for the first', () => {
    const { result } = renderTabs('/activity?from=home');
    act(() => result.current.select('received'));
    expect(result.current.tab).toBe('received');
    expect(result.current.search).toBe('?from=home&tab=received');
    act(() => result.current.select('all'));
    expect(result.current.tab).toBe('all');
    expect(result.current.search).toBe('?from=home');
  });
});
