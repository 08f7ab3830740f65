-- Schema 1: one battle per file, its log of events. State is the replay of the log.
CREATE TABLE schema_version (
    version INTEGER NOT NULL
);
INSERT INTO schema_version (version) VALUES (1);
CREATE TABLE events (
    seq          INTEGER PRIMARY KEY,
    recorded_at  TEXT    NOT NULL, -- ISO 8601, UTC, milliseconds
    type         TEXT    NOT NULL,
    type_version INTEGER NOT NULL,
    turn         INTEGER NOT NULL,
    phase        TEXT    NOT NULL,
    payload      TEXT    NOT NULL  -- JSON object
);
