import { Button } from '../../ui/Button';
import { useDismissNewsItemMutation } from './DismissNewsItemMutation';

/** Removes a news item wherever it shows, for this member, for good. */
export function DismissNewsButton({ id, title }: { id: string; title: string }) {
  const [dismiss] = useDismissNewsItemMutation();
  return (
    <Button variant="quiet" aria-label={`Dismiss ${title}`} onPress={() => dismiss(id)}>
      Dismiss
    </Button>
  );
}
