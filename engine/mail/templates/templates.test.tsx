import { describe, expect, it } from 'vitest';
import { renderMail } from '../render-mail';
import { AccountLockedMail, accountLockedSubject } from './account-locked-mail';
import { ALERT_KINDS, ALWAYS_SENT_ALERTS, AlertMail, alertSubject } from './alert-mail';
import { comparedWithWeekBefore, WeeklyReportMail, weeklyReportSubject } from './weekly-report-mail';
import { WelcomeMail, welcomeSubject } from './welcome-mail';

const UNSUBSCRIBE = 'https://app.example/api/mail/unsubscribe?token=abc.def';

describe('mail templates', () => {
  it('renders the account-locked mail: what happened, the wait, the way in, and no unsubscribe link', async () => {
    const mail = await renderMail(accountLockedSubject(), <AccountLockedMail firstName="Ana" wait="4 seconds" signInUrl="https://app.example/signin" />);
    expect(mail.subject).toBe('Someone is trying to sign in to your AdPilot account');
    expect(mail.html).toContain('Several wrong passwords were tried<!-- -->, Ana');
    expect(mail.text).toContain('for 4 seconds now');
    expect(mail.text).toContain('You can still sign in from a browser you have signed in with before, without waiting.');
    expect(mail.html).toContain('href="https://app.example/signin"');
    expect(mail.html).not.toContain('unsubscribe');
  });

  it('renders the welcome mail with the name and the link to onboarding, and no unsubscribe link', async () => {
    const mail = await renderMail(welcomeSubject(), <WelcomeMail firstName="Ana" startUrl="https://app.example/onboarding" />);
    expect(mail.subject).toBe('Welcome to AdPilot');
    expect(mail.html).toContain('Welcome<!-- -->, Ana<!-- -->!');
    expect(mail.html).toContain('href="https://app.example/onboarding"');
    expect(mail.html).not.toContain('unsubscribe');
    expect(mail.text).toContain('Set up your business');
    expect(mail.text).toContain('https://app.example/onboarding');
  });

  it('renders the weekly report: spend against budget, clicks and conversions against the week before, changes, rounds, links', async () => {
    const mail = await renderMail(
      weeklyReportSubject('Harbor Bikes', '2 Mar – 8 Mar 2026'),
      <WeeklyReportMail
        businessName="Harbor Bikes"
        period="2 Mar – 8 Mar 2026"
        currencyCode="USD"
        spend={{ week: 412.5, previous: 300 }}
        spentThisMonth={612.25}
        monthlyBudget={3000}
        clicks={{ week: 120, previous: 100 }}
        conversions={{ week: 6, previous: 6 }}
        changes={[{ title: 'Budget moved to Repairs', message: 'Repairs converted at twice the rate of Sales.' }]}
        rounds={[{ campaign: 'Repairs', state: 'round 2 is testing since 6 Mar' }]}
        dashboardUrl="https://app.example/dashboard"
        settingsUrl="https://app.example/settings"
        unsubscribeUrl={UNSUBSCRIBE}
      />,
    );
    expect(mail.subject).toBe('Your week on Google Ads: Harbor Bikes, 2 Mar – 8 Mar 2026');
    for (const text of ['$412.50', '$612.25 of $3,000.00 this month', '+20% vs the week before', 'same as the week before', 'Budget moved to Repairs', 'Repairs converted at twice the rate of Sales.', 'round 2 is testing since 6 Mar']) {
      expect(mail.html).toContain(text);
    }
    expect(mail.html).toContain('href="https://app.example/dashboard"');
    expect(mail.html).toContain('href="https://app.example/settings"');
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(mail.text).toContain(UNSUBSCRIBE);
  });

  it('says so when a week had no changes and no figures the week before', async () => {
    expect(comparedWithWeekBefore({ week: 5, previous: 0 })).toBe('none the week before');
    expect(comparedWithWeekBefore({ week: 50, previous: 100 })).toBe('-50% vs the week before');
  });

  it.each(ALERT_KINDS)('renders the %s alert with its link, and an unsubscribe link only where the law wants one', async (kind) => {
    const optional = !ALWAYS_SENT_ALERTS.includes(kind);
    const mail = await renderMail(
      alertSubject(kind),
      <AlertMail kind={kind} businessName="Harbor Bikes" detail="The event in words." actionUrl="https://app.example/settings" unsubscribeUrl={optional ? UNSUBSCRIBE : undefined} />,
    );
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.html).toContain('The event in words.');
    expect(mail.html).toContain('Harbor Bikes');
    expect(mail.html).toContain('href="https://app.example/settings"');
    expect(mail.html.includes(UNSUBSCRIBE)).toBe(optional);
    expect(mail.text.includes('This e-mail is about your account, so it is always sent.')).toBe(!optional);
  });
});
