import { useMutation } from '@apollo/client/react';
import { BIO_MAX_LENGTH, profileUpdateSchema } from '@sacred/core/accounts';
import { Formik } from 'formik';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { useToast } from '../../app/toasts/toastContext';
import { UpdateProfileDocument, type CurrentUserFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogTitle } from '../../ui/Dialog';
import { FieldError } from '../../ui/Field';
import { TextArea } from '../../ui/TextArea';
import { Avatar } from '../../ui/Avatar';
import { FocusFirstError } from '../../ui/useFocusFirstError';
import { uploadPhoto } from '../../app/http';
import { profileRuleText } from './badgeText';
import { useProfileText } from './messages';
import { ProfileTextField as TextField } from './ProfileTextField';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const AvatarRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Counter = styled.p<{ $full: boolean }>`
  margin: 4px 0 0;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $full }) => ($full ? theme.colors.amberBright : theme.colors.mist)};
`;

const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  font-weight: 600;

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.amberBright};
  }
`;

interface EditProfileDialogProps {
  open: boolean;
  user: CurrentUserFragment;
  onClose(): void;
}

interface ProfileValues {
  firstName: string;
  lastName: string;
  bio: string;
  profileImageUrl: string;
}

/** The edit-profile dialog: names, bio with a counter (at most 200) and an avatar photo. */
export function EditProfileDialog({ open, user, onClose }: EditProfileDialogProps) {
  const t = useProfileText();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const bioId = useId();
  const counterId = useId();
  const { toast } = useToast();
  const { refresh } = useAuth();
  const [uploading, setUploading] = useState(false);
  const [update, { loading }] = useMutation(UpdateProfileDocument);
  const initialValues: ProfileValues = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
  };

  const save = async (values: ProfileValues) => {
    try {
      await update({ variables: { input: values } });
      // The update is followed by a refetch of the signed-in member.
      await refresh();
      onClose();
      toast({ title: t('updatedTitle'), description: t('profileSaved') });
    } catch (error) {
      console.error('The profile update failed', error);
      toast({ title: t('errorTitle'), description: t('profileUpdateFailed'), variant: 'destructive' });
    }
  };

  const pickPhoto = async (file: File | undefined, keep: (url: string) => void) => {
    if (!file) return;
    setUploading(true);
    try {
      keep(await uploadPhoto(file));
    } catch (error) {
      console.error('The avatar upload failed', error);
      toast({
        title: t('errorTitle'),
        description: t('photoUploadFailed'),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} testId="edit-profile-dialog">
      <DialogTitle id={titleId}>{t('editProfile')}</DialogTitle>
      {/* Checked when saving, as the rules are about what is saved, not about each keystroke. */}
      <Formik<ProfileValues>
        initialValues={initialValues}
        validationSchema={profileUpdateSchema}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={save}
      >
        {({ values, errors, handleSubmit, setFieldValue }) => (
          <form ref={formRef} noValidate onSubmit={handleSubmit}>
            <FocusFirstError form={formRef} />
            <Fields>
              <AvatarRow>
                <Avatar
                  firstName={values.firstName}
                  lastName={values.lastName}
                  imageUrl={values.profileImageUrl}
                  size={64}
                  fallback="emblem"
                />
                <FileLabel>
                  {t(uploading ? 'uploading' : 'changePhoto')}
                  <input
                    type="file"
                    accept="image/*"
                    disabled={uploading}
                    onChange={(event) =>
                      void pickPhoto(event.target.files?.[0], (url) => void setFieldValue('profileImageUrl', url))
                    }
                  />
                </FileLabel>
              </AvatarRow>
              <TextField label={t('firstName')} name="firstName" />
              <TextField label={t('lastName')} name="lastName" />
              <div>
                <Label htmlFor={bioId}>{t('bio')}</Label>
                <TextArea
                  id={bioId}
                  name="bio"
                  value={values.bio}
                  maxLength={BIO_MAX_LENGTH}
                  placeholder={t('defaultBio')}
                  aria-describedby={counterId}
                  onChange={(event) => void setFieldValue('bio', event.target.value.slice(0, BIO_MAX_LENGTH))}
                  style={{ minHeight: 96 }}
                />
                <Counter id={counterId} $full={values.bio.length >= BIO_MAX_LENGTH} data-testid="bio-counter">
                  {values.bio.length}/{BIO_MAX_LENGTH}
                </Counter>
                {errors.bio && <FieldError>{profileRuleText(t, errors.bio)}</FieldError>}
              </div>
            </Fields>
            <DialogActions>
              <Button $variant="secondary" onClick={onClose} disabled={loading}>
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={loading || uploading} aria-busy={loading}>
                {t(loading ? 'saving' : 'saveChanges')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Formik>
    </Dialog>
  );
}
