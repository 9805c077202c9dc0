import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import styled from 'styled-components';
import { LIMITS } from 'shared-contracts';
import { FieldError, FieldLabel } from 'shared-contracts/ui-extras';
import { FileButton } from '../../app/FileButton';
import type { SellImage } from './sell-form';
import { useAccountText } from '../../i18n/messages';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 16px;
`;

const Drop = styled.div<{ $active: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 28px 16px;
  text-align: center;
  border: 1px dashed
    ${({ theme, $invalid, $active }) =>
      $invalid ? theme.colors.danger : $active ? theme.colors.ink : theme.colors.borderStrong};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : theme.colors.surface)};
  transition:
    background 0.2s ease,
    border-color 0.2s ease;
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  small {
    color: ${({ theme }) => theme.colors.subtle};
    font-size: 12px;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 4px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 10px;
`;

const Thumb = styled.li`
  position: relative;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button {
    position: absolute;
    top: 6px;
    inset-inline-end: 6px;
    width: 28px;
    height: 28px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 0;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.92);
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadow.card};
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  images: SellImage[];
  error?: string;
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}

/** The 'Images' file input (several, images only) with previews and a remove button each. */
export function ImagesField({ images, error, disabled, onAdd, onRemove }: Props) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const t = useAccountText();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd(Array.from(event.dataTransfer.files));
  };
  return (
    <Wrapper>
      <FieldLabel htmlFor={id}>{t('images')}</FieldLabel>
      <Drop
        $active={dragging}
        $invalid={Boolean(error)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <ImagePlus size={28} strokeWidth={1.3} aria-hidden="true" />
        <FileButton
          text={t('chooseFiles')}
          tone="white"
          id={id}
          name="images[]"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={choose}
        />
        <small id={`${id}-hint`}>{t('imagesHint')}</small>
      </Drop>
      {images.length > 0 && (
        <Grid aria-label={t('chosenPhotos')}>
          {images.map((image, index) => (
            <Thumb key={image.preview}>
              <img src={image.preview} alt={t('previewOf', { name: image.file.name })} />
              <button
                type="button"
                aria-label={t('removeFile', { name: image.file.name })}
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                <X size={15} aria-hidden="true" />
              </button>
            </Thumb>
          ))}
        </Grid>
      )}
      {images.length > 0 && (
        <Count>{t('imageCount', { n: images.length, max: LIMITS.uploadMaxFiles })}</Count>
      )}
      {error && <FieldError>{error}</FieldError>}
    </Wrapper>
  );
}
