-- Booking slots taken by leads (SPEC §7 available_appointment_bookings / available_service_bookings).
-- One row per booked seat of a slot: a slot of capacity N has seats 1..N, and the primary key makes a
-- seat bookable once, so two leads racing for the last seat cannot both win (the loser's batch fails
-- and stores nothing). slot_start is the local wall time 'YYYY-MM-DDTHH:MM' at the location.
CREATE TABLE IF NOT EXISTS lead_bookings (
  site_slug TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('test_drive', 'service')),
  location_id INTEGER NOT NULL,
  slot_start TEXT NOT NULL,
  seat INTEGER NOT NULL,
  lead_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (site_slug, kind, location_id, slot_start, seat)
);
