-- Session tokens are kept as SHA-256 digests (decision 0022): each session that was open before
-- keeps working, its stored token becoming the digest the app now looks it up by
-- (storedSessionToken in server/modules/auth/session-tokens.ts). convert_to, not a cast to
-- bytea, so the bytes hashed are the token's UTF-8 bytes whatever it holds.
UPDATE "sessions" SET "token" = 'sha256:' || encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token" NOT LIKE 'sha256:%';
