// Tests of the tabs in docs/product.md "Widgets": roles, selection by click and keyboard, disabled tabs, layout breakpoints.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cssMedia, cssRule, cssSource } from './css-source.testing';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { id: 'all', label: 'All' },
  { id: 'sent', label: 'Sent', disabled: true },
  { id: 'received', label: 'Received' },
];
const panels = { all: <p>Every transaction</p>, sent: <p>Sent ones</p>, received: <p>Received ones</p> };

describe('Tabs', () => {
  it('shows a tab list and the first tab panel, labelled by its tab', () => {
    render(<Tabs tabs={tabs} panels={panels} label="Transactions" />);
    expect(screen.getByRole('tablist', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(panel).toHaveTextContent('Every transaction');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-controls', panel.id);
  });

  it('selects another tab on click and reports it', async () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} panels={panels} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Received' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('received');
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Received ones');
  });

  it('never selects a disabled tab by click', async () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} panels={panels} onChange={onChange} />);
    const sent = screen.getByRole('tab', { name: 'Sent' });
    expect(sent).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sent);
    expect(onChange).not.toHaveBeenCalled();
    expect(sent).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Every transaction');
  });

  it('moves with the arrow keys, Home and End, skipping disabled tabs', async () => {
    render(<Tabs tabs={tabs} panels={panels} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Received ones');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a single tab in the Tab order, then goes to the panel', async () => {
    render(<Tabs tabs={tabs} panels={panels} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('falls back to the first enabled tab when a disabled one is asked for', () => {
    render(<Tabs tabs={tabs} panels={panels} defaultSelectedId="sent" />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled selection', () => {
    const { rerender } = render(<Tabs tabs={tabs} panels={panels} selectedId="all" />);
    rerender(<Tabs tabs={tabs} panels={panels} selectedId="received" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Received ones');
  });

  it('puts four tabs or more in two rows of two below 480 px, where one row would cut them (docs/product.md, limits)', () => {
    const narrow = cssMedia(cssSource('tabs.module.css'), 'max-width: 479.98px');
    expect(cssRule(narrow, '.list:has(> .tab:nth-child(4))')).toMatch(
      /grid-template-columns:\s*repeat\(2, minmax\(0, 1fr\)\);/,
    );
    expect(cssRule(narrow, '.list:has(> .tab:nth-child(4)) > .tab')).toMatch(/white-space:\s*normal;/);
  });

  it('stretches tabs below 480 px and scrolls panels from 768 px (docs/product.md, limits)', () => {
    const css = cssSource('tabs.module.css');
    expect(cssRule(cssMedia(css, 'max-width: 479.98px'), '.tab')).toMatch(/flex:\s*1[\s;]/);
    const wide = cssRule(cssMedia(css, 'min-width: 768px'), '.panel');
    expect(wide).toMatch(/overflow:\s*auto;/);
    expect(wide).toMatch(/max-height:/);
  });
});
