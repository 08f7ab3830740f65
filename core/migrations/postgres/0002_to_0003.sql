-- Club server schema 3 (PostgreSQL): the database, not the client, decides what a valid log is
-- (docs/club.md, "What the server refuses"). Row-level security decides who may append to a
-- battle; this decides what they may append, whatever program or hand-written SQL tries: the
-- next seq of the battle and nothing else (the first is 1), an event type this schema's Adjutant
-- writes at its payload version, a payload that is a JSON object, and changes (the undo column,
-- an undo's or redo's payload) in the shape the app reads. No login can then write a battle that
-- the umpire's window cannot read past. What a change does to the battle (a unit that exists, a
-- move on the table) stays the rule set's to check, at the table and when a battle is read.
--
-- Rows already on an upgraded server are left as they are, never refused: a battle damaged before
-- this schema is listed as damaged by the club window, and no new event can join it unchecked.

-- The event types of Adjutant at this schema and each one's payload version (core/changes.cpp's
-- kinds, with "undo" and "redo"; tst_postgresstore checks that the two lists agree). A new type
-- or payload version comes with a schema step that adds it here.
CREATE TABLE event_types (
    type    text    PRIMARY KEY,
    version integer NOT NULL CHECK (version > 0)
);
INSERT INTO event_types (type, version) VALUES
    ('battle.created', 1), ('battle.imported', 1),
    ('side.added', 1), ('side.removed', 1), ('side.changed', 1),
    ('unit.added', 1), ('unit.removed', 1), ('unit.changed', 1), ('unit.stateChanged', 1),
    ('unit.basesLost', 1), ('unit.basesRestored', 1),
    ('commander.added', 1), ('commander.removed', 1), ('commander.changed', 1), ('commander.marked', 1),
    ('terrain.added', 1), ('terrain.removed', 1), ('terrain.changed', 1),
    ('base.added', 1), ('base.removed', 1), ('base.moved', 1), ('bases.moved', 1),
    ('table.contactToleranceChanged', 1), ('turn.changed', 1),
    ('adjudication.applied', 1), ('change.followedUp', 1),
    ('undo', 1), ('redo', 1);
REVOKE ALL ON event_types FROM PUBLIC;
GRANT SELECT ON event_types TO adjutant_table, adjutant_umpire, adjutant_spectator;

-- Whether `changes` is a list of changes as the app writes them: [{"type": ..., "payload": {...}}].
CREATE FUNCTION adjutant_is_changes(changes jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(jsonb_typeof(changes) = 'array', false)
           AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(changes) AS c (change)
                           WHERE jsonb_typeof(c.change) IS DISTINCT FROM 'object'
                              OR jsonb_typeof(c.change -> 'type') IS DISTINCT FROM 'string'
                              OR jsonb_typeof(c.change -> 'payload') IS DISTINCT FROM 'object')
$$;

-- Checked on every insert, the owner's included. SECURITY DEFINER: the seq is checked against
-- the whole log, whatever a login's policies let it see.
CREATE FUNCTION adjutant_check_event() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path FROM CURRENT AS $$
DECLARE
    last bigint;
    expected integer;
BEGIN
    -- A concurrent insert of the same seq waits on the primary key and then conflicts; one of a
    -- seq not yet committed is refused here: no gap can be made.
    SELECT coalesce(max(seq), 0) INTO last FROM events WHERE battle = NEW.battle;
    IF NEW.seq <> last + 1 THEN
        RAISE EXCEPTION 'event % is not the next of its battle (the log ends at event %)', NEW.seq, last
            USING ERRCODE = 'check_violation';
    END IF;
    SELECT version INTO expected FROM event_types WHERE type = NEW.type;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'event %: "%" is not an event type of this club schema', NEW.seq, NEW.type
            USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.type_version <> expected THEN
        RAISE EXCEPTION 'event %: "%" is at payload version %, not %', NEW.seq, NEW.type, expected,
            NEW.type_version USING ERRCODE = 'check_violation';
    END IF;
    IF jsonb_typeof(NEW.payload) <> 'object' THEN
        RAISE EXCEPTION 'event %: the payload is not a JSON object', NEW.seq
            USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.type IN ('undo', 'redo') AND NOT (
            coalesce(jsonb_typeof(NEW.payload -> (CASE NEW.type WHEN 'undo' THEN 'undoes' ELSE 'redoes' END)) = 'number',
                     false)
            AND adjutant_is_changes(NEW.payload -> 'changes')) THEN
        RAISE EXCEPTION 'event %: % without the step it takes back or its changes', NEW.seq,
            CASE NEW.type WHEN 'undo' THEN 'an undo' ELSE 'a redo' END USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.undo IS NOT NULL AND NOT adjutant_is_changes(NEW.undo) THEN
        RAISE EXCEPTION 'event %: its undo is not a list of changes', NEW.seq
            USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER events_check BEFORE INSERT ON events
    FOR EACH ROW EXECUTE FUNCTION adjutant_check_event();
