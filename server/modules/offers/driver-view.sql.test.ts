import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyDriverView, agencyPlateView } from '../../../domain/offers/driver-view.ts';
import { cities, conventions, drivers, professions, users } from '../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { driverViewColumns, driverViewOf, plateViewSql } from './driver-view.sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the driver an agency sees, in SQL, matches the domain rule', () => {
  it('for generated names, CINs, birth dates, whether the driver chose the agency and whether the quote was anonymised (property)', async () => {
    const db = server.moqarana.database.db;
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, name: 'x', email: `${userId}@example.ma` });
    const [profession] = await db.select().from(professions).limit(1);
    const [convention] = await db.select().from(conventions).limit(1);
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Za-zÀ-ÿ]{1,12}$/),
        fc.stringMatching(/^[A-Za-zÀ-ÿ]{1,12}$/),
        // Every shape the table's check allows: valid CINs and short ones (`XS12`, `Z7`).
        fc.oneof(
          fc.stringMatching(/^[A-Z]{1,2}\d{4,6}$/),
          fc.stringMatching(/^[A-Z]{1,2}\d{1,6}$/),
        ),
        fc.date({ min: new Date('1930-01-01'), max: new Date('2007-12-31'), noInvalidDate: true }),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.boolean(),
        // Anonymised, with the row as erasure leaves it or (the rule must not rest on the
        // emptied columns) as it was.
        fc.constantFrom('no', 'erased', 'flagged only'),
        async (givenFirst, givenLast, givenCin, birth, on, chosen, anonymisation) => {
          const anonymised = anonymisation !== 'no';
          const erased = anonymisation === 'erased';
          const [firstName, lastName, cin] = erased
            ? ['', '', '']
            : [givenFirst, givenLast, givenCin];
          const [email, phone] = erased ? ['', ''] : ['a@b.ma', '+212612345678'];
          const birthDate = erased
            ? `${birth.toISOString().slice(0, 4)}-01-01`
            : birth.toISOString().slice(0, 10);
          const today = on.toISOString().slice(0, 10);
          const [inserted] = await db
            .insert(drivers)
            .values({
              userId,
              firstName,
              lastName,
              cin,
              birthDate,
              cityId: 1,
              email,
              phone,
              professionId: profession?.id ?? 1,
              conventionId: convention?.id ?? 1,
              licenceObtainedOn: '2000-01-01',
              licenceExpiresOn: '2040-01-01',
            })
            .returning({ id: drivers.id });
          const [row] = await db
            .select(
              driverViewColumns(
                sql<boolean>`${chosen}::boolean`,
                today,
                sql<boolean>`${anonymised}::boolean`,
              ),
            )
            .from(drivers)
            .where(eq(drivers.id, inserted?.id ?? ''));
          const identity = {
            firstName,
            lastName,
            cin,
            birthDate,
            phone,
            email,
            city: 'Fès',
            anonymised,
          };
          // Nothing that names an anonymised driver leaves the database, not even to be dropped.
          if (anonymised)
            expect(row).toMatchObject({
              firstLetter: '',
              lastLetter: '',
              maskedCin: '',
              firstName: null,
              lastName: null,
              cin: null,
              phone: null,
              email: null,
            });
          expect(row && driverViewOf(row, 'Fès')).toEqual(
            agencyDriverView(identity, chosen, today),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('for generated plates and whether the driver chose the agency, the plate (property)', async () => {
    const db = server.moqarana.database.db;
    const letter = fc.constantFrom('A', 'B', 'W', 'أ', 'ب', 'د', 'هـ', 'و', 'ط');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          // The stored forms (plateSchema), an anonymised quote's '' and other texts.
          fc
            .tuple(fc.stringMatching(/^\d{1,5}$/), letter, fc.integer({ min: 1, max: 89 }))
            .map(([serial, series, prefecture]) => `${serial}-${series}-${prefecture}`),
          fc.stringMatching(/^\d{1,6}$/).map((serial) => `WW-${serial}`),
          fc.constant(''),
          fc.stringMatching(/^[0-9A-Zأبد -]{0,12}$/),
        ),
        fc.boolean(),
        async (plate, chosen) => {
          // One row of any table to compute the expression on: the cities are reference data.
          const [row] = await db
            .select({ plate: plateViewSql(sql<boolean>`${chosen}::boolean`, sql`${plate}::text`) })
            .from(cities)
            .limit(1);
          expect(row?.plate).toBe(agencyPlateView(plate, chosen));
        },
      ),
      { numRuns: 200 },
    );
  });
});
