import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { openModal } from '../../ui/modalStack';
import { BlockProfileDialog } from './BlockProfileDialog';
import { ReportProfileDialog, type ReportEvidence } from './ReportProfileDialog';

export interface SafetyTarget {
  uuid: string;
  name: string;
  evidence?: ReportEvidence;
  onBlocked?: () => void;
  blockUpdater?: (store: RecordSourceSelectorProxy) => void;
}

/** Opens the block confirmation and the report dialog; a report's thank-you leads on to blocking. */
export function useSafetyDialogs({ uuid, name, evidence, onBlocked, blockUpdater }: SafetyTarget) {
  const openBlock = () =>
    openModal((close) => <BlockProfileDialog uuid={uuid} name={name} close={close} onBlocked={onBlocked} updater={blockUpdater} />);
  /** `reported` names a message or picture of this call, over the target's own evidence. */
  const openReport = (reported: ReportEvidence | undefined = evidence) =>
    openModal((close) => (
      <ReportProfileDialog
        uuid={uuid}
        name={name}
        evidence={reported}
        close={close}
        onBlock={() => {
          close();
          openBlock();
        }}
      />
    ));
  return { openBlock, openReport };
}
