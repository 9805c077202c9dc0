import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
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

/** The progress of a form's upload, in percent (as the sell form shows it). */
export function UploadProgressBar({ percent }: { percent: number }) {
  return (
    <Wrapper>
      <Bar
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </Bar>
      <span>Uploading… {percent}%</span>
    </Wrapper>
  );
}
