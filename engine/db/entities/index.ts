import { ActivityLog } from './activity-log';
import { Ad } from './ad';
import { AdGroup } from './ad-group';
import { AppSecret } from './app-secret';
import { BillingCharge } from './billing-charge';
import { Business } from './business';
import { BusinessHealth } from './business-health';
import { Campaign } from './campaign';
import { GoogleAdsBusinessOperations, GoogleAdsConnectionRecord, GoogleAdsQuotaUsage } from './google-ads-connection';
import { Keyword } from './keyword';
import { Mail, MailPreferences } from './mail';
import { MetricSnapshot } from './metric-snapshot';
import { SearchTerm, SearchTermNegative } from './search-term';
import { Session } from './session';
import { SignInThrottle } from './sign-in-throttle';
import { SpendLedgerEntry } from './spend-ledger-entry';
import { TagManagerConnectionRecord } from './tag-manager-connection';
import { TournamentJournalEntry } from './tournament-journal-entry';
import { TournamentRound } from './tournament-round';
import { User } from './user';
import { Workflow } from './workflow';

/** Every entity, listed explicitly (no discovery by file name). */
export const ENTITIES = [
  User,
  Session,
  AppSecret,
  Business,
  Campaign,
  AdGroup,
  Ad,
  Keyword,
  MetricSnapshot,
  SpendLedgerEntry,
  TournamentRound,
  TournamentJournalEntry,
  ActivityLog,
  Workflow,
  BillingCharge,
  GoogleAdsConnectionRecord,
  GoogleAdsQuotaUsage,
  GoogleAdsBusinessOperations,
  BusinessHealth,
  SearchTermNegative,
  SearchTerm,
  Mail,
  MailPreferences,
  SignInThrottle,
  TagManagerConnectionRecord,
];

export type { SessionEntity } from './session';
export type { UserEntity } from './user';
export {
  ActivityLog,
  Ad,
  AdGroup,
  AppSecret,
  BillingCharge,
  Business,
  Campaign,
  GoogleAdsBusinessOperations,
  GoogleAdsConnectionRecord,
  GoogleAdsQuotaUsage,
  Keyword,
  Mail,
  MailPreferences,
  MetricSnapshot,
  SearchTerm,
  SearchTermNegative,
  Session,
  SignInThrottle,
  SpendLedgerEntry,
  TournamentJournalEntry,
  TournamentRound,
  User,
  Workflow,
};
