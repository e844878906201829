import { describe, expect, it } from 'vitest';
import { buildQuoteInput, newKey } from '../../test/factories.ts';
import { signUpDriver } from '../../test/harness.ts';
import type { packs } from '../../../domain/reference/guarantees.ts';
import type { TariffSuggestion } from '../../../domain/tariffs/api.ts';
import {
  server,
  reference,
  wafaAgent,
  axaAgent,
  submit,
  enginePrices,
  offered,
  setMode,
  cardOf,
  useTariffsServer,
} from './test-context.ts';

/*
 * The price form's suggestion from the agency's grid (docs/product/tariffs.md "Modes"): the
 * engine's prices, an offer sent unchanged keeps its breakdown, a typed-over one does not, and
 * no suggestion for another city's quote.
 */

useTariffsServer();

describe('the suggestion', () => {
  it('pre-prices the form, and sent unchanged the offer keeps its breakdown', async () => {
    const tariff = await setMode('suggestion');
    const { driver, quote, input } = await submit();
    expect((await driver.get(`/api/quotes/${quote.id}`)).body.offers).toEqual([]);
    const suggestion = await wafaAgent.get(`/api/agency/quotes/${quote.id}/tariff-suggestion`);
    expect(suggestion.status).toBe(200);
    const body = suggestion.body as TariffSuggestion;
    expect(body.gridVersion.number).toBe(tariff.version?.number);
    expect(body.packs).toEqual(enginePrices(input, tariff.grid));
    // AXA Maârif's grid is off: no suggestion.
    expect((await axaAgent.get(`/api/agency/quotes/${quote.id}/tariff-suggestion`)).status).toBe(
      404,
    );

    const dh = (pack: (typeof packs)[number]) => offered(body.packs[pack]).priceCentimes / 100;
    const sent = await wafaAgent.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: dh('basic'),
      intermediate: dh('intermediate'),
      premium: dh('premium'),
      tariffGridVersion: body.gridVersion.number,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const card = cardOf((await driver.get(`/api/quotes/${quote.id}`)).body, 'Agence Wafa Anfa');
    expect(card?.pricing).toEqual({
      automatic: false,
      gridVersionCreatedAt: tariff.version?.createdAt,
    });

    // Typed over the suggestion: the revision claims no breakdown.
    const typed = await wafaAgent.put(`/api/agency/quotes/${quote.id}/offer`, {
      basic: dh('basic') - 10,
      intermediate: dh('intermediate'),
      premium: dh('premium'),
      basedOnRevision: 1,
      tariffGridVersion: body.gridVersion.number,
    });
    expect(typed.status).toBe(200);
    const revised = cardOf((await driver.get(`/api/quotes/${quote.id}`)).body, 'Agence Wafa Anfa');
    expect(revised?.pricing).toBeNull();
    await setMode('off');
  });

  it('is not given for a quote of another city', async () => {
    await setMode('suggestion');
    const { client } = await signUpDriver(server.baseUrl);
    const response = await client.post('/api/quotes', buildQuoteInput(reference, 'Rabat'), {
      'idempotency-key': newKey(),
    });
    expect(
      (await wafaAgent.get(`/api/agency/quotes/${response.body.id}/tariff-suggestion`)).status,
    ).toBe(404);
    await setMode('off');
  });
});
