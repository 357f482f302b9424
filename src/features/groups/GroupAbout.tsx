import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupAbout_group$key } from './__generated__/GroupAbout_group.graphql';

/** What the group is about and its rules, as its owner wrote them (line breaks kept). */
export function GroupAbout({ group }: { group: GroupAbout_group$key }) {
  const data = useFragment(
    graphql`
      fragment GroupAbout_group on Group {
        description
        rules
      }
    `,
    group,
  );
  return (
    <>
      <section aria-labelledby="group-about-heading" className="flex flex-col gap-2">
        <h2 id="group-about-heading" className="text-xl font-bold">
          About
        </h2>
        <p className="break-words whitespace-pre-line text-neutral-800 dark:text-neutral-200">{data.description}</p>
      </section>
      {data.rules?.trim() && (
        <section aria-labelledby="group-rules-heading" className="flex flex-col gap-2">
          <h2 id="group-rules-heading" className="text-xl font-bold">
            Rules
          </h2>
          <p className="break-words whitespace-pre-line text-neutral-800 dark:text-neutral-200">{data.rules}</p>
        </section>
      )}
    </>
  );
}
