/** The reasons a member can give for a report, in the order the report dialog lists them. */
export const REPORT_REASONS = [
  { key: 'SPAM_OR_SCAM', label: 'Spam or scam' },
  { key: 'HARASSMENT', label: 'Harassment' },
  { key: 'UNDERAGE', label: 'Underage (younger than the age they give, or under 16)' },
  { key: 'IMPERSONATION', label: 'Pretending to be someone else' },
  { key: 'UNRATED_EXPLICIT_CONTENT', label: 'Explicit content that is not marked as such' },
  { key: 'OTHER', label: 'Something else' },
] as const;

export type ReportReasonKey = (typeof REPORT_REASONS)[number]['key'];

/** The server's limit on a report's details. */
export const MAX_REPORT_DETAILS = 1000;

export function reportReasonLabel(key: string): string {
  return REPORT_REASONS.find((reason) => reason.key === key)?.label ?? key;
}

/** What is wrong with a report's details before it is sent; null when it can go. */
export function reportDetailsProblem(reason: ReportReasonKey | null, details: string): string | null {
  if (!reason) return 'Please choose a reason.';
  if (details.trim().length > MAX_REPORT_DETAILS)
    return `Please keep the details to ${MAX_REPORT_DETAILS.toLocaleString('en')} characters or fewer.`;
  if (reason === 'OTHER' && !details.trim()) return 'Please tell us what is wrong.';
  return null;
}
