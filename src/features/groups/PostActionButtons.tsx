import { Button } from '../../ui/Button';
import type { ReportedPost } from './ReportGroupPostDialog';

interface PostActionButtonsProps {
  post: ReportedPost;
  mine: boolean;
  canDelete: boolean;
  onDelete: (post: ReportedPost) => void;
  onReport: (post: ReportedPost) => void;
}

/** Delete (for whom the server allows it) and Report (for another member's post), each naming whose post it is. */
export function PostActionButtons({ post, mine, canDelete, onDelete, onReport }: PostActionButtonsProps) {
  const whose = mine ? `your ${post.kind}` : `${post.authorName}'s ${post.kind}`;
  if (!canDelete && mine) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {canDelete && (
        <Button variant="quiet" aria-label={`Delete ${whose}`} onPress={() => onDelete(post)} className="px-2 py-1">
          Delete
        </Button>
      )}
      {!mine && (
        <Button variant="quiet" aria-label={`Report ${whose}`} onPress={() => onReport(post)} className="px-2 py-1">
          Report
        </Button>
      )}
    </div>
  );
}
