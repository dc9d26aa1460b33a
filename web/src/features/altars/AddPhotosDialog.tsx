import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useToast } from '../../app/toasts/toastContext';
import { AddAltarPhotosDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { readApiError } from '../accounts/apiError';
import { PhotoPicker } from '../../ui/PhotoPicker';
import { ruleText } from './localText';
import { useAltarsText } from './messages';

interface AddPhotosDialogProps {
  altarId: number;
  /** How many more photos the altar can take (3 in all). */
  room: number;
  open: boolean;
  onClose(): void;
}

/** "Add to This Altar": upload up to the remaining photos and add them (the altar's creator only). */
export function AddPhotosDialog({ altarId, room, open, onClose }: AddPhotosDialogProps) {
  const t = useAltarsText();
  const titleId = useId();
  const { toast } = useToast();
  const [urls, setUrls] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [add, { loading }] = useMutation(AddAltarPhotosDocument);

  const submit = async () => {
    try {
      await add({ variables: { altarId, photos: urls } });
      toast({ title: t('photosAddedTitle'), description: t('photosAddedBody') });
      onClose();
    } catch (error) {
      const { fieldErrors, message } = readApiError(error);
      toast({
        title: t('errorTitle'),
        description: ruleText(t, fieldErrors.photos ?? message ?? t('addPhotosFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} testId="add-photos-dialog">
      <DialogTitle id={titleId}>{t('addToAltar')}</DialogTitle>
      <DialogText>{t('addPhotosLead', { room })}</DialogText>
      <PhotoPicker max={room} onChange={setUrls} onBusyChange={setUploading} />
      <DialogActions>
        <Button $variant="secondary" onClick={onClose} disabled={loading}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={loading || uploading || urls.length === 0} aria-busy={loading}>
          {t(loading ? 'adding' : 'addPhotos')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
