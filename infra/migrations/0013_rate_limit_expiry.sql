-- The cron deletes ended rate-limit windows (edge data/rate-limits.ts:deleteExpiredRateLimits).
CREATE INDEX IF NOT EXISTS idx_rate_limits_expires ON rate_limits (expires_at);
