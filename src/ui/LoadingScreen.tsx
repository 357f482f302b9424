import { useState } from 'react';
import { randomLoadingPhrase } from '../lib/loadingPhrases';
import { Spinner } from './Spinner';

export function LoadingScreen() {
  // Picked once per mount so the phrase does not change on every re-render.
  const [phrase] = useState(() => randomLoadingPhrase());
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <Spinner size="lg" className="text-violet-700 dark:text-violet-300" />
      <p className="text-lg font-medium">{phrase}</p>
    </div>
  );
}
