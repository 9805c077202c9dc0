import styled from 'styled-components';
import { useCommonText } from 'shared-contracts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Bar = styled.div`
  height: 4px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
    transition: width 0.2s ease;
  }
`;

/** The progress of a form's upload in percent: a bar and "Uploading… N%". */
export function UploadProgressBar({ percent, className }: { percent: number; className?: string }) {
  const t = useCommonText();
  return (
    <Wrapper className={className}>
      <Bar
        role="progressbar"
        aria-label={t('uploadProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </Bar>
      <span>{t('uploading', { percent })}</span>
    </Wrapper>
  );
}
