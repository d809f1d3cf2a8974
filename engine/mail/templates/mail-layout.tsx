import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** The product's look in mail clients: Radix Themes' indigo accent on slate, as the app (ui/src/theme). */
export const MAIL_COLORS = { accent: '#3e63dd', text: '#1c2024', muted: '#60646c', border: '#e0e1e6', background: '#f9f9fb', danger: '#e5484d' };

export interface MailLayoutProps {
  preview: string;
  /** The link back to the page the mail is about. */
  action: { label: string; href: string };
  /** Present where the law wants a way out (weekly report, alerts not about money or security). */
  unsubscribeUrl?: string;
  children: ReactNode;
}

/** Header, card, one call to action back into the product, and the footer every mail shares. */
export function MailLayout({ preview, action, unsubscribeUrl, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: MAIL_COLORS.background, fontFamily: '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif', color: MAIL_COLORS.text, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', backgroundColor: '#ffffff', border: `1px solid ${MAIL_COLORS.border}`, borderRadius: 12, padding: '28px 32px' }}>
          <Text style={{ fontSize: 18, fontWeight: 700, color: MAIL_COLORS.accent, margin: '0 0 16px' }}>AdPilot</Text>
          {children}
          <Section style={{ margin: '24px 0 8px' }}>
            <Button href={action.href} style={{ backgroundColor: MAIL_COLORS.accent, color: '#ffffff', borderRadius: 8, padding: '10px 18px', fontSize: 14, fontWeight: 600 }}>
              {action.label}
            </Button>
          </Section>
          <Hr style={{ borderColor: MAIL_COLORS.border, margin: '24px 0 12px' }} />
          <Text style={{ fontSize: 12, color: MAIL_COLORS.muted, margin: 0 }}>
            AdPilot runs your Google Ads for you.{' '}
            {unsubscribeUrl ? (
              <>
                Don't want these e-mails?{' '}
                <Link href={unsubscribeUrl} style={{ color: MAIL_COLORS.muted, textDecoration: 'underline' }}>
                  Unsubscribe
                </Link>
                .
              </>
            ) : (
              'This e-mail is about your account, so it is always sent.'
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the mail's body style. */
export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={{ fontSize: 15, lineHeight: '22px', margin: '0 0 12px', color: muted ? MAIL_COLORS.muted : MAIL_COLORS.text }}>{children}</Text>;
}
