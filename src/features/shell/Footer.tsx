import { COMMUNITY_CHAT_URL, STATUS_PAGE_URL, SUPPORT_EMAIL } from '../../lib/supportLinks';
import { ExternalLink } from '../../ui/ExternalLink';

export function Footer() {
  return (
    <footer className="flex flex-col items-center gap-2 px-4 py-6 text-sm text-neutral-700 dark:text-neutral-300">
      <nav aria-label="Support" className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        <ExternalLink href={COMMUNITY_CHAT_URL}>Community chat</ExternalLink>
        <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink>
        <ExternalLink href={STATUS_PAGE_URL}>Service status</ExternalLink>
      </nav>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        <span>© {new Date().getFullYear()} Snoot</span>
        <span>Version {__APP_VERSION__}</span>
      </p>
    </footer>
  );
}
