// Tests of the generic button: safe default type, loading state, variants.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by surprise', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Continue</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when asked to be a submit button', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while loading, is announced busy and cannot be clicked again', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Send code
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is neither busy nor disabled when idle', () => {
    render(<Button>Ok</Button>);
    const button = screen.getByRole('button', { name: 'Ok' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('can be disabled without loading', () => {
    render(<Button disabled>Ok</Button>);
    expect(screen.getByRole('button', { name: 'Ok' })).toBeDisabled();
  });

  it('exposes its look (primary by default) and a full-width option', () => {
    const { rerender } = render(<Button>Ok</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    rerender(<Button variant="ghost">Ok</Button>);
    expect(button).toHaveAttribute('data-variant', 'ghost');
    const narrow = button.className;
    rerender(<Button fullWidth>Ok</Button>);
    expect(button.className).not.toBe(narrow);
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Ok</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('lends its look to a link, the same classes as the button', () => {
    render(
      <>
        <Button fullWidth>Act</Button>
        <a href="/next" className={buttonClassName(true)} data-variant="primary">
          Go
        </a>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Go' }).className).toBe(screen.getByRole('button').className);
  });
});
