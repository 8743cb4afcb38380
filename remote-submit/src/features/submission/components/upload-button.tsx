import { Button } from '@cairn/shared/ui/button';
import { useRef } from 'react';

/** SPEC §2: the accepted types the upload names. */
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,.txt';
export const UPLOAD_STUB_MESSAGE = 'File upload coming soon!';

/**
 * SPEC §2 and §5: file upload is a stub. The button opens the file picker (filtered to the named types)
 * and choosing a file answers 'File upload coming soon!'; nothing is read or sent.
 */
export function UploadButton({ onAnswer }: { onAnswer: (message: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        onClick={() => input.current?.click()}
        title="Upload a file (PDF, PNG, JPG, JPEG or TXT)"
        aria-label="Upload file (PDF, PNG, JPG, JPEG or TXT)"
      >
        <span aria-hidden="true">⤒</span> Upload
      </Button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="cairn-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        aria-label="Upload file"
        data-testid="upload-input"
        onChange={(event) => {
          if (event.currentTarget.files?.length) onAnswer(UPLOAD_STUB_MESSAGE);
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
