import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../app/toasts/toastContext';
import { AltarLikeDocument, LikeAltarDocument, UnlikeAltarDocument, type AltarLikeQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { useAltarsText } from './messages';

/**
 * Like / unlike an altar (members only). The answer carries the count from the server's rows: it is
 * written to the altar in the cache, so the popup's and the detail page's "Likes" change with it.
 */
export function LikeButton({ altarId, compact = false }: { altarId: number; compact?: boolean }) {
  const t = useAltarsText();
  const { toast } = useToast();
  const { data, error } = useQuery(AltarLikeDocument, { variables: { altarId } });
  const write = (cache: ApolloCache, state: AltarLikeQuery['altarLike']) => {
    cache.writeQuery({ query: AltarLikeDocument, variables: { altarId }, data: { altarLike: state } });
    cache.modify({ id: cache.identify({ __typename: 'Altar', id: altarId }), fields: { likes: () => state.likes } });
  };
  const [like, { loading: liking }] = useMutation(LikeAltarDocument, {
    update: (cache, { data: saved }) => {
      if (saved) write(cache, saved.likeAltar);
    },
  });
  const [unlike, { loading: unliking }] = useMutation(UnlikeAltarDocument, {
    update: (cache, { data: saved }) => {
      if (saved) write(cache, saved.unlikeAltar);
    },
  });
  if (error) return null;
  const state = data?.altarLike;
  const toggle = async () => {
    try {
      if (state?.liked) await unlike({ variables: { altarId } });
      else await like({ variables: { altarId } });
    } catch (failure) {
      console.error('Saving the like failed', failure);
      toast({ title: t('errorTitle'), description: t('tryAgain'), variant: 'destructive' });
    }
  };
  const count = state ? ` · ${state.likes}` : '';
  return (
    <Button
      $variant="secondary"
      aria-pressed={state?.liked ?? false}
      disabled={liking || unliking || state === undefined}
      onClick={() => void toggle()}
      data-testid="like-altar"
    >
      {t(state?.liked ? 'liked' : 'like')}
      {compact ? '' : count}
    </Button>
  );
}
