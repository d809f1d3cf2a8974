import { Heading } from '@react-email/heading';
import { MAIL_COLORS, MailLayout, Paragraph } from './mail-layout';

export interface AccountLockedMailProps {
  firstName: string | null;
  /** How long the account waits now, in words ("4 seconds"). */
  wait: string;
  signInUrl: string;
}

export const accountLockedSubject = () => 'Someone is trying to sign in to your AdPilot account';

/**
 * The first time in a day that failed sign-ins make the account wait (docs/security.md). About the
 * account's security: always sent, no unsubscribe. It names no address, since the attempts may
 * come from many.
 */
export function AccountLockedMail({ firstName, wait, signInUrl }: AccountLockedMailProps) {
  return (
    <MailLayout preview="Several wrong passwords were tried for your account." action={{ label: 'Sign in', href: signInUrl }}>
      <Heading as="h1" style={{ fontSize: 20, margin: '0 0 12px', color: MAIL_COLORS.danger }}>
        Several wrong passwords were tried{firstName ? `, ${firstName}` : ''}
      </Heading>
      <Paragraph>
        Someone entered a wrong password for your AdPilot account several times, so new sign-in attempts now have to wait (for {wait} now,
        longer after each further wrong password).
      </Paragraph>
      <Paragraph>
        If that was you, nothing is wrong. If it was not, your password held: nobody got in. You can still sign in from a browser you have
        signed in with before, without waiting. If your password is used anywhere else, consider changing it there.
      </Paragraph>
    </MailLayout>
  );
}
