import { useState } from 'react';
import { DOCUMENT_FILE_TYPES, documentFileProblem } from '@export-portal/shared-domain/document-files';
import { FileDropZone, ProgressBar } from '@export-portal/shared-ui/dialog';

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
  const [problem, setProblem] = useState<string | null>(null);
  const take = (candidate: File) => {
    const refused = documentFileProblem(candidate);
    setProblem(refused);
    if (!refused) onFile(candidate);
  };
  return (
    <FileDropZone
      prompt="Drag and drop a PDF, JPEG or PNG file (up to 20 MB) here, or"
      accept={DOCUMENT_FILE_TYPES.join(',')}
      file={file}
      problem={problem ?? error ?? null}
      onFile={take}
      disabled={disabled}
    />
  );
}

/** How much of the file has been sent. */
export function UploadProgress({ percent }: { percent: number }) {
  return <ProgressBar label="Upload progress" percent={percent} />;
}
