-- Club server schema 4 (PostgreSQL): the event type markers.assigned (capture markers given to
-- bases and trays as one step, issue 32; docs/formats.md) joins the types a table may append.
INSERT INTO event_types (type, version) VALUES ('markers.assigned', 1);
