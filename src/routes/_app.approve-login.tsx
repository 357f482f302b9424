import { createFileRoute } from '@tanstack/react-router';
import { ApproveLoginScreen } from '../features/auth/ApproveLoginScreen';

interface ApproveLoginSearch {
  code?: string;
}

/** Where a member approves a QR login (the code from the QR code, or typed); logged out, they log in first. */
export const Route = createFileRoute('/_app/approve-login')({
  validateSearch: (search: Record<string, unknown>): ApproveLoginSearch =>
    typeof search.code === 'string' ? { code: search.code.slice(0, 20) } : {},
  component: function ApproveLoginRoute() {
    const { code } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ApproveLoginScreen key={code ?? ''} code={code ?? null} onCode={(next) => void navigate({ search: { code: next } })} />;
  },
});
