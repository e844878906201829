-- Each offer counts its revisions, so a revision typed over an older one is refused instead of
-- overwriting a newer price (a second tab, a colleague).
ALTER TABLE "offers" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;