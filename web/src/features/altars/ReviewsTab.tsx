import { useMutation, useQuery } from '@apollo/client/react';
import { REVIEW_RATING, reviewSchema } from '@sacred/core/reviews';
import { Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import { labelText, sendOrKeep } from '../offline/offlineWrite';
import { onOutbox } from '../offline/outbox';
import { useOutbox } from '../offline/useOutbox';
import { AltarReviewsDocument, WriteReviewDocument } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { FormPanel } from '../../ui/Form';
import { TextAreaField } from '../../ui/TextArea';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { Stack } from '../../ui/Stack';
import { FocusFirstError } from '../../ui/useFocusFirstError';
import { List, ListCard } from '../../ui/List';
import { useFormat } from '../../i18n/format';
import { RuleTextField as TextField } from './RuleTextField';
import { ruleText } from './localText';
import { useAltarsText } from './messages';

const Summary = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const Average = styled.div`
  text-align: center;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.amberBright};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mist};
  }
`;

const Bars = styled.ol`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bar = styled.li`
  display: grid;
  grid-template-columns: 2.2rem 1fr 1.5rem;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const Track = styled.span`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.forest700};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.amber};
  }
`;

const Item = styled(ListCard)`
  p {
    color: ${({ theme }) => theme.colors.mist};
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.amberBright};
  letter-spacing: 1px;
`;

const StarPicker = styled.div`
  display: flex;
  gap: 2px;
`;

const StarButton = styled.button<{ $on: boolean }>`
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  color: ${({ theme, $on }) => ($on ? theme.colors.amberBright : theme.colors.forest500)};
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(REVIEW_RATING.max - rating);

interface ReviewValues {
  rating: number;
  title: string;
  review: string;
  visitDate: string;
  tips: string;
  accessibility: string;
  bestTimeToVisit: string;
}

const EMPTY_REVIEW: ReviewValues = {
  rating: REVIEW_RATING.default,
  title: '',
  review: '',
  visitDate: '',
  tips: '',
  accessibility: '',
  bestTimeToVisit: '',
};

/** The Reviews tab: average (1 decimal), per-star bars, the list, and Write Review for members. */
export function ReviewsTab({ altarId, canWrite }: { altarId: number; canWrite: boolean }) {
  const t = useAltarsText();
  const f = useFormat();
  const { data, loading, error, refetch } = useQuery(AltarReviewsDocument, { variables: { altarId } });
  const [writing, setWriting] = useState(false);
  const reviews = data?.altarReviews ?? [];
  const summary = data?.altarReviewSummary;
  // A review written here without network, waiting on this device to be sent.
  const waiting = useOutbox().filter(
    (item) => item.kind === 'review' && item.status === 'waiting' && item.path === reviewPath(altarId),
  );
  useEffect(
    () =>
      onOutbox((event) => {
        if (event.type === 'sent' && event.item.path === reviewPath(altarId)) void refetch().catch(() => undefined);
      }),
    [altarId, refetch],
  );

  if (loading && !data) return <LoadingState label={t('loadingReviews')} count={2} height="6rem" />;
  if (error && !data) {
    return <ErrorState compact title={t('reviewsFailed')} onRetry={() => refetch()} home={null} />;
  }
  const empty = reviews.length === 0;
  return (
    <Stack>
      {summary && summary.count > 0 && (
        <Summary>
          <Average>
            <strong data-testid="review-average">
              {f.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </strong>
            <span>{t('reviewCount', { count: summary.count })}</span>
          </Average>
          <Bars aria-label={t('ratingsByStars')}>
            {[5, 4, 3, 2, 1].map((star) => {
              const count = summary.distribution[star - 1] ?? 0;
              return (
                <Bar key={star} aria-label={t('starsCount', { star, count })}>
                  <span aria-hidden="true">{star} ★</span>
                  <Track aria-hidden="true">
                    <span style={{ width: `${summary.count ? (count / summary.count) * 100 : 0}%` }} />
                  </Track>
                  <span aria-hidden="true">{count}</span>
                </Bar>
              );
            })}
          </Bars>
        </Summary>
      )}
      {canWrite && !writing && !empty && (
        <Button onClick={() => setWriting(true)} style={{ justifySelf: 'start' }}>
          {t('writeReview')}
        </Button>
      )}
      {canWrite && writing && <ReviewForm altarId={altarId} onDone={() => setWriting(false)} />}
      {waiting.length > 0 && (
        <List aria-label={t('reviewsWaiting')}>
          {waiting.map((item) => {
            const body = item.body as { rating: number; title?: string | null; review: string };
            return (
              <Item key={item.id} data-testid="review-waiting">
                <Meta>
                  <Stars aria-label={t('outOfFiveStars', { rating: body.rating })}>{stars(body.rating)}</Stars>
                  <span>{t('savedOnDevice')}</span>
                </Meta>
                {body.title && <h3>{body.title}</h3>}
                <p>{body.review}</p>
              </Item>
            );
          })}
        </List>
      )}
      {empty ? (
        !writing && (
          <EmptyState
            compact
            title={t('reviewsEmpty')}
            action={
              canWrite ? (
                <Button onClick={() => setWriting(true)}>{t('writeReview')}</Button>
              ) : (
                <ButtonLink to="/login" $variant="secondary">
                  {t('signInToReview')}
                </ButtonLink>
              )
            }
          />
        )
      ) : (
        <List aria-label={t('reviews')}>
          {reviews.map((review) => (
            <Item key={review.id} data-testid="review">
              <Meta>
                <Stars aria-label={t('outOfFiveStars', { rating: review.rating })}>{stars(review.rating)}</Stars>
                <span>{review.visitDate ?? f.date(review.createdAt)}</span>
              </Meta>
              {review.title && <h3>{review.title}</h3>}
              <p>{review.review}</p>
              {review.tips && <p>{t('reviewTips', { text: review.tips })}</p>}
              {review.accessibility && <p>{t('reviewAccessibility', { text: review.accessibility })}</p>}
              {review.bestTimeToVisit && <p>{t('reviewBestTime', { text: review.bestTimeToVisit })}</p>}
              <Meta>
                <span>— {review.userName}</span>
              </Meta>
            </Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

const reviewPath = (altarId: number) => `/api/altars/${altarId}/reviews`;

function ReviewForm({ altarId, onDone }: { altarId: number; onDone(): void }) {
  const t = useAltarsText();
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const [write] = useMutation(WriteReviewDocument, { refetchQueries: ['AltarReviews'], awaitRefetchQueries: true });
  return (
    <Formik<ReviewValues>
      initialValues={EMPTY_REVIEW}
      validationSchema={reviewSchema}
      onSubmit={async (values) => {
        const optional = (text: string) => text.trim() || null;
        const input = {
          rating: values.rating,
          title: optional(values.title),
          review: values.review.trim(),
          visitDate: optional(values.visitDate),
          tips: optional(values.tips),
          accessibility: optional(values.accessibility),
          bestTimeToVisit: optional(values.bestTimeToVisit),
        };
        try {
          const outcome = await sendOrKeep(() => write({ variables: { altarId, input } }), {
            kind: 'review',
            label: `Review: ${labelText(input.title ?? input.review)}`,
            method: 'POST',
            path: reviewPath(altarId),
            body: input,
          });
          if (outcome === 'kept') {
            toast({ title: t('savedOnDeviceTitle'), description: t('savedOnDevice') });
          } else {
            toast({ title: t('reviewPublishedTitle'), description: t('reviewPublishedBody') });
          }
          onDone();
        } catch {
          toast({ title: t('errorTitle'), description: t('reviewFailed'), variant: 'destructive' });
        }
      }}
    >
      {({ values, errors, submitCount, handleChange, handleSubmit, setFieldValue, isSubmitting }) => (
        <FormPanel ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('writeAReview')}>
          <FocusFirstError form={formRef} />
          <div role="radiogroup" aria-label={t('rating')}>
            <StarPicker>
              {[1, 2, 3, 4, 5].map((star) => (
                <StarButton
                  key={star}
                  type="button"
                  role="radio"
                  aria-checked={values.rating === star}
                  aria-label={t('starLabel', { star })}
                  $on={star <= values.rating}
                  onClick={() => void setFieldValue('rating', star)}
                >
                  ★
                </StarButton>
              ))}
            </StarPicker>
          </div>
          <TextField label={t('title')} name="title" />
          <TextAreaField
            label={t('yourReview')}
            name="review"
            value={values.review}
            onChange={handleChange}
            error={ruleText(t, submitCount > 0 ? errors.review : undefined)}
          />
          <TextField label={t('visitDate')} name="visitDate" type="date" />
          <TextField label={t('tips')} name="tips" />
          <TextField label={t('accessibility')} name="accessibility" />
          <TextField label={t('bestTime')} name="bestTimeToVisit" />
          <Actions>
            <Button $variant="secondary" onClick={onDone} disabled={isSubmitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting || values.review.trim() === ''} aria-busy={isSubmitting}>
              {t(isSubmitting ? 'publishing' : 'publishReview')}
            </Button>
          </Actions>
        </FormPanel>
      )}
    </Formik>
  );
}
