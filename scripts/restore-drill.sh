#!/usr/bin/env bash
# The backup and point-in-time restore drill (docs/deploy.md, "Backups and restore"): on a throwaway
# PostgreSQL cluster of its own (initdb under /tmp, its own port, never the cluster on 5432) it turns on
# WAL archiving, takes a base backup with pg_basebackup, writes rows before and after a moment T, restores
# the backup plus the archived WAL into a second cluster up to T, and checks that exactly the rows written
# before T are there. Exits non-zero when they are not. Usage: bash scripts/restore-drill.sh
set -euo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -x "$PG_BIN/initdb" ] || { echo "restore drill: no PostgreSQL server binaries (set PG_BIN)" >&2; exit 1; }

free_port() {
  local port=$1
  while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
  echo "$port"
}
PRIMARY_PORT=$(free_port "${DRILL_PORT:-55432}")
RESTORED_PORT=$(free_port $((PRIMARY_PORT + 1)))

WORK=$(mktemp -d /tmp/sacred-restore-drill.XXXXXX)
# initdb and the server refuse to run as root: as root, the clusters belong to the postgres user.
if [ "$(id -u)" = 0 ]; then
  chown postgres: "$WORK"
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

cleanup() {
  for cluster in primary restored; do
    [ -f "$WORK/$cluster/postmaster.pid" ] && as_pg "$PG_BIN/pg_ctl" -D "$WORK/$cluster" -m immediate stop >/dev/null 2>&1
  done
  rm -rf "$WORK"
}
trap cleanup EXIT

psql_on() {
  local port=$1
  shift
  as_pg "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h "$WORK" -p "$port" -U postgres -d drill "$@"
}

echo "restore drill: clusters under $WORK, ports $PRIMARY_PORT and $RESTORED_PORT"
as_pg mkdir -p "$WORK/wal-archive"
as_pg "$PG_BIN/initdb" -D "$WORK/primary" -U postgres --auth=trust -E UTF8 >/dev/null
cat >>"$WORK/primary/postgresql.conf" <<EOF
listen_addresses = ''
unix_socket_directories = '$WORK'
port = $PRIMARY_PORT
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $WORK/wal-archive/%f && cp %p $WORK/wal-archive/%f'
archive_timeout = 0
max_wal_senders = 3
EOF
as_pg "$PG_BIN/pg_ctl" -D "$WORK/primary" -l "$WORK/primary.log" -w start >/dev/null
as_pg "$PG_BIN/createdb" -h "$WORK" -p "$PRIMARY_PORT" -U postgres drill
psql_on "$PRIMARY_PORT" -c "CREATE TABLE drill_rows (id serial PRIMARY KEY, batch text NOT NULL, written_at timestamptz NOT NULL DEFAULT clock_timestamp())"

# 1. Rows before the backup, then the base backup.
psql_on "$PRIMARY_PORT" -c "INSERT INTO drill_rows (batch) SELECT 'before-backup' FROM generate_series(1, 100)"
as_pg "$PG_BIN/pg_basebackup" -h "$WORK" -p "$PRIMARY_PORT" -U postgres -D "$WORK/base" -X stream --checkpoint=fast
# 2. Rows after the backup and before T; T itself; rows after T.
psql_on "$PRIMARY_PORT" -c "INSERT INTO drill_rows (batch) SELECT 'before-target' FROM generate_series(1, 50)"
target=$(psql_on "$PRIMARY_PORT" -c "SELECT clock_timestamp()")
# The next commit must fall after T even on a coarse clock.
until [ "$(psql_on "$PRIMARY_PORT" -c "SELECT clock_timestamp() > '$target'::timestamptz")" = t ]; do :; done
psql_on "$PRIMARY_PORT" -c "INSERT INTO drill_rows (batch) SELECT 'after-target' FROM generate_series(1, 25)"
# 3. Close the WAL segment holding those commits and wait until it is archived.
segment=$(psql_on "$PRIMARY_PORT" -c "SELECT pg_walfile_name(pg_switch_wal())")
for _ in $(seq 1 100); do
  [ -f "$WORK/wal-archive/$segment" ] && break
  sleep 0.1
done
[ -f "$WORK/wal-archive/$segment" ] || { echo "restore drill: WAL segment $segment was not archived" >&2; exit 1; }
echo "restore drill: base backup taken, 150 rows before T=$target, 25 after, WAL archived up to $segment"

# 4. Restore the base backup into a new cluster and replay the archive up to T.
as_pg cp -a "$WORK/base" "$WORK/restored"
cat >>"$WORK/restored/postgresql.conf" <<EOF
port = $RESTORED_PORT
archive_mode = off
restore_command = 'cp $WORK/wal-archive/%f %p'
recovery_target_time = '$target'
recovery_target_action = 'promote'
EOF
as_pg touch "$WORK/restored/recovery.signal"
as_pg "$PG_BIN/pg_ctl" -D "$WORK/restored" -l "$WORK/restored.log" -w -t 120 start >/dev/null
for _ in $(seq 1 600); do
  [ "$(psql_on "$RESTORED_PORT" -c "SELECT pg_is_in_recovery()" 2>/dev/null)" = f ] && break
  sleep 0.1
done
[ "$(psql_on "$RESTORED_PORT" -c "SELECT pg_is_in_recovery()")" = f ] || {
  echo "restore drill: the restored cluster did not finish recovery" >&2
  cat "$WORK/restored.log" >&2
  exit 1
}

# 5. Exactly the rows written before T.
counts=$(psql_on "$RESTORED_PORT" -c "SELECT string_agg(batch || '=' || n, ' ' ORDER BY batch) FROM (SELECT batch, count(*) AS n FROM drill_rows GROUP BY batch) c")
expected="before-backup=100 before-target=50"
if [ "$counts" != "$expected" ]; then
  echo "restore drill: FAILED: restored to T the table holds '$counts', expected '$expected'" >&2
  exit 1
fi
primary_counts=$(psql_on "$PRIMARY_PORT" -c "SELECT count(*) FROM drill_rows")
echo "restore drill: restored to T: $counts (the primary holds $primary_counts; the 25 written after T are absent)"
echo "restore drill: ok"
