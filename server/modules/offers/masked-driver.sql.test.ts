import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initials, maskCin } from '../../../domain/mask.ts';
import { ageInYears } from '../../../domain/validation.ts';
import { conventions, drivers, professions, users } from '../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ageOn, firstLetters, maskedCin } from './masked-driver.sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('masking in SQL matches the domain functions', () => {
  it('for generated names, CINs and birth dates (property)', async () => {
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
        async (firstName, lastName, cin, birth, on) => {
          const birthDate = birth.toISOString().slice(0, 10);
          const today = on.toISOString().slice(0, 10);
          const [row] = await db
            .insert(drivers)
            .values({
              userId,
              firstName,
              lastName,
              cin,
              birthDate,
              cityId: 1,
              email: 'a@b.ma',
              phone: '+212612345678',
              professionId: profession?.id ?? 1,
              conventionId: convention?.id ?? 1,
              licenceObtainedOn: '2000-01-01',
              licenceExpiresOn: '2040-01-01',
            })
            .returning({ id: drivers.id });
          const [masked] = await db
            .select({ ...firstLetters, cin: maskedCin, age: ageOn(today) })
            .from(drivers)
            .where(eq(drivers.id, row?.id ?? ''));
          expect({
            name: initials(masked?.firstLetter ?? '', masked?.lastLetter ?? ''),
            cin: masked?.cin,
            age: masked?.age,
          }).toEqual({
            name: initials(firstName, lastName),
            cin: maskCin(cin),
            age: ageInYears(birthDate, today),
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});
