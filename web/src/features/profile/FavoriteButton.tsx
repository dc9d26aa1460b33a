import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../app/toasts/toastContext';
import { IsFavoriteAltarDocument, SetFavoriteAltarDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { useProfileText } from './messages';

/**
 * Save / remove an altar from the member's favourites (the profile's Favorites tab). Meant for the
 * altar detail page: `<FavoriteButton altarId={altar.id} />`; renders nothing for guests' errors.
 */
export function FavoriteButton({ altarId }: { altarId: number }) {
  const t = useProfileText();
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
      toast({ title: t(favorite ? 'favoriteRemoved' : 'favoriteAdded') });
    } catch (failure) {
      console.error('Saving the favourite failed', failure);
      toast({ title: t('errorTitle'), description: t('tryAgain'), variant: 'destructive' });
    }
  };
  return (
    <Button
      $variant="secondary"
      aria-pressed={favorite}
      disabled={loading || data === undefined}
      onClick={() => void toggle()}
    >
      {t(favorite ? 'savedToFavorites' : 'saveToFavorites')}
    </Button>
  );
}
