-- Schema 1: one battle per file, its log of events. State is the replay of the log.
CREATE TABLE schema_version (
    version INTEGER NOT NULL
);
INSERT INTO schema_version (version) VALUES (1);
CREATE TABLE events (
    seq          INTEGER PRIMARY KEY,
    recorded_at  INTEGER NOT NULL, -- milliseconds since 1970-01-01T00:00Z
    type         TEXT    NOT NULL,
    type_version INTEGER NOT NULL,
    turn         INTEGER NOT NULL,
    phase        TEXT    NOT NULL,
    payload      TEXT    NOT NULL, -- JSON object
    description  TEXT    NOT NULL, -- the log line, as it read when recorded
    undo         TEXT              -- JSON array: an undoable change's compensating changes
);
