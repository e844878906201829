-- A contract's price is its annual premium: named so, it is not read as the Premium pack's price.
ALTER TABLE "contracts" RENAME COLUMN "premium_centimes" TO "annual_premium_centimes";
