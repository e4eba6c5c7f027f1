// SVG icon of the shared set: decorative by default, announced when given a label.
import { iconShapes, type IconName } from './icon-shapes';
import { StrokedSvg } from './stroked-svg';

export type { IconName };

export interface IconProps {
  name: IconName;
  /** Pixels or any CSS length; 24 by default. */
  size?: number | string;
  /** Makes the icon meaningful on its own (role img); leave it out when text beside it says the same. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  const labelled = label !== undefined && label !== '';
  return (
    <StrokedSvg
      className={className}
      size={size}
      data-icon={name}
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconShapes[name]}
    </StrokedSvg>
  );
}
