import type { z } from 'zod';
import type { AgencyDriverView } from './agency.types.ts';
import type { agencyAdminRowSchema, possibleDuplicateSchema } from './back-office.schemas.ts';
import type { AgencyQuoteStatus } from './back-office.status.ts';
import type { Pack } from './guarantees.ts';
import type { ActivityKind } from './activity-feed.ts';
import type { QuoteStatus } from './quote.types.ts';
import type { Role } from './roles.ts';

/*
 * Shapes of the back office's answers. Money in centimes; days `YYYY-MM-DD` in
 * Africa/Casablanca; instants ISO 8601 UTC.
 */

/** One dashboard counter: the value for today and its change against yesterday. */
export interface Counter {
  today: number;
  yesterday: number;
  /** Whole percent change against yesterday; null when yesterday was 0. */
  changePercent: number | null;
}

/** One day of the 30-day chart. */
export interface DailyActivity {
  day: string;
  pending: number;
  processed: number;
  confirmed: number;
}

/**
 * A row of the dashboard's "activité récente": the latest quotes the agency priced, with the
 * status it sees and its own price (the chosen pack's when the driver chose it, else Basique);
 * for the platform admin, the latest quotes with their status and lowest Basique price.
 */
export interface RecentActivityRow {
  quoteId: string;
  at: string;
  reference: string;
  initials: string;
  amountCentimes: number;
  status: AgencyQuoteStatus | QuoteStatus;
}

/**
 * GET /api/dashboard. For an agency: quotes received in its city, quotes it priced, contracts
 * it confirmed, drivers it served (cumulative). For the platform admin: the same platform-wide,
 * and registered drivers (cumulative) instead of drivers served.
 */
export interface DashboardStats {
  scope: 'agency' | 'platform';
  counters: { pending: Counter; processed: Counter; confirmed: Counter; drivers: Counter };
  /**
   * Quotes still waiting for this agency’s price, counted up to 100 (agency scope; null for
   * the platform).
   */
  waitingNow: number | null;
  days: DailyActivity[];
  recent: RecentActivityRow[];
}

/**
 * An event of the notifications menu: a new quote to price in the agency's city, a driver who
 * selected the agency's offer, or (platform admin) an agency registration to review. `id` is the
 * quote's or the agency's; `label` its reference or name.
 */
export interface ActivityItem {
  kind: ActivityKind;
  id: string;
  label: string;
  at: string;
  unread: boolean;
}

/**
 * GET /api/notifications: a page of events, newest first, the cursor of the next page (null
 * on the last) and how many of all the person's events are unread (exact, not the page's).
 */
export interface ActivityFeed {
  items: ActivityItem[];
  nextCursor: string | null;
  unreadCount: number;
}

/** A row of the back-office quote tables (/devis-attente, /devis-traite, …). */
export interface QuoteTableRow {
  id: string;
  reference: string;
  guaranteeChoiceId: string;
  /** Received (pending), priced (processed, all) or decided (contracts). */
  at: string;
  driver: AgencyDriverView;
  /** This agency's Basique price, or the chosen pack's when the driver chose it; null before pricing. */
  amountCentimes: number | null;
  status: AgencyQuoteStatus;
  selectedPack: Pack | null;
  /** Confirmed contracts only. */
  policyNumber: string | null;
}

/** The chosen agency's follow-up of a selected quote: calls and the decision. */
export interface ContractFollowUp {
  calls: { outcome: 'reached' | 'noAnswer' | 'callBack'; note: string; at: string; by: string }[];
  decision: {
    decision: 'confirmed' | 'lost';
    policyNumber: string | null;
    startDate: string | null;
    lostReason: string | null;
    at: string;
  } | null;
}

/** A staff account as Gestion des Comptes lists it. */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  createdAt: string;
}

/** What a manager gets once after creating an account or resetting its password. */
export interface PasswordLink {
  /** The single-use link to set the password, valid `validMinutes`. */
  url: string;
  validMinutes: number;
}

/** An agency as the platform admin's Agences page lists it (`agencyAdminRowSchema`). */
export type AgencyAdminRow = z.output<typeof agencyAdminRowSchema>;

/** Another agency a registration may duplicate (`possibleDuplicateSchema`). */
export type PossibleDuplicate = z.output<typeof possibleDuplicateSchema>;

/** One line of the audit log as managers and the platform admin read it. */
export interface AuditRow {
  id: number;
  at: string;
  action: string;
  actor: string | null;
  entityType: string | null;
  entityId: string | null;
  /** Personal data in it is masked. */
  details: Record<string, unknown> | null;
}
