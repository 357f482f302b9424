import { createFileRoute } from '@tanstack/react-router';
import { EmailLinkScreen } from '../features/settings/account/EmailLinkScreen';

export const Route = createFileRoute('/_app/settings/account/email-link')({
  component: EmailLinkScreen,
});
