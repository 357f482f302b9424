import { Button } from '../../ui/Button';

interface WelcomeStepProps {
  onEmail: () => void;
  onQrCode: () => void;
  /** Why the QR code login could not start, if it could not. */
  qrError?: string | null;
}

export function WelcomeStep({ onEmail, onQrCode, qrError }: WelcomeStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Welcome to Snoot</h1>
      <p className="text-neutral-700 dark:text-neutral-300">Meet furries near you, browse profiles and chat. Log in to get started.</p>
      <Button size="lg" onPress={onEmail}>
        Log in with email
      </Button>
      <Button size="lg" variant="secondary" onPress={onQrCode}>
        Log in via QR code
      </Button>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">Logging in via QR code requires the Snoot mobile app.</p>
      {qrError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {qrError}
        </p>
      )}
    </div>
  );
}
