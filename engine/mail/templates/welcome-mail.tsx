import { Heading } from '@react-email/heading';
import { MailLayout, Paragraph } from './mail-layout';

export interface WelcomeMailProps {
  firstName: string | null;
  /** Onboarding, where the owner sets up the first business. */
  startUrl: string;
}

export const welcomeSubject = () => 'Welcome to AdPilot';

/** Sent once after sign-up: what happens next, and the way back to onboarding. */
export function WelcomeMail({ firstName, startUrl }: WelcomeMailProps) {
  return (
    <MailLayout preview="Your Google Ads, run for you: here is what happens next." action={{ label: 'Set up your business', href: startUrl }}>
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 12px' }}>
        Welcome{firstName ? `, ${firstName}` : ''}!
      </Heading>
      <Paragraph>AdPilot writes, launches and improves your Google Ads campaigns for you, around the clock, within the budget you set.</Paragraph>
      <Paragraph>Tell us your website and monthly budget: we draft the campaigns, you look them over, and they start serving. Every week we e-mail you what was spent, what it brought and what we changed.</Paragraph>
    </MailLayout>
  );
}
