-- Club server schema 2 (PostgreSQL): tournaments (docs/club.md, "Tournament"). An event's rounds,
-- the battles of each round with the player of each side, each battle's result (reckoned by its
-- rule set or entered by the umpire), the organiser's scoring table and tie-breaks, and the
-- standings as a view over them. Umpires of the event write; everyone else reads.

-- A round battle belongs to its battle's event: (id, event) is what a round battle refers to.
ALTER TABLE battles ADD CONSTRAINT battles_id_event UNIQUE (id, event);

-- The organiser's settings of an event: the tie-breaks after total points, in order.
CREATE TABLE tournaments (
    event     text   PRIMARY KEY CHECK (event <> ''),
    tiebreaks text[] NOT NULL DEFAULT '{}'
              CHECK (tiebreaks <@ ARRAY['head-to-head', 'margin', 'wins']::text[])
);
-- Tournament points per victory level, as the organiser sets them: no default, no rule.
-- A drawn result gives each side winner_points.
CREATE TABLE scoring (
    event         text    NOT NULL REFERENCES tournaments (event) ON DELETE CASCADE,
    level         text    NOT NULL CHECK (level <> ''),
    winner_points integer NOT NULL,
    loser_points  integer NOT NULL,
    PRIMARY KEY (event, level)
);
CREATE TABLE rounds (
    event  text    NOT NULL CHECK (event <> ''),
    number integer NOT NULL CHECK (number > 0),
    name   text    NOT NULL DEFAULT '',
    PRIMARY KEY (event, number)
);
-- A battle of a round: two sides (the battle's side ids), each played by one player.
CREATE TABLE round_battles (
    battle  uuid    PRIMARY KEY,
    event   text    NOT NULL,
    round   integer NOT NULL,
    side1   text    NOT NULL CHECK (side1 <> ''),
    player1 text    NOT NULL CHECK (player1 <> ''),
    side2   text    NOT NULL CHECK (side2 <> ''),
    player2 text    NOT NULL CHECK (player2 <> ''),
    CHECK (side1 <> side2 AND player1 <> player2),
    UNIQUE (battle, event),
    FOREIGN KEY (battle, event) REFERENCES battles (id, event),
    FOREIGN KEY (event, round) REFERENCES rounds (event, number) ON DELETE CASCADE
);
-- A battle's result: its victory level in the rule set's words, the winning side (1 or 2 of its
-- round battle; NULL: a draw), what each side scored in the rule set's terms (FoGR: attrition
-- points inflicted; NULL when not known), reckoned by the rule set from the log up to event
-- at_seq, or entered by hand.
CREATE TABLE results (
    battle      uuid        PRIMARY KEY,
    event       text        NOT NULL,
    level       text        NOT NULL CHECK (level <> ''),
    winner      smallint    CHECK (winner IN (1, 2)),
    score1      integer,
    score2      integer,
    by_hand     boolean     NOT NULL,
    verdict     text        NOT NULL DEFAULT '',
    at_seq      bigint,
    recorded_by text        NOT NULL DEFAULT session_user,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    CHECK (by_hand OR at_seq IS NOT NULL),
    FOREIGN KEY (battle, event) REFERENCES round_battles (battle, event) ON DELETE CASCADE
);

-- A window showing the standings hears of every change to what they are made of.
CREATE FUNCTION adjutant_notify_standings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('adjutant_standings', coalesce(NEW.event, OLD.event));
    RETURN NULL;
END
$$;
CREATE TRIGGER rounds_notify AFTER INSERT OR UPDATE OR DELETE ON rounds
    FOR EACH ROW EXECUTE FUNCTION adjutant_notify_standings();
CREATE TRIGGER round_battles_notify AFTER INSERT OR UPDATE OR DELETE ON round_battles
    FOR EACH ROW EXECUTE FUNCTION adjutant_notify_standings();
CREATE TRIGGER results_notify AFTER INSERT OR UPDATE OR DELETE ON results
    FOR EACH ROW EXECUTE FUNCTION adjutant_notify_standings();
CREATE TRIGGER scoring_notify AFTER INSERT OR UPDATE OR DELETE ON scoring
    FOR EACH ROW EXECUTE FUNCTION adjutant_notify_standings();
CREATE TRIGGER tournaments_notify AFTER INSERT OR UPDATE OR DELETE ON tournaments
    FOR EACH ROW EXECUTE FUNCTION adjutant_notify_standings();

-- One row per player per round battle, with its result when there is one.
CREATE VIEW tournament_games WITH (security_invoker = true) AS
SELECT rb.event, rb.round, rb.battle, p.slot, p.player, p.opponent,
       r.level, r.by_hand, r.battle IS NOT NULL AS decided,
       CASE WHEN r.battle IS NULL THEN NULL
            WHEN r.winner IS NULL THEN 'draw'
            WHEN r.winner = p.slot THEN 'win'
            ELSE 'loss' END AS outcome,
       CASE WHEN r.winner IS NULL OR r.winner = p.slot THEN s.winner_points
            ELSE s.loser_points END AS points,
       CASE WHEN p.slot = 1 THEN r.score1 - r.score2 ELSE r.score2 - r.score1 END AS margin
FROM round_battles rb
CROSS JOIN LATERAL (VALUES (1, rb.player1, rb.player2), (2, rb.player2, rb.player1)) AS p (slot, player, opponent)
LEFT JOIN results r ON r.battle = rb.battle
LEFT JOIN scoring s ON s.event = rb.event AND s.level = r.level;

-- The standings: total points, then the event's tie-breaks in its order (head-to-head: points
-- scored against the players level on total points; margin: the sum of each result's score
-- margin; wins), players still level sharing a rank.
CREATE VIEW standings WITH (security_invoker = true) AS
WITH games AS MATERIALIZED (
    SELECT * FROM tournament_games
), totals AS (
    SELECT event, player,
           count(*) FILTER (WHERE decided)                AS played,
           count(*) FILTER (WHERE outcome = 'win')        AS wins,
           count(*) FILTER (WHERE outcome = 'draw')       AS draws,
           count(*) FILTER (WHERE outcome = 'loss')       AS losses,
           coalesce(sum(points), 0)                       AS points,
           coalesce(sum(margin), 0)                       AS margin,
           count(*) FILTER (WHERE by_hand)                AS by_hand
    FROM games
    GROUP BY event, player
), level_with AS (
    SELECT g.event, g.player, sum(g.points) AS points
    FROM games g
    JOIN totals t ON t.event = g.event AND t.player = g.player
    JOIN totals o ON o.event = g.event AND o.player = g.opponent AND o.points = t.points
    GROUP BY g.event, g.player
), keyed AS (
    SELECT t.*, coalesce(h.points, 0) AS head_to_head, coalesce(c.tiebreaks, '{}') AS tiebreaks
    FROM totals t
    LEFT JOIN level_with h ON h.event = t.event AND h.player = t.player
    LEFT JOIN tournaments c ON c.event = t.event
-- Computed whole, every event at once: a query's "WHERE event = ..." filters the result, not the
-- steps above (pushed into them it misleads the planner into nested loops: seconds, not ms).
), ranked AS MATERIALIZED (
SELECT event,
       rank() OVER (PARTITION BY event ORDER BY points DESC,
           CASE tiebreaks[1] WHEN 'head-to-head' THEN head_to_head WHEN 'margin' THEN margin
                             WHEN 'wins' THEN wins END DESC NULLS LAST,
           CASE tiebreaks[2] WHEN 'head-to-head' THEN head_to_head WHEN 'margin' THEN margin
                             WHEN 'wins' THEN wins END DESC NULLS LAST,
           CASE tiebreaks[3] WHEN 'head-to-head' THEN head_to_head WHEN 'margin' THEN margin
                             WHEN 'wins' THEN wins END DESC NULLS LAST) AS rank,
       player, played, wins, draws, losses, points, head_to_head, margin, by_hand
FROM keyed
)
SELECT * FROM ranked;

REVOKE ALL ON tournaments, scoring, rounds, round_battles, results, tournament_games, standings FROM PUBLIC;
GRANT SELECT ON tournaments, scoring, rounds, round_battles, results, tournament_games, standings
    TO adjutant_table, adjutant_umpire, adjutant_spectator;
GRANT INSERT, UPDATE, DELETE ON tournaments, scoring, rounds, round_battles, results TO adjutant_umpire;

ALTER TABLE tournaments ENABLE ROW LEVEL SECURITY;
ALTER TABLE scoring ENABLE ROW LEVEL SECURITY;
ALTER TABLE rounds ENABLE ROW LEVEL SECURITY;
ALTER TABLE round_battles ENABLE ROW LEVEL SECURITY;
ALTER TABLE results ENABLE ROW LEVEL SECURITY;
CREATE POLICY everyone_reads ON tournaments FOR SELECT
    TO adjutant_table, adjutant_umpire, adjutant_spectator USING (true);
CREATE POLICY everyone_reads ON scoring FOR SELECT
    TO adjutant_table, adjutant_umpire, adjutant_spectator USING (true);
CREATE POLICY everyone_reads ON rounds FOR SELECT
    TO adjutant_table, adjutant_umpire, adjutant_spectator USING (true);
CREATE POLICY everyone_reads ON round_battles FOR SELECT
    TO adjutant_table, adjutant_umpire, adjutant_spectator USING (true);
CREATE POLICY everyone_reads ON results FOR SELECT
    TO adjutant_table, adjutant_umpire, adjutant_spectator USING (true);
-- An umpire sets up and scores the events they umpire, and no other.
CREATE POLICY umpire_writes_their_event ON tournaments FOR ALL TO adjutant_umpire
    USING (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = tournaments.event))
    WITH CHECK (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = tournaments.event));
CREATE POLICY umpire_writes_their_event ON scoring FOR ALL TO adjutant_umpire
    USING (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = scoring.event))
    WITH CHECK (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = scoring.event));
CREATE POLICY umpire_writes_their_event ON rounds FOR ALL TO adjutant_umpire
    USING (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = rounds.event))
    WITH CHECK (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = rounds.event));
CREATE POLICY umpire_writes_their_event ON round_battles FOR ALL TO adjutant_umpire
    USING (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = round_battles.event))
    WITH CHECK (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = round_battles.event));
CREATE POLICY umpire_writes_their_event ON results FOR ALL TO adjutant_umpire
    USING (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = results.event))
    WITH CHECK (EXISTS (SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = results.event)
                AND recorded_by = session_user);
