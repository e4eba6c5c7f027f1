// The result panel: the outcome is the screen's heading; a success is a status, a failure an alert, a wait busy.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultPanel } from './result-panel';

describe('ResultPanel', () => {
  it('announces a success politely, with its sentences', () => {
    render(
      <ResultPanel tone="success" title="Sent">
        <p>It is on its way.</p>
      </ResultPanel>,
    );
    const panel = screen.getByRole('status');
    expect(panel).toContainElement(screen.getByRole('heading', { level: 1, name: 'Sent' }));
    expect(panel).toHaveTextContent('It is on its way.');
  });

  it('announces a failure as an alert', () => {
    render(<ResultPanel tone="error" title="Not sent" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an hourglass while the outcome is settled, announcing nothing yet', () => {
    render(<ResultPanel tone="busy" title="Checking…" />);
    expect(screen.getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Checking…' }).closest('section')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
