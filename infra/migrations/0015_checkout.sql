-- Forecourt D1 schema, part 15: checkout holds and payment webhooks (issue 12, edge/src/checkout/).
-- A hold keeps one car for one shopper while they pay. The partial unique index is the "one hold per car"
-- rule: a second live hold (held or confirmed) on the same car cannot be written, whatever the race —
-- takeHold first expires stale holds and then INSERT OR IGNOREs, so exactly one of N parallel attempts
-- gets a row. Only a verified payment webhook moves a hold to confirmed (and the car's doc to reserved).
--   state           held | confirmed | released | expired | refunded (contracts HOLD_STATES)
--   token_hash      SHA-256 of the shopper's capability token (returned once, at creation)
--   provider        sandbox | stripe | windcave: which provider took the payment
--   payment_ref     the provider's payment id (PaymentIntent id, sandbox payment id)
--   payment_status  created | requires_action | succeeded | failed | refunded (the provider's last word)
--   amount_cents    the deposit in the site's currency's minor unit
--   expires_at      ms since the epoch; a held hold past it no longer blocks the car
--   lead_id         the reserve-car lead filed when the hold was confirmed
--   details         JSON: the shopper's name, phone, email, opt_in, page url
CREATE TABLE IF NOT EXISTS checkout_holds (
  id TEXT PRIMARY KEY,
  site_slug TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('held', 'confirmed', 'released', 'expired', 'refunded')),
  token_hash TEXT NOT NULL,
  provider TEXT NOT NULL,
  payment_ref TEXT,
  payment_status TEXT NOT NULL DEFAULT 'created',
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  lead_id TEXT,
  details TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS idx_checkout_holds_one_live_per_car
  ON checkout_holds (car_id) WHERE state IN ('held', 'confirmed');
CREATE UNIQUE INDEX IF NOT EXISTS idx_checkout_holds_payment_ref
  ON checkout_holds (provider, payment_ref) WHERE payment_ref IS NOT NULL;

-- Every verified webhook event, once: a replay of the same event id is answered 200 and changes nothing.
CREATE TABLE IF NOT EXISTS checkout_webhook_events (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  hold_id TEXT,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (provider, event_id)
);
