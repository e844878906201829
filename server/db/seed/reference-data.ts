/*
 * Reference lists seeded into every database, from reference/morocco.md (cities, insurers
 * writing motor business, AIVAM brands, fuels, seats, professions, conventions).
 * Arabic and English names are given where they differ from the French.
 */

/** [French, Arabic, English] */
type Names = readonly [string, string, string];

export const cityNames: Names[] = [
  ['Casablanca', 'الدار البيضاء', 'Casablanca'],
  ['Rabat', 'الرباط', 'Rabat'],
  ['Salé', 'سلا', 'Salé'],
  ['Témara', 'تمارة', 'Temara'],
  ['Fès', 'فاس', 'Fez'],
  ['Marrakech', 'مراكش', 'Marrakesh'],
  ['Tanger', 'طنجة', 'Tangier'],
  ['Agadir', 'أكادير', 'Agadir'],
  ['Meknès', 'مكناس', 'Meknes'],
  ['Oujda', 'وجدة', 'Oujda'],
  ['Kénitra', 'القنيطرة', 'Kenitra'],
  ['Tétouan', 'تطوان', 'Tetouan'],
  ['Safi', 'آسفي', 'Safi'],
  ['El Jadida', 'الجديدة', 'El Jadida'],
  ['Mohammedia', 'المحمدية', 'Mohammedia'],
  ['Béni Mellal', 'بني ملال', 'Beni Mellal'],
  ['Nador', 'الناظور', 'Nador'],
  ['Settat', 'سطات', 'Settat'],
  ['Khouribga', 'خريبكة', 'Khouribga'],
  ['Berrechid', 'برشيد', 'Berrechid'],
  ['Khémisset', 'الخميسات', 'Khemisset'],
  ['Larache', 'العرائش', 'Larache'],
  ['Taza', 'تازة', 'Taza'],
  ['Essaouira', 'الصويرة', 'Essaouira'],
  ['Ouarzazate', 'ورزازات', 'Ouarzazate'],
  ['Errachidia', 'الرشيدية', 'Errachidia'],
  ['Laâyoune', 'العيون', 'Laayoune'],
  ['Dakhla', 'الداخلة', 'Dakhla'],
  ['Guelmim', 'كلميم', 'Guelmim'],
  ['Berkane', 'بركان', 'Berkane'],
];

export const brandNames: string[] = [
  'Dacia',
  'Renault',
  'Hyundai',
  'Peugeot',
  'Citroën',
  'Fiat',
  'Toyota',
  'Kia',
  'Volkswagen',
  'Skoda',
  'Ford',
  'Nissan',
  'Opel',
  'Seat',
  'Suzuki',
  'Chery',
  'MG',
  'Audi',
  'BMW',
  'Mercedes-Benz',
  'Land Rover',
  'Porsche',
  'DFSK',
  'Mahindra',
  'Jeep',
  'Mitsubishi',
  'Cupra',
];

export const fuelNames: Names[] = [
  ['Essence', 'بنزين', 'Petrol'],
  ['Diesel', 'ديزل', 'Diesel'],
  ['Hybride', 'هجين', 'Hybrid'],
  ['Hybride rechargeable', 'هجين قابل للشحن', 'Plug-in hybrid'],
  ['Électrique', 'كهربائي', 'Electric'],
];

/** Fiscal powers offered in the vehicle form, in CV. */
export const fiscalPowerValues: number[] = Array.from({ length: 28 }, (_, i) => i + 3);

export const seatCountValues: number[] = [2, 4, 5, 7, 8, 9];

export const professionNames: Names[] = [
  ['Salarié du secteur privé', 'أجير في القطاع الخاص', 'Private-sector employee'],
  ['Fonctionnaire', 'موظف عمومي', 'Civil servant'],
  ['Profession libérale', 'مهنة حرة', 'Self-employed professional'],
  ['Commerçant', 'تاجر', 'Trader'],
  ['Artisan', 'حرفي', 'Craftsperson'],
  ['Agriculteur', 'فلاح', 'Farmer'],
  ['Enseignant', 'أستاذ', 'Teacher'],
  ['Militaire', 'عسكري', 'Armed forces'],
  ['Étudiant', 'طالب', 'Student'],
  ['Retraité', 'متقاعد', 'Retired'],
  ['Sans emploi', 'بدون عمل', 'Unemployed'],
  ['Autre', 'أخرى', 'Other'],
];

export const conventionNames: Names[] = [
  ['Aucune', 'بدون اتفاقية', 'None'],
  ['Fonctionnaires', 'الموظفون العموميون', 'Civil servants'],
  ['Enseignants', 'رجال ونساء التعليم', 'Teachers'],
  ['Forces armées', 'القوات المسلحة', 'Armed forces'],
  ['Ordre professionnel', 'هيئة مهنية', 'Professional body'],
  ['Entreprise partenaire', 'مقاولة شريكة', 'Partner company'],
];
