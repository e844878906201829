import type { z } from 'zod';
import type { AgencyDriverView } from './agency.types.ts';
import type {
  activityFeedSchema,
  activityItemSchema,
  agencyAdminRowSchema,
  auditRowSchema,
  counterSchema,
  dailyActivitySchema,
  dashboardStatsSchema,
  possibleDuplicateSchema,
  recentActivityRowSchema,
  staffAccountSchema,
} from './back-office.schemas.ts';
import type { AgencyQuoteStatus } from './back-office.status.ts';
import type { Pack } from './guarantees.ts';

/*
 * Shapes of the back office's answers. Money in centimes; days `YYYY-MM-DD` in
 * Africa/Casablanca; instants ISO 8601 UTC.
 */

/** One dashboard counter (`counterSchema`). */
export type Counter = z.output<typeof counterSchema>;

/** One day of the 30-day chart (`dailyActivitySchema`). */
export type DailyActivity = z.output<typeof dailyActivitySchema>;

/** A row of the dashboard's "activité récente" (`recentActivityRowSchema`). */
export type RecentActivityRow = z.output<typeof recentActivityRowSchema>;

/** GET /api/dashboard (`dashboardStatsSchema`). */
export type DashboardStats = z.output<typeof dashboardStatsSchema>;

/** An event of the notifications menu (`activityItemSchema`). */
export type ActivityItem = z.output<typeof activityItemSchema>;

/** GET /api/notifications (`activityFeedSchema`). */
export type ActivityFeed = z.output<typeof activityFeedSchema>;

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

/** A staff account as Gestion des Comptes lists it (`staffAccountSchema`). */
export type StaffAccount = z.output<typeof staffAccountSchema>;

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

/** One line of the audit log as managers and the platform admin read it (`auditRowSchema`). */
export type AuditRow = z.output<typeof auditRowSchema>;
