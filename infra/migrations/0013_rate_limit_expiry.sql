-- The cron deletes ended rate-limit windows (edge http/rate-limit-store.ts:deleteExpiredRateLimits).
CREATE INDEX IF NOT EXISTS idx_rate_limits_expires ON rate_limits (expires_at);
