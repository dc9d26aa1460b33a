import { useSubscription } from '@apollo/client/react';
import { BADGE_EARNED_TITLE, badgeEarnedText } from '@sacred/core/badges';
import { useAuth } from '../../app/authContext';
import { useToast } from '../../app/toasts/toastContext';
import { BadgesEarnedDocument } from '../../gql/graphql';
import { playChime } from '../sound/chimes';

/**
 * A signed-in member hears the badge chime (when Sound Effects is on) and sees a notice the moment a
 * write of theirs earns a badge, on whatever page they are: the server tells each of their open tabs.
 */
export function BadgeNotices() {
  const { user } = useAuth();
  const { toast } = useToast();
  useSubscription(BadgesEarnedDocument, {
    skip: !user,
    onData: ({ data }) => {
      const names = data.data?.badgesEarned ?? [];
      if (names.length === 0) return;
      playChime('badge');
      for (const name of names) toast({ title: BADGE_EARNED_TITLE, description: badgeEarnedText(name) });
    },
  });
  return null;
}
