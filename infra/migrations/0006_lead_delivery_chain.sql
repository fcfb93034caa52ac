-- Forecourt D1 schema, part 6: lead delivery bookkeeping (edge/src/leads/delivery.ts).
-- A completed lead is delivered by one queue message chain at a time (the first message and its retries):
--   delivery_chain        id of the chain currently responsible for the lead; a message of another chain is dropped
--   delivery_due_at       when that chain's next attempt is due (now on completion, now + backoff after a failed
--                         attempt, the lease end while an attempt runs); the sweep re-queues a pending lead only when
--                         this is 10 minutes overdue (its chain is lost), never one waiting in backoff
--   delivery_lease_until  an attempt is sending until then; no other consumer sends the lead meanwhile
--   delivery_attempts     attempts so far across chains (backoff and the attempt limit continue after a re-queue)

ALTER TABLE leads ADD COLUMN delivery_chain TEXT;
ALTER TABLE leads ADD COLUMN delivery_due_at TEXT;
ALTER TABLE leads ADD COLUMN delivery_lease_until TEXT;
ALTER TABLE leads ADD COLUMN delivery_attempts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS idx_leads_delivery_due ON leads (delivery_status, delivery_due_at);
