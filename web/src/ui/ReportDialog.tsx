import { useMutation } from '@apollo/client/react';
import { REPORT_REASON } from '@sacred/core/community';
import { useId, useState } from 'react';
import { useToast } from '../app/toasts/toastContext';
import { ReportContentDocument } from '../gql/graphql';
import { Button } from './Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from './Dialog';
import { useUiText } from './messages';
import { TextArea } from './TextArea';

interface ReportDialogProps {
  contentType: 'post' | 'pilgrimage';
  contentId: number;
  open: boolean;
  onClose(): void;
  /** "Report this post". */
  title: string;
  /** What happens to a report of this kind of content. */
  description: string;
}

/** Asks for a reason (REPORT_REASON's length) and files a report about a post or a pilgrimage. */
export function ReportDialog({ contentType, contentId, open, onClose, title, description }: ReportDialogProps) {
  const t = useUiText();
  const titleId = useId();
  const textId = useId();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [report, { loading }] = useMutation(ReportContentDocument);
  const valid = reason.trim().length >= REPORT_REASON.min;
  const submit = async () => {
    try {
      await report({ variables: { input: { contentType, contentId, reason: reason.trim() } } });
      setReason('');
      onClose();
      toast({ title: t('reportRecordedTitle'), description: t('reportRecordedDescription') });
    } catch (error) {
      console.error('Reporting failed', error);
      toast({ title: t('error'), description: t('reportFailed'), variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogText id={textId}>{description}</DialogText>
      <TextArea
        aria-label={t('reportReason')}
        value={reason}
        maxLength={REPORT_REASON.max}
        onChange={(event) => setReason(event.target.value)}
      />
      <DialogActions>
        <Button $variant="secondary" onClick={onClose} disabled={loading}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={!valid || loading}>
          {loading ? t('reporting') : t('report')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
