import { useMutation } from '@apollo/client/react';
import { canSharePost, COMMUNITY_MESSAGES, POST_LIMITS, postSchema } from '@sacred/core/community';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useToast } from '../../app/toasts/toastContext';
import { CreatePostDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';

export const SHARE_TEXT = {
  open: 'Share Your Journey',
  placeholder: 'Share a moment from a sacred space... add #tags to help others find it',
  share: 'Share',
  sharing: 'Sharing...',
  cancel: 'Cancel',
  lead: 'What did the land teach you today?',
} as const;

interface ShareJourneyDialogProps {
  open: boolean;
  onClose(): void;
  onShared(): void;
}

/** The feed's share modal: Share is disabled while blank or sending; success clears and closes. */
export function ShareJourneyDialog({ open, onClose, onShared }: ShareJourneyDialogProps) {
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
        toast({ title: COMMUNITY_MESSAGES.sharedTitle, description: COMMUNITY_MESSAGES.sharedDescription });
      } catch (error) {
        console.error('Sharing the post failed', error);
        toast({ title: 'Error', description: COMMUNITY_MESSAGES.shareFailed, variant: 'destructive' });
      }
    },
  });

  return (
    <Dialog open={open} onClose={loading ? () => undefined : onClose} labelledBy={titleId} describedBy={textId} wide>
      <DialogTitle id={titleId}>{SHARE_TEXT.open}</DialogTitle>
      <DialogText id={textId}>{SHARE_TEXT.lead}</DialogText>
      <form onSubmit={form.handleSubmit} noValidate>
        <TextArea
          aria-label="Your post"
          name="content"
          placeholder={SHARE_TEXT.placeholder}
          value={form.values.content}
          maxLength={POST_LIMITS.contentMax}
          onChange={form.handleChange}
          autoFocus
        />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={loading}>
            {SHARE_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={!canSharePost(form.values.content, loading)} aria-busy={loading}>
            {loading ? SHARE_TEXT.sharing : SHARE_TEXT.share}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
