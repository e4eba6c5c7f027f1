// Tests of the collapsible section in docs/product.md "Widgets": toggling, open by default, disabled toggle, blurred content.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dropdown } from './dropdown';

const toggle = () => screen.getByRole('button', { name: 'Details' });

describe('Dropdown', () => {
  it('starts closed and opens and closes on click, saying so', async () => {
    render(<Dropdown title="Details">Serial number 42</Dropdown>);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Serial number 42')).not.toBeVisible();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Serial number 42')).toBeVisible();
    await userEvent.click(toggle());
    expect(screen.getByText('Serial number 42')).not.toBeVisible();
  });

  it('points its toggle at the content it controls', () => {
    render(<Dropdown title="Details">Serial number 42</Dropdown>);
    expect(toggle()).toHaveAttribute('aria-controls', screen.getByText('Serial number 42').id);
  });

  it('can be open by default', () => {
    render(
      <Dropdown title="Details" defaultOpen>
        Serial number 42
      </Dropdown>,
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Serial number 42')).toBeVisible();
  });

  it('cannot be toggled when disabled, by click or keyboard', async () => {
    render(
      <Dropdown title="Details" disabled>
        Serial number 42
      </Dropdown>,
    );
    expect(toggle()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle());
    toggle().focus();
    await userEvent.keyboard('{Enter} ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Serial number 42')).not.toBeVisible();
  });

  it('marks its content as blurred when asked', () => {
    render(
      <Dropdown title="Details" defaultOpen blurred>
        Serial number 42
      </Dropdown>,
    );
    expect(screen.getByText('Serial number 42')).toHaveAttribute('data-blurred', 'true');
  });

  it('puts its toggle in a heading of the level asked for', () => {
    render(
      <Dropdown title="Details" headingLevel={2}>
        x
      </Dropdown>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toContainElement(toggle());
  });
});
