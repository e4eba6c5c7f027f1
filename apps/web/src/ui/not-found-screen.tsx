// "Not found" where an address leads nowhere (an item, a collection, a message, a shop item): what is missing, why,
// and a link back to where the user can go on.
import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { Screen, type ScreenProps } from './screen';
import { StateMessage, type StateMessageProps } from './state-message';

export interface NotFoundMessageProps {
  title: string;
  text: string;
  icon?: StateMessageProps['icon'];
  /** Where the way out leads, and its words. */
  to: string;
  linkText: string;
}

/** The screen's title (a level 1 heading), a sentence and the link out. */
export function NotFoundMessage({ title, text, icon, to, linkText }: NotFoundMessageProps) {
  return (
    <StateMessage
      headingLevel={1}
      icon={icon}
      title={title}
      text={text}
      action={
        <Link to={to} viewTransition>
          {linkText}
        </Link>
      }
    />
  );
}

export interface NotFoundScreenProps extends NotFoundMessageProps {
  /** The screen's way back (a back link, a top bar). */
  back: ReactNode;
  gap?: ScreenProps['gap'];
}

/** A whole screen of it, under the screen's way back. */
export function NotFoundScreen({ back, gap, ...message }: NotFoundScreenProps) {
  return (
    <Screen gap={gap}>
      {back}
      <NotFoundMessage {...message} />
    </Screen>
  );
}
