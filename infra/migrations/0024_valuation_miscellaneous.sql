-- SPEC §7 POST /api/miscellaneous: further answers about a valuation's vehicle, one JSON object of
-- column_name → value (the columns are contracts MISCELLANEOUS_COLUMNS). Existing valuations start empty.
ALTER TABLE valuations ADD COLUMN miscellaneous TEXT NOT NULL DEFAULT '{}';
