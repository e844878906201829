import type { Guarantee } from '../../domain/reference/guarantees.ts';

/**
 * The guarantee levels the API tests' driver asks for in /choix-garantie, one for every
 * guarantee, shared by the tests of offers' terms and of tariff grids so that both price the
 * same request.
 */
export const usualGuaranteeLevels: Record<Guarantee, string> = {
  pfcp: 'pfcp.2',
  theft: 'theft.F3',
  collisionDamage: 'collisionDamage.2',
  legalDefence: 'legalDefence.1',
  allRisk: 'allRisk.1',
  glassBreakage: 'glassBreakage.none',
  assistance: 'assistance.complementary',
};
