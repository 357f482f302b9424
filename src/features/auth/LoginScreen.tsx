import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { loginWithOneTimeCodeToken } from '../../state/auth';
import { WelcomeStep } from './WelcomeStep';
import { usePageTitle } from '../../ui/pageTitle';
import { dismissSessionEnd } from '../../state/sessionEnd';
import { SessionEndNotice } from './SessionEndNotice';

const STEPS = 3;
export const POST_LOGIN_DELAY_MS = 1000;
const SINGLE_SIGN_ON_UNAVAILABLE = 'Logging in with single sign-on is unavailable right now. Please try again later.';
const UNKNOWN_ERROR = 'An unknown error occurred. Please try again later.';

/** The welcome step is all /login shows at first; the email and code steps load when a member picks email. */
const loadEmailSteps = () => import('./emailSteps');
type EmailSteps = Awaited<ReturnType<typeof loadEmailSteps>>;

/** The three login steps (welcome, email, code) side by side, sliding one panel at a time. */
export function LoginScreen({ returnPath }: { returnPath: string }) {
  usePageTitle('Log in');
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const panels = useRef<(HTMLDivElement | null)[]>([]);

  // Move focus into the panel that slid in, so keyboard users continue where they look.
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    // preventScroll: focusing inside the clipped strip would otherwise scroll it and leave the card blank.
    panels.current[step]?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus({ preventScroll: true });
  }, [step]);

  const [welcomeError, setWelcomeError] = useState<string | null>(null);
  const [emailSteps, setEmailSteps] = useState<EmailSteps | null>(null);

  // The steps are in place before the strip slides, so focus lands in the email field as it did.
  async function chooseEmail() {
    setWelcomeError(null);
    try {
      setEmailSteps(await loadEmailSteps());
      // Read by now: the login that follows gives its own answer (a suspension's refusal repeats it).
      dismissSessionEnd();
      setStep(1);
    } catch (error) {
      console.error('Could not load the email login', error);
      setWelcomeError(UNKNOWN_ERROR);
    }
  }

  // Off to the identity provider's authorization address; the return path rides along in `state`.
  async function startSingleSignOn() {
    setWelcomeError(null);
    try {
      // Single sign-on's library is only fetched by members who choose it, not with every login page.
      const { authorizationUrl } = await import('../../api/oidc');
      window.location.assign(await authorizationUrl(returnPath));
    } catch (error) {
      console.error('Could not start the single sign-on login', error);
      setWelcomeError(SINGLE_SIGN_ON_UNAVAILABLE);
    }
  }

  // After an email code or an approved QR code alike, the app goes on after a second (SPEC §2).
  function goOn() {
    setTimeout(() => void navigate({ to: returnPath }), POST_LOGIN_DELAY_MS);
  }

  function finishLogin(accessToken: string) {
    loginWithOneTimeCodeToken(accessToken);
    goOn();
  }

  const contents = [
    <WelcomeStep
      key="welcome"
      onEmail={() => void chooseEmail()}
      onSingleSignOn={() => void startSingleSignOn()}
      onQrLoggedIn={goOn}
      error={welcomeError}
    />,
    emailSteps && (
      <emailSteps.EmailStep
        key="email"
        email={email}
        onEmailChange={setEmail}
        onBack={() => setStep(0)}
        onCodeRequested={() => setStep(2)}
      />
    ),
    // Remounted for each new email so an old code or error never carries over.
    emailSteps && <emailSteps.CodeStep key={`code:${email}`} email={email} onBack={() => setStep(1)} onLoggedIn={finishLogin} />,
  ];

  return (
    <main className="flex min-h-[calc(100vh-6rem)] flex-col items-center justify-center gap-4 p-4">
      <SessionEndNotice />
      {/* clip, not hidden: a clipped box cannot be scrolled, so no focus call can shift the strip off its step. */}
      <div className="w-full max-w-md overflow-clip rounded-2xl bg-white shadow-xl dark:bg-neutral-900">
        <div
          className="flex transition-transform duration-200 ease-out motion-reduce:transition-none"
          style={{ width: `${STEPS * 100}%`, transform: `translateX(-${(step * 100) / STEPS}%)` }}
        >
          {contents.map((content, index) => (
            <div
              key={index}
              ref={(element) => {
                panels.current[index] = element;
              }}
              // Off-screen steps are inert: not focusable and hidden from assistive technology.
              inert={index !== step}
              aria-hidden={index !== step}
              style={{ width: `${100 / STEPS}%` }}
              className="shrink-0 p-6 sm:p-8"
            >
              {content}
            </div>
          ))}
        </div>
      </div>
    </main>
  );
}
