-- Club server schema 1 (PostgreSQL): many battles, each its log of events, as in a battle file
-- (core/migrations/sqlite/), with the roles and row-level security of docs/club.md. Run by
-- `adjutant-cli club init` as the database's owner.
CREATE TABLE schema_version (
    version integer NOT NULL
);
INSERT INTO schema_version (version) VALUES (0);

-- A club night or a tournament ("event") has battles; each is played at one table, whose login
-- alone may append to it, and watched by the event's umpires, who may append corrections.
CREATE TABLE battles (
    id          uuid        PRIMARY KEY,
    name        text        NOT NULL UNIQUE CHECK (name <> ''),
    event       text        NOT NULL DEFAULT '',
    table_login text        NOT NULL DEFAULT session_user,
    created_by  text        NOT NULL DEFAULT session_user,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE umpires (
    login text NOT NULL,
    event text NOT NULL,
    PRIMARY KEY (login, event)
);
CREATE TABLE events (
    battle       uuid        NOT NULL REFERENCES battles (id),
    seq          bigint      NOT NULL CHECK (seq > 0),
    id           uuid        NOT NULL, -- made by the client, so that a retried append is recorded once
    author       text        NOT NULL DEFAULT session_user,
    recorded_at  timestamptz NOT NULL,
    received_at  timestamptz NOT NULL DEFAULT now(),
    type         text        NOT NULL,
    type_version integer     NOT NULL,
    turn         integer     NOT NULL,
    phase        text        NOT NULL,
    payload      jsonb       NOT NULL,
    description  text        NOT NULL,
    undo         jsonb,
    PRIMARY KEY (battle, seq),
    UNIQUE (battle, id)
);

-- Every store watching a battle hears of its new events (GameStore::watch).
CREATE FUNCTION adjutant_notify_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('adjutant_events', NEW.battle::text);
    RETURN NULL;
END
$$;
CREATE TRIGGER events_notify AFTER INSERT ON events
    FOR EACH ROW EXECUTE FUNCTION adjutant_notify_event();

-- Roles are the cluster's, shared by every club database in it: made once, if missing.
DO $$
DECLARE
    name text;
BEGIN
    FOREACH name IN ARRAY ARRAY['adjutant_table', 'adjutant_umpire', 'adjutant_spectator'] LOOP
        BEGIN
            EXECUTE format('CREATE ROLE %I NOLOGIN', name);
        EXCEPTION WHEN duplicate_object OR unique_violation THEN
            NULL;
        END;
    END LOOP;
END
$$;

-- The log is append-only for everyone but the owner: no UPDATE or DELETE is granted.
REVOKE ALL ON schema_version, battles, umpires, events FROM PUBLIC;
GRANT SELECT ON schema_version, battles, umpires, events
    TO adjutant_table, adjutant_umpire, adjutant_spectator;
GRANT INSERT ON battles, events TO adjutant_table, adjutant_umpire;

ALTER TABLE battles ENABLE ROW LEVEL SECURITY;
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
CREATE POLICY everyone_reads ON battles FOR SELECT
    TO adjutant_table, adjutant_umpire, adjutant_spectator USING (true);
CREATE POLICY everyone_reads ON events FOR SELECT
    TO adjutant_table, adjutant_umpire, adjutant_spectator USING (true);
-- A table starts battles of its own only.
CREATE POLICY table_starts_its_own ON battles FOR INSERT TO adjutant_table
    WITH CHECK (table_login = session_user AND created_by = session_user);
-- A table appends to its own battles only, as itself.
CREATE POLICY table_appends_to_its_own ON events FOR INSERT TO adjutant_table
    WITH CHECK (author = session_user
                AND EXISTS (SELECT 1 FROM battles b
                            WHERE b.id = events.battle AND b.table_login = session_user));
-- An umpire starts and corrects the battles of the events they umpire.
CREATE POLICY umpire_starts_in_the_event ON battles FOR INSERT TO adjutant_umpire
    WITH CHECK (created_by = session_user
                AND EXISTS (SELECT 1 FROM umpires u
                            WHERE u.login = session_user AND u.event = battles.event));
CREATE POLICY umpire_appends_in_the_event ON events FOR INSERT TO adjutant_umpire
    WITH CHECK (author = session_user
                AND EXISTS (SELECT 1 FROM battles b JOIN umpires u ON u.event = b.event
                            WHERE b.id = events.battle AND u.login = session_user));
