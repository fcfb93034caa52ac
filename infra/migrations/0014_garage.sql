-- The garage sign-in (contracts garage/garage-auth.ts; edge data/garage-*.ts). Emails are stored
-- lower-cased; codes and session tokens only as SHA-256 hashes.
CREATE TABLE IF NOT EXISTS garage_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_slug TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (site_slug, email)
);
-- One live code per site and email; `attempts` wrong tries, then `locked_until` (unix seconds).
CREATE TABLE IF NOT EXISTS garage_codes (
  site_slug TEXT NOT NULL,
  email TEXT NOT NULL,
  code_hash TEXT,
  expires_at INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_slug, email)
);
CREATE TABLE IF NOT EXISTS garage_sessions (
  token_hash TEXT PRIMARY KEY,
  site_slug TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_garage_sessions_expires ON garage_sessions (expires_at);
CREATE TABLE IF NOT EXISTS garage_watchlist (
  user_id INTEGER NOT NULL,
  car_id INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (user_id, car_id)
);
-- Every email the platform sends waits here until a provider takes it (edge email/outbox.ts).
-- sent_at stays NULL until a provider accepted it: a message is never marked sent otherwise.
CREATE TABLE IF NOT EXISTS email_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_slug TEXT NOT NULL,
  to_email TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS idx_email_outbox_unsent ON email_outbox (sent_at, id);
