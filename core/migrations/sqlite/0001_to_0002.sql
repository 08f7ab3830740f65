-- Schema 2: what a shared log needs (core/gamestore.h). The battle's identity, kept when it moves
-- to a club server and back; each event's client-made id (16 bytes, a UUID), so that a retried
-- append is recorded once; and each event's author. Events recorded before have random ids and no
-- author.
CREATE TABLE battle (
    id BLOB NOT NULL -- 16 bytes, a UUID
);
INSERT INTO battle (id) VALUES (randomblob(16));
ALTER TABLE events ADD COLUMN id BLOB;
ALTER TABLE events ADD COLUMN author TEXT NOT NULL DEFAULT '';
UPDATE events SET id = randomblob(16);
CREATE UNIQUE INDEX events_by_id ON events (id);
