import { useNavigate } from '@tanstack/react-router';
import { Button, type ButtonRenderProps } from 'react-aria-components';
import { useSafetyDialogs } from '../safety/useSafetyDialogs';

/** Reports the picture shown in the lightbox, with its owner; the report dialog opens above the lightbox. */
export function ReportPictureButton({
  imageId,
  owner,
  className,
}: {
  imageId: string;
  owner: { uuid: string; name: string };
  className: (renderProps: ButtonRenderProps & { className: string }) => string;
}) {
  const navigate = useNavigate();
  const { openReport } = useSafetyDialogs({
    uuid: owner.uuid,
    name: owner.name,
    evidence: { imageId },
    onBlocked: () => void navigate({ to: '/' }),
  });
  return (
    <Button
      onPress={() => openReport()}
      className={(renderProps) => className({ ...renderProps, className: 'rounded-full px-4 py-2 font-semibold whitespace-nowrap' })}
    >
      Report picture
    </Button>
  );
}
