import { useMutation, useQuery } from '@apollo/client/react';
import { PROFILE_TEXT } from '@sacred/core/badges';
import { useToast } from '../../app/toasts/toastContext';
import { IsFavoriteAltarDocument, SetFavoriteAltarDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';

/**
 * Save / remove an altar from the member's favourites (the profile's Favorites tab). Meant for the
 * altar detail page: `<FavoriteButton altarId={altar.id} />`; renders nothing for guests' errors.
 */
export function FavoriteButton({ altarId }: { altarId: number }) {
  const { toast } = useToast();
  const { data, error } = useQuery(IsFavoriteAltarDocument, { variables: { altarId } });
  const [setFavorite, { loading }] = useMutation(SetFavoriteAltarDocument, {
    update(cache, { data: saved }) {
      if (saved) {
        cache.writeQuery({
          query: IsFavoriteAltarDocument,
          variables: { altarId },
          data: { isFavoriteAltar: saved.setFavoriteAltar },
        });
        cache.evict({ fieldName: 'favoriteAltars' });
      }
    },
  });
  if (error) return null;
  const favorite = data?.isFavoriteAltar ?? false;
  const toggle = async () => {
    try {
      await setFavorite({ variables: { altarId, favorite: !favorite } });
      toast({ title: favorite ? PROFILE_TEXT.favoriteRemoved : PROFILE_TEXT.favoriteAdded });
    } catch (failure) {
      console.error('Saving the favourite failed', failure);
      toast({ title: 'Error', description: 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Button
      $variant="secondary"
      aria-pressed={favorite}
      disabled={loading || data === undefined}
      onClick={() => void toggle()}
    >
      {favorite ? '♥ Saved to Favorites' : '♡ Save to Favorites'}
    </Button>
  );
}
