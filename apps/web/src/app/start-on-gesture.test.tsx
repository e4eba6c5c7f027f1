// A page the server rendered starts its app on the visitor's first gesture, and what the visitor did before the app
// hydrated the page (typed, tapped, sent) is done again once it has: tested with React's own server render and
// hydration of a small form, as app/start.tsx hydrates a screen.
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAppScripts, startOnGesture } from './start-on-gesture';

/** A form as the screens write theirs: a controlled field, a submit button, a link; marks the page as hydrated. */
function Form({ onSend }: { onSend: (name: string) => void }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(`${name}${agreed ? ' (agreed)' : ''}`);
      }}
    >
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> Agree
      </label>
      <button type="submit">Send</button>
      <a href="#elsewhere">Elsewhere</a>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete document.documentElement.dataset.interactive;
});

/** The server's page: the form's HTML in the root, the app's scripts set aside; `start` hydrates it. */
function serverPage(onSend: (name: string) => void) {
  document.head.innerHTML =
    '<template id="app-preloads"><link rel="modulepreload" href="/assets/start-0.js"></template>';
  document.body.innerHTML = `<div id="root">${renderToString(<Form onSend={onSend} />)}</div>`;
  const container = document.getElementById('root')!;
  return vi.fn(async () => {
    await Promise.resolve();
    act(() => {
      root = hydrateRoot(container, <Form onSend={onSend} />);
    });
  });
}

const gesture = () => window.dispatchEvent(new Event('pointerdown'));

describe('startOnGesture', () => {
  it('starts nothing until the first gesture, then starts once and fetches the scripts set aside', () => {
    const start = serverPage(vi.fn());
    startOnGesture(start);
    expect(start).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    gesture();
    window.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/start-0.js',
    );
    expect(document.getElementById('app-preloads')).toBeNull();
    return waitFor(() => expect(document.documentElement.dataset.interactive).toBe(''));
  });

  it('keeps what was typed and sends the form tapped before the app hydrated it', async () => {
    const onSend = vi.fn();
    const start = serverPage(onSend);
    startOnGesture(start);
    const field = screen.getByRole('textbox', { name: 'Name' });
    field.focus();
    // typed into the server's field: the browser changes its value and says so
    (field as HTMLInputElement).value = 'Ada';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    // a tap on the box before the app: held, so it is not ticked twice (once now, once again)
    expect(box.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Send' }).dispatchEvent(tap);
    // held: no plain form sent meanwhile
    expect(tap.defaultPrevented).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith('Ada (agreed)');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(field);
    expect(box).toBeChecked();
    // once hydrated, nothing is held any more
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    box.dispatchEvent(later);
    expect(box).not.toBeChecked();
  });

  it('sends a form submitted without a tap (Enter in a field) once hydrated, once', async () => {
    const onSend = vi.fn();
    startOnGesture(serverPage(onSend));
    gesture();
    const form = document.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(''));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('leaves a link to the browser', async () => {
    startOnGesture(serverPage(vi.fn()));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Elsewhere' }).dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    // (the app started, so that this page's holds end with the test)
    gesture();
    await waitFor(() => expect(document.documentElement.dataset.interactive).toBe(''));
  });

  it('does what was held without the app when the app cannot start', async () => {
    serverPage(vi.fn());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startOnGesture(() => Promise.reject(new Error('offline')));
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    box.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(box).not.toBeChecked();
    gesture();
    await waitFor(() => expect(box).toBeChecked());
    expect(logged).toHaveBeenCalledWith('the app did not start', new Error('offline'));
    logged.mockRestore();
  });
});

describe('fetchAppScripts', () => {
  it('does nothing on a page without scripts set aside (the empty app page names its own)', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/start-0.js">';
    fetchAppScripts();
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
