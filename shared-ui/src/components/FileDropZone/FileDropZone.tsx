import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { formatFileSize } from '../../index';

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
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerHover};
`;

export interface FileDropZoneProps {
  /** What to drop, ending where the button follows: "Drag and drop a CSV file (up to 5 MB) here, or". */
  prompt: string;
  /** The file picker's `accept`. */
  accept: string;
  /** The file chosen so far, shown under the button. */
  file: { name: string; size: number } | null;
  /** Why the dropped or chosen file cannot be used; shown in the zone and announced. */
  problem: string | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Drop a file here, or choose one with the button (a label for the file input, so it is keyboard-reachable). */
export function FileDropZone({ prompt, accept, file, problem, onFile, disabled = false }: FileDropZoneProps) {
  const inputId = useId();
  const problemId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onFile(dropped);
  };
  return (
    <Zone
      $over={over}
      $invalid={problem !== null}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <FileUp aria-hidden size={24} />
      <span>{prompt}</span>
      <HiddenInput
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={problem ? problemId : undefined}
        aria-invalid={problem !== null}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          event.target.value = '';
        }}
      />
      <PickLabel htmlFor={inputId}>Choose a file</PickLabel>
      {file ? (
        <Chosen>
          Chosen: <strong>{file.name}</strong> ({formatFileSize(file.size)})
        </Chosen>
      ) : null}
      {problem ? (
        <Problem id={problemId} role="alert">
          {problem}
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

/** How far a long task has come, as a percentage. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
