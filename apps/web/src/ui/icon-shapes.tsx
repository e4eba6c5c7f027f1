// Drawings of the icon set: 24×24 outline shapes stroked with the text colour.
import type { ReactElement } from 'react';

/** A drawing made of several separate strokes, given as their path data. */
const strokes = (...paths: string[]) => (
  <>
    {paths.map((d) => (
      <path key={d} d={d} />
    ))}
  </>
);

export const iconShapes = {
  'chevron-left': <path d="M15 5l-7 7 7 7" />,
  'chevron-right': <path d="M9 5l7 7-7 7" />,
  'chevron-down': <path d="M5 9l7 7 7-7" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  phone: (
    <path d="M6.7 3.5h2.6l1.6 4-2.1 1.4a11 11 0 0 0 6.3 6.3l1.4-2.1 4 1.6v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.7 5.7a2 2 0 0 1 2-2.2z" />
  ),
  send: <path d="M20.5 3.5L10.5 13.5M20.5 3.5l-6 17-4-7-7-4z" />,
  wrench: (
    <path d="M14.5 4a4.5 4.5 0 0 0-4.2 6.1L4.6 15.8a1.9 1.9 0 0 0 2.7 2.7l5.7-5.7a4.5 4.5 0 0 0 6.1-4.2l-2.6 2.6-2.5-.6-.6-2.5L16 5.5A4.5 4.5 0 0 0 14.5 4z" />
  ),
  shield: <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.3-7.5 9.5-4.3-1.2-7.5-5-7.5-9.5V6z" />,
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="M21 15.5l-5-5L6 20" />
    </>
  ),
  bell: strokes('M18 16v-5a6 6 0 0 0-12 0v5l-2 2h16z', 'M10 20.5a2 2 0 0 0 4 0'),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  logout: <path d="M9.5 20.5H5.5a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h4M15.5 16.5l4.5-4.5-4.5-4.5M20 12H9" />,
  plus: <path d="M12 5v14M5 12h14" />,
  download: strokes('M12 4v11', 'M7.5 10.5L12 15l4.5-4.5', 'M5 19.5h14'),
  upload: strokes('M12 15V4', 'M7.5 8.5L12 4l4.5 4.5', 'M5 19.5h14'),
  bag: strokes('M5.5 8h13l-1 12.5h-11z', 'M9 10V6.5a3 3 0 0 1 6 0V10'),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof iconShapes;
