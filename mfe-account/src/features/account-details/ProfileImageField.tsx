import { useId, type ChangeEvent } from 'react';
import { Trash2, UserRound } from 'lucide-react';
import styled from 'styled-components';
import { Button } from 'shared-contracts';
import { FieldError, FieldLabel } from 'shared-contracts/ui-extras';
import { FileButton } from '../../app/FileButton';
import { useAccountText } from '../../i18n/messages';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  text-align: center;
  ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: 96px minmax(0, 1fr);
    justify-items: start;
    align-items: center;
    gap: 8px 18px;
    text-align: start;
    & > :first-child {
      grid-row: span 4;
      width: 96px;
      height: 96px;
    }
  }
`;

const Avatar = styled.div`
  width: 148px;
  height: 148px;
  border-radius: 50%;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.subtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  image: string;
  pending: boolean;
  error?: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** Profile photo: preview, an images-only file input labelled 'Profile Image', and Remove. */
export function ProfileImageField({ image, pending, error, onChoose, onRemove }: Props) {
  const id = useId();
  const t = useAccountText();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChoose(file);
    // Let the same file be chosen again after a Remove or Cancel.
    event.target.value = '';
  };
  return (
    <Wrapper>
      <Avatar>
        {image ? (
          <img src={image} alt={t('photoPreview')} />
        ) : (
          <UserRound size={64} strokeWidth={1} aria-label={t('noPhoto')} />
        )}
      </Avatar>
      {pending && <Status>{t('photoPending')}</Status>}
      <FieldLabel htmlFor={id}>{t('profileImage')}</FieldLabel>
      <FileButton id={id} accept="image/*" onChange={choose} text={t('chooseFile')} />
      {/* Always there; disabled without a photo, as there is nothing to remove. */}
      <Button type="button" $variant="ghost" $small onClick={onRemove} disabled={!image}>
        <Trash2 size={14} aria-hidden="true" />
        {t('remove')}
      </Button>
      {error && <FieldError role="alert">{error}</FieldError>}
    </Wrapper>
  );
}
