// A row's or a card's shape, empty, while its list loads: a picture's block, lines of text, a button's block, each
// sized by the row's own classes (same height as the real row: nothing jumps when the data arrives).
import { cx } from './class-names';
import skeleton from './skeleton.module.css';

/** A class of the row's CSS module (typed as possibly missing, as its classes are). */
type Css = string | undefined;

export interface SkeletonRowProps {
  /** A list's own skeleton rows are items of the list. */
  as?: 'div' | 'li';
  className: Css;
  /** The picture's block, before the lines. */
  picture?: Css;
  /** The box around the lines (none: the lines stand in the row itself). */
  text?: Css;
  /** One class a line, its width. */
  lines: readonly Css[];
  /** A block after the lines (a button's place). */
  after?: Css;
}

export function SkeletonRow({ as: Row = 'div', className, picture, text, lines, after }: SkeletonRowProps) {
  const lineSpans = lines.map((line, index) => (
    // lines repeat widths: the position is the identity
    <span key={index} className={cx(skeleton.line, line)} />
  ));
  return (
    <Row className={className} aria-hidden="true" data-skeleton="">
      {picture && <span className={cx(skeleton.block, picture)} />}
      {text ? <span className={text}>{lineSpans}</span> : lineSpans}
      {after && <span className={cx(skeleton.block, after)} />}
    </Row>
  );
}
