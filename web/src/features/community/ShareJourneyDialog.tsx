import { useMutation } from '@apollo/client/react';
import { canSharePost, POST_LIMITS, postSchema } from '@sacred/core/community';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useToast } from '../../app/toasts/toastContext';
import { CreatePostDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';
import { useCommunityText } from './messages';

interface ShareJourneyDialogProps {
  open: boolean;
  onClose(): void;
  onShared(): void;
}

/** The feed's share modal: Share is disabled while blank or sending; success clears and closes. */
export function ShareJourneyDialog({ open, onClose, onShared }: ShareJourneyDialogProps) {
  const t = useCommunityText();
  const titleId = useId();
  const textId = useId();
  const { toast } = useToast();
  const [createPost, { loading }] = useMutation(CreatePostDocument);
  const form = useFormik({
    initialValues: { content: '' },
    validationSchema: postSchema,
    onSubmit: async ({ content }, { resetForm }) => {
      try {
        await createPost({ variables: { input: { content: content.trim(), photos: [] } } });
        resetForm();
        onClose();
        onShared();
        toast({ title: t('sharedTitle'), description: t('sharedDescription') });
      } catch (error) {
        console.error('Sharing the post failed', error);
        toast({ title: t('errorTitle'), description: t('shareFailed'), variant: 'destructive' });
      }
    },
  });

  return (
    <Dialog open={open} onClose={loading ? () => undefined : onClose} labelledBy={titleId} describedBy={textId} wide>
      <DialogTitle id={titleId}>{t('shareOpen')}</DialogTitle>
      <DialogText id={textId}>{t('shareLead')}</DialogText>
      <form onSubmit={form.handleSubmit} noValidate>
        <TextArea
          aria-label={t('yourPost')}
          name="content"
          placeholder={t('sharePlaceholder')}
          value={form.values.content}
          maxLength={POST_LIMITS.contentMax}
          onChange={form.handleChange}
          autoFocus
        />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={loading}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!canSharePost(form.values.content, loading)} aria-busy={loading}>
            {t(loading ? 'sharing' : 'share')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
