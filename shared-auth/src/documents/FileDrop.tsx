import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { DOCUMENT_FILE_TYPES, documentFileProblem } from '@export-portal/shared-domain/document-files';
import { formatFileSize } from '@export-portal/shared-ui';

const Zone = styled.div<{ $over: boolean; $invalid: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme, $over, $invalid }) => ($invalid ? theme.colors.dangerHover : $over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The input stays in the tab order (a label opens it), hidden from sight only. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;

  &:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  cursor: pointer;
`;

const Chosen = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerHover};
`;

export interface FileDropProps {
  file: File | null;
  /** A file that passes the vault's limits; a refused one leaves the choice as it was and shows why. */
  onFile: (file: File) => void;
  /** A message from outside (the server's refusal, or a missing file on submit). */
  error?: string | null;
  disabled?: boolean;
}

/** Drop a file here, or choose one: PDF, JPEG or PNG up to 20 MB, checked before anything is sent. */
export function FileDrop({ file, onFile, error, disabled = false }: FileDropProps) {
  const inputId = useId();
  const problemId = useId();
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const refused = documentFileProblem(candidate);
    setProblem(refused);
    if (!refused) onFile(candidate);
  };
  const shown = problem ?? error ?? null;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };
  return (
    <Zone
      $over={over}
      $invalid={shown !== null}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <FileUp aria-hidden size={24} />
      <span>Drag and drop a PDF, JPEG or PNG file (up to 20 MB) here, or</span>
      <HiddenInput
        id={inputId}
        type="file"
        accept={DOCUMENT_FILE_TYPES.join(',')}
        disabled={disabled}
        aria-describedby={shown ? problemId : undefined}
        aria-invalid={shown !== null}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <PickLabel htmlFor={inputId}>Choose a file</PickLabel>
      {file ? (
        <Chosen>
          Chosen: <strong>{file.name}</strong> ({formatFileSize(file.size)})
        </Chosen>
      ) : null}
      {shown ? (
        <Problem id={problemId} role="alert">
          {shown}
        </Problem>
      ) : null}
    </Zone>
  );
}

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 120ms linear;
`;

/** How much of the file has been sent. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Track role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
