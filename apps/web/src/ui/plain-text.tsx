// Plain text as the server writes it (legal texts, brand messages): paragraphs separated by a blank line, a line
// starting with "## " a heading. Rendered as React text, never as HTML: "<b>" in a text shows as "<b>".
import { cx } from './class-names';
import styles from './plain-text.module.css';

export interface TextBlock {
  kind: 'heading' | 'paragraph';
  /** a paragraph keeps its single line breaks ("\n"), shown as breaks */
  text: string;
}

const HEADING = /^##\s+(.+)$/;

export function parsePlainText(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length > 0) blocks.push({ kind: 'paragraph', text: lines.join('\n') });
      lines = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      const heading = HEADING.exec(line);
      if (heading?.[1]) {
        flush();
        blocks.push({ kind: 'heading', text: heading[1].trim() });
      } else if (line) {
        lines.push(line);
      }
    }
    flush();
  }
  return blocks;
}

export interface PlainTextProps {
  body: string;
  /** The level of the text's own headings, below the heading that names the text. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function PlainText({ body, headingLevel = 3, className }: PlainTextProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.text, className)}>
      {parsePlainText(body).map((block, index) =>
        block.kind === 'heading' ? (
          <Heading key={index} className={styles.heading}>
            {block.text}
          </Heading>
        ) : (
          <p key={index} className={styles.paragraph}>
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
