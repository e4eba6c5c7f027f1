// A skeleton row: hidden from screen readers, a block for the picture, one line a class, a block after them.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonRow } from './skeleton-row';
import skeleton from './skeleton.module.css';

const line = (width: string) => `${skeleton.line} ${width}`;
const block = (place: string) => `${skeleton.block} ${place}`;

describe('SkeletonRow', () => {
  it('draws the picture, the lines in their box and the block after them', () => {
    const { container } = render(
      <SkeletonRow
        className="row"
        picture="picture"
        text="text"
        lines={['short', 'long', 'short']}
        after="button"
      />,
    );
    const row = container.firstElementChild;
    expect(row).toHaveClass('row');
    expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(row).toHaveAttribute('data-skeleton', '');
    expect(Array.from(row?.children ?? [], (part) => part.className)).toEqual([
      block('picture'),
      'text',
      block('button'),
    ]);
    expect(Array.from(row?.querySelectorAll('.text > span') ?? [], (line) => line.className)).toEqual([
      line('short'),
      line('long'),
      line('short'),
    ]);
  });

  it('can be a list item whose lines stand in the row itself', () => {
    const { container } = render(
      <ul>
        <SkeletonRow as="li" className="row" lines={['meta', 'body']} />
      </ul>,
    );
    const row = container.querySelector('li.row');
    expect(Array.from(row?.children ?? [], (line) => line.className)).toEqual([line('meta'), line('body')]);
  });
});
