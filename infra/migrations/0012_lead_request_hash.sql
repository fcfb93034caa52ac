-- The hash of a create request's parameters (lead fields and files), kept with its Idempotency-Key: a
-- retry with the same key and other parameters is refused (422), as Stripe does, instead of silently
-- answering with the first lead. NULL for leads created without a key.
ALTER TABLE leads ADD COLUMN request_hash TEXT;
