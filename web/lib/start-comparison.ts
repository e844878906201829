import { useSession } from './session.ts';

/**
 * Where "Commencer votre comparaison" leads (docs/product/specification.md §2 Hero banner): /Vehicule when signed in,
 * else /login-page, which goes on to /Vehicule after sign-in.
 */
export function useStartComparisonTarget(): string {
  const { data: user } = useSession();
  return user ? '/Vehicule' : `/login-page?next=${encodeURIComponent('/Vehicule')}`;
}
