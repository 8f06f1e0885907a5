-- Sign-in and sign-up limits for every instance together, one call (one round trip) per attempt: each function runs
-- its statements in one transaction, under a lock per client (and the account's row), with fresh snapshots.

-- Books an event of `p_client` in `p_scope` unless `p_limit` are within the last `p_window_ms` before `p_t`: answers
-- wait 0, the booking's id (its time) and the events before it, else the wait and no id. As coordination/sqlite-store.ts.
CREATE OR REPLACE FUNCTION coord_book(p_scope text, p_client text, p_limit integer, p_window_ms bigint, p_t bigint)
RETURNS TABLE (wait_ms bigint, id bigint, before integer) LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  room_at bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_scope || E'\n' || p_client, 0));
  -- Now and then, forget every idle client of this scope, so the table cannot grow without bound.
  IF random() < 0.005 THEN
    DELETE FROM client_events e WHERE e.scope = p_scope AND e.at_ms <= p_t - p_window_ms;
  ELSE
    DELETE FROM client_events e WHERE e.scope = p_scope AND e.client = p_client AND e.at_ms <= p_t - p_window_ms;
  END IF;
  SELECT count(*) INTO n FROM client_events e WHERE e.scope = p_scope AND e.client = p_client;
  IF n >= p_limit THEN
    -- The wait is until the event that makes room ages out: the (n - limit + 1)th oldest in the window.
    SELECT e.at_ms INTO room_at FROM client_events e WHERE e.scope = p_scope AND e.client = p_client
      ORDER BY e.at_ms OFFSET n - p_limit LIMIT 1;
    RETURN QUERY SELECT greatest(1, p_window_ms - (p_t - room_at)), NULL::bigint, n;
    RETURN;
  END IF;
  INSERT INTO client_events (scope, client, at_ms) VALUES (p_scope, p_client, p_t);
  RETURN QUERY SELECT 0::bigint, p_t, n;
END $$;
--> statement-breakpoint

-- Takes a booking back: one of the client's events at that time (any one: they are alike).
CREATE OR REPLACE FUNCTION coord_unbook(p_scope text, p_client text, p_id bigint)
RETURNS void LANGUAGE sql AS $$
  DELETE FROM client_events WHERE ctid = (
    SELECT ctid FROM client_events e WHERE e.scope = p_scope AND e.client = p_client AND e.at_ms = p_id LIMIT 1);
$$;
--> statement-breakpoint

-- Books a sign-in attempt as a failure, for the client (`p_scope` window) and then the account (its two backoff lanes,
-- auth/sign-in-backoff.ts bookAttempt), before the password is checked: wait 0 and the client's booking, else the
-- wait with nothing booked; with the account's lanes as they stand (none when the client must wait). A refusal only
-- reads: lanes only move later (or are cleared), so refusing on what was committed when it looked is the answer it
-- would have had just before any concurrent call.
CREATE OR REPLACE FUNCTION coord_book_sign_in(
  p_scope text, p_client text, p_account text, p_t bigint, p_limit integer, p_window_ms bigint,
  p_free_failures integer, p_max_delay_ms bigint, p_forget_after_ms bigint
) RETURNS TABLE (wait_ms bigint, id bigint, open_at bigint, clean_at bigint) LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  room_at bigint;
  lanes sign_in_lanes%ROWTYPE;
  clean boolean;
  steps integer;
  delay bigint;
BEGIN
  FOR pass IN 1..2 LOOP
    -- The second pass, under the client's lock and the account row's, is the one that books.
    IF pass = 2 THEN
      PERFORM pg_advisory_xact_lock(hashtextextended(p_scope || E'\n' || p_client, 0));
      -- Now and then, forget idle clients and accounts, so the tables cannot grow without bound.
      IF random() < 0.005 THEN
        DELETE FROM client_events e WHERE e.scope = p_scope AND e.at_ms <= p_t - p_window_ms;
        DELETE FROM sign_in_lanes l WHERE l.last_at <= p_t - p_forget_after_ms AND l.account <> p_account;
      END IF;
    END IF;
    SELECT count(*) INTO n FROM client_events e
      WHERE e.scope = p_scope AND e.client = p_client AND e.at_ms > p_t - p_window_ms;
    IF n >= p_limit THEN
      -- The wait is until the event that makes room ages out: the (n - limit + 1)th oldest in the window.
      SELECT e.at_ms INTO room_at FROM client_events e
        WHERE e.scope = p_scope AND e.client = p_client AND e.at_ms > p_t - p_window_ms
        ORDER BY e.at_ms OFFSET n - p_limit LIMIT 1;
      RETURN QUERY SELECT greatest(1, p_window_ms - (p_t - room_at)), NULL::bigint, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    -- A client with no recent failures anywhere may use the clean lane.
    clean := n = 0;
    IF pass = 2 THEN
      INSERT INTO sign_in_lanes (account, failures, last_at, open_at, clean_at) VALUES (p_account, 0, p_t, 0, 0)
        ON CONFLICT (account) DO NOTHING;
      SELECT * INTO lanes FROM sign_in_lanes l WHERE l.account = p_account FOR UPDATE;
    ELSE
      SELECT * INTO lanes FROM sign_in_lanes l WHERE l.account = p_account;
    END IF;
    IF lanes.account IS NULL OR p_t - lanes.last_at >= p_forget_after_ms THEN
      lanes.failures := 0;
      lanes.open_at := 0;
      lanes.clean_at := 0;
    END IF;
    IF NOT (p_t >= lanes.open_at OR (clean AND p_t >= lanes.clean_at)) THEN
      RETURN QUERY SELECT (CASE WHEN clean THEN least(lanes.open_at, lanes.clean_at) ELSE lanes.open_at END) - p_t,
        NULL::bigint, lanes.open_at, lanes.clean_at;
      RETURN;
    END IF;
  END LOOP;
  -- 1 s, 2 s, 4 s ... after the free failures, at most p_max_delay_ms (the shift stays far below bigint's range).
  steps := lanes.failures + 1 - p_free_failures;
  delay := CASE WHEN steps < 0 THEN 0 ELSE least(1000 * (1::bigint << least(steps, 40)), p_max_delay_ms) END;
  IF p_t >= lanes.open_at THEN
    lanes.open_at := p_t + delay;
  ELSE
    lanes.clean_at := p_t + delay;
  END IF;
  -- An upsert: a right password elsewhere may have deleted the row since it was read.
  INSERT INTO sign_in_lanes (account, failures, last_at, open_at, clean_at)
    VALUES (p_account, lanes.failures + 1, p_t, lanes.open_at, lanes.clean_at)
    ON CONFLICT (account) DO UPDATE SET failures = excluded.failures, last_at = excluded.last_at,
      open_at = excluded.open_at, clean_at = excluded.clean_at;
  INSERT INTO client_events (scope, client, at_ms) VALUES (p_scope, p_client, p_t);
  RETURN QUERY SELECT 0::bigint, p_t, lanes.open_at, lanes.clean_at;
END $$;
--> statement-breakpoint

-- The right password: the client's booking is no failure, and the account's earlier failures no longer count.
CREATE OR REPLACE FUNCTION coord_sign_in_succeeded(p_scope text, p_client text, p_account text, p_id bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coord_unbook(p_scope, p_client, p_id);
  DELETE FROM sign_in_lanes l WHERE l.account = p_account;
  -- Instances that refuse a busy account without asking (coordination/pg-auth-store.ts) forget it on this.
  PERFORM pg_notify('sign_in_cleared', p_account);
END $$;
