import { useState } from 'react';
import { Button } from '../../../ui/Button';

/** Copies a value to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      aria-label={`Copy ${label}`}
      onPress={() =>
        navigator.clipboard.writeText(value).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          },
          (error: unknown) => console.error('Copy failed', error),
        )
      }
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
