// Tests of the modal: dialog semantics, closing (backdrop, Escape, button), focus handling, scroll lock.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cssRule, cssSource } from './css-source.testing';
import { Modal, type ModalProps } from './modal';

function Opener(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal title="Send the item" {...props} open={open} onClose={() => setOpen(false)}>
        <p>Choose how to send it.</p>
        <button type="button">To a phone</button>
        <button type="button">To a wallet</button>
      </Modal>
    </>
  );
}

const css = cssSource('modal.module.css');
const backdrop = () => document.querySelector<HTMLElement>('[data-modal-backdrop]')!;

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={vi.fn()} title="Hidden">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, in a portal on the body', async () => {
    const { container } = render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Send the item' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('can be named by an aria-label when it has no title', () => {
    render(
      <Modal open onClose={vi.fn()} aria-label="Country">
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Country' })).toBeInTheDocument();
  });

  it('closes when the backdrop is clicked, not when its content is', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByText('Choose how to send it.'));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(backdrop());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and with its close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus in on open, keeps Tab inside, and gives focus back to the opener on close', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    const phone = within(dialog).getByRole('button', { name: 'To a phone' });
    const wallet = within(dialog).getByRole('button', { name: 'To a wallet' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(phone).toHaveFocus();
    await userEvent.tab();
    expect(wallet).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(wallet).toHaveFocus();
    await userEvent.click(phone);
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(wallet).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('focuses the element that asks for it', () => {
    render(
      <Modal open onClose={vi.fn()} title="Search">
        <button type="button">First</button>
        <input aria-label="Query" data-autofocus />
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus();
  });

  it('locks the page scroll while open and makes the page behind inert', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    const page = screen.getByRole('button', { name: 'Open', hidden: true }).closest('body > *');
    expect(page).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(page).not.toHaveAttribute('inert');
  });

  it('closes only the top modal on Escape when two are stacked', async () => {
    const onCloseOuter = vi.fn();
    const onCloseInner = vi.fn();
    render(
      <Modal open onClose={onCloseOuter} title="Outer">
        <Modal open onClose={onCloseInner} title="Inner">
          <button type="button">Inside</button>
        </Modal>
      </Modal>,
    );
    const inside = screen.getByRole('button', { name: 'Inside' });
    expect(inside).toHaveFocus();
    expect(inside.closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onCloseInner).toHaveBeenCalledOnce();
    expect(onCloseOuter).not.toHaveBeenCalled();
  });

  it('takes its position, display and size', () => {
    render(
      <Modal
        open
        onClose={vi.fn()}
        title="Sheet"
        position="bottom"
        display="standard"
        width="20rem"
        height="50dvh"
      >
        x
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sheet' });
    expect(dialog.parentElement).toHaveAttribute('data-position', 'bottom');
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('20rem');
    expect(dialog.style.getPropertyValue('--modal-height')).toBe('50dvh');
  });

  it('is centred and standard by default', () => {
    render(
      <Modal open onClose={vi.fn()} title="Default">
        x
      </Modal>,
    );
    const overlay = screen.getByRole('dialog').parentElement;
    expect(overlay).toHaveAttribute('data-position', 'middle');
    expect(overlay).toHaveAttribute('data-display', 'standard');
  });

  it('sits at the top of the screen when asked', () => {
    render(
      <Modal open onClose={vi.fn()} title="Notice" position="top">
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Notice' }).parentElement).toHaveAttribute(
      'data-position',
      'top',
    );
    expect(cssRule(css, ".overlay[data-position='top']")).toMatch(/align-items:\s*flex-start;/);
    // centred by default, at the bottom as a sheet
    expect(cssRule(css, '.overlay')).toMatch(/align-items:\s*center;/);
    expect(cssRule(css, ".overlay[data-position='bottom']")).toMatch(/align-items:\s*flex-end;/);
  });

  it('covers the whole screen in full display, whatever width and height it is given', () => {
    render(
      <Modal open onClose={vi.fn()} title="Photo" display="full" width="20rem" height="50dvh">
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Photo' }).parentElement).toHaveAttribute(
      'data-display',
      'full',
    );
    expect(cssRule(css, ".overlay[data-display='full']")).toMatch(/padding:\s*0;/);
    const panel = cssRule(css, ".overlay[data-display='full'] .panel");
    expect(panel).toMatch(/width:\s*100%;/);
    expect(panel).toMatch(/height:\s*100%;/);
    expect(panel).toMatch(/border-radius:\s*0;/);
  });
});
