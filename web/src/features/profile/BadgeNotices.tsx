import { useSubscription } from '@apollo/client/react';
import { useAuth } from '../../app/authContext';
import { useToast } from '../../app/toasts/toastContext';
import { BadgesEarnedDocument } from '../../gql/graphql';
import { playChime } from '../sound/chimes';
import { badgeText } from './badgeText';
import { useProfileText } from './messages';

/**
 * A signed-in member hears the badge chime (when Sound Effects is on) and sees a notice the moment a
 * write of theirs earns a badge, on whatever page they are: the server tells each of their open tabs.
 */
export function BadgeNotices() {
  const { user } = useAuth();
  const t = useProfileText();
  const { toast } = useToast();
  useSubscription(BadgesEarnedDocument, {
    skip: !user,
    onData: ({ data }) => {
      const names = data.data?.badgesEarned ?? [];
      if (names.length === 0) return;
      playChime('badge');
      for (const name of names) {
        toast({ title: t('badgeEarnedTitle'), description: t('badgeEarned', { badge: badgeText(t, name) }) });
      }
    },
  });
  return null;
}
