// The frame of every line icon: a 24×24 drawing stroked with the text colour, never focusable.
import type { SVGProps } from 'react';

export interface StrokedSvgProps extends SVGProps<SVGSVGElement> {
  /** Pixels or any CSS length. */
  size: number | string;
}

export function StrokedSvg({ size, children, ...rest }: StrokedSvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
