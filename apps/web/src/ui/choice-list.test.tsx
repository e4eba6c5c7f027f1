// The choice list: its legend names the group, each option's hint is part of its name, a tap picks it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceList } from './choice-list';
import { Radio } from './radio';

describe('ChoiceList', () => {
  it('names the group and its options, hints included, and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceList legend="What happened?">
        <Radio name="kind" value="lost" label="Lost" hint="You cannot find it" onChange={onChange} />
        <Radio name="kind" value="stolen" label="Stolen" hint="Someone took it" onChange={onChange} />
      </ChoiceList>,
    );
    expect(screen.getByRole('group', { name: 'What happened?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Stolen\s*Someone took it$/ }));
    expect(onChange).toHaveBeenCalledWith('stolen', expect.anything());
  });

  it('lines short options up side by side', () => {
    render(
      <ChoiceList legend="Network" layout="inline">
        <Radio name="chain" value="ethereum" label="Ethereum" />
      </ChoiceList>,
    );
    expect(screen.getByRole('group', { name: 'Network' })).toHaveAttribute('data-layout', 'inline');
  });
});
