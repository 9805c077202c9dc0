import { useEffect, useId, useState, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldLabel, TextArea } from 'shared-contracts/ui-extras';
import { Thumb } from './Thumb';

/** Two columns of fields from tablet up, one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 16px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
`;

export const FormError = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
}

export function TextAreaField({ label, id, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Wrapper>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <TextArea id={fieldId} {...textarea} />
    </Wrapper>
  );
}

const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  input {
    min-width: 0;
    flex: 1;
    font-size: 13px;
  }
`;

interface FileFieldProps {
  label: string;
  accept?: string;
  multiple?: boolean;
  /** The image the record has now (shown until another file is chosen). */
  currentUrl?: string;
  file: File | null;
  /** Receives the first chosen file only (several may be chosen, only the first is kept). */
  onFile: (file: File | null) => void;
}

function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** A labelled file input with a preview of the current or chosen image. */
export function FileField({
  label,
  accept = 'image/*',
  multiple,
  currentUrl,
  file,
  onFile,
}: FileFieldProps) {
  const id = useId();
  const preview = usePreview(file);
  return (
    <Wrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FileRow>
        <Thumb src={preview ?? currentUrl} alt="" size={48} decorative />
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </FileRow>
    </Wrapper>
  );
}

/** A quiet line of help under a field. */
export const Hint = styled.small`
  margin-top: -2px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.subtle};
`;
