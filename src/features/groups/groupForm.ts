/** The server's limits on a new group (GroupCreateInput), checked here first so a member hears of them at once. */
export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 50;
export const GROUP_TEXT_MAX = 2000;

export interface GroupDraft {
  displayName: string;
  description: string;
  rules: string;
}

export type GroupDraftProblems = Partial<Record<keyof GroupDraft, string>>;

/** What is wrong with a draft, field by field, in member words; empty when it may be sent. */
export function groupDraftProblems(draft: GroupDraft): GroupDraftProblems {
  const problems: GroupDraftProblems = {};
  const name = [...draft.displayName.trim()].length;
  if (name === 0) problems.displayName = 'Give the group a name.';
  else if (name < GROUP_NAME_MIN) problems.displayName = `Group name must be at least ${GROUP_NAME_MIN} characters.`;
  else if (name > GROUP_NAME_MAX) problems.displayName = `Group name must be at most ${GROUP_NAME_MAX} characters.`;
  const description = draft.description.trim().length;
  if (description === 0) problems.description = 'Say what the group is about.';
  else if (description > GROUP_TEXT_MAX)
    problems.description = `Description must be at most ${GROUP_TEXT_MAX.toLocaleString('en')} characters.`;
  if (draft.rules.trim().length > GROUP_TEXT_MAX)
    problems.rules = `Rules must be at most ${GROUP_TEXT_MAX.toLocaleString('en')} characters.`;
  return problems;
}
