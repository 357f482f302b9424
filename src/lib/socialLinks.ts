const MASTODON_HANDLE = /^@([A-Za-z0-9_.-]+)@([A-Za-z0-9.-]+\.[A-Za-z]{2,})$/;

export type SocialLink = { kind: 'link'; href: string } | { kind: 'copy'; text: string };

/**
 * What pressing a social account does (SPEC §5): a Mastodon-style handle becomes a link only with the
 * mastodon-links experiment on; an https:// value containing '@' is used as is; anything else is copied.
 */
export function socialLink(value: string, mastodonLinks: boolean): SocialLink {
  const handle = MASTODON_HANDLE.exec(value.trim());
  if (handle && mastodonLinks) return { kind: 'link', href: `https://${handle[2]}/@${handle[1]}` };
  if (value.startsWith('https://') && value.includes('@')) return { kind: 'link', href: value };
  return { kind: 'copy', text: value };
}
