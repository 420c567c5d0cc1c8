import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/**
 * Wraps the stock announcement bar. Docusaurus' inline script hides a dismissed bar before
 * hydration from the `dismiss` flag alone; when the bar's id has changed since the dismissal,
 * React reopens the bar but the `data-announcement-bar-initially-dismissed` attribute keeps it
 * hidden by CSS until the next reload. Clearing the attribute once React says the bar is active
 * makes a new announcement show immediately.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
