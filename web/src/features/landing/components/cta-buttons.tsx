import { Button, type ButtonProps } from '../../../components/ui/button';
import { preloadModals, useLandingActions } from './landing-actions';

type CtaProps = Omit<ButtonProps, 'onClick'>;

/** "Join the Waitlist": opens the waitlist modal from anywhere on the page. */
export function WaitlistButton({ children = 'Join the Waitlist', ...props }: CtaProps) {
  const { openWaitlist } = useLandingActions();
  return (
    <Button onClick={openWaitlist} onPointerEnter={preloadModals} onFocus={preloadModals} {...props}>
      {children}
    </Button>
  );
}

/** "Request a Demo": opens the demo-request modal from anywhere on the page. */
export function DemoButton({ children = 'Request a Demo', variant = 'outline', ...props }: CtaProps) {
  const { openDemo } = useLandingActions();
  return (
    <Button variant={variant} onClick={openDemo} onPointerEnter={preloadModals} onFocus={preloadModals} {...props}>
      {children}
    </Button>
  );
}
