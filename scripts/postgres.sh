#!/usr/bin/env bash
# A throwaway PostgreSQL from Debian's packages, for tests: its own cluster in a folder, run by an
# unprivileged user (postgres when we are root), on a free port on 127.0.0.1 only.
#
#   scripts/postgres.sh run CMD…     start one in a temp folder, run CMD with TEST_DATABASE_URL
#                                    set, stop it by its pid and delete the folder; CMD's status.
#                                    With TEST_DATABASE_URL already set, runs CMD against that.
#   scripts/postgres.sh start DIR    initdb DIR (if new) and start; prints the database URL
#   scripts/postgres.sh stop DIR     stops it (fast shutdown), waits for its pid to exit
#   scripts/postgres.sh resume DIR   starts a stopped one again, on the same port
set -euo pipefail

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "postgres.sh: no PostgreSQL binaries (install Debian's postgresql, or set PG_BIN)" >&2
  exit 1
fi
DATABASE=betpulse

# PostgreSQL refuses to run as root.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start_server() {
  local dir=$1 port
  port=$(cat "$dir/port")
  # fsync off: the tests prove the Node server's safety, not the disk's; it saves minutes.
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start -o \
    "-p $port -c listen_addresses=127.0.0.1 -k $dir -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null || {
    cat "$dir/server.log" >&2
    return 1
  }
}

cmd_start() {
  local dir=$1
  mkdir -p "$dir"
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
    as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
      >"$dir/initdb.log" 2>&1 || {
      cat "$dir/initdb.log" >&2
      return 1
    }
    free_port >"$dir/port"
    start_server "$dir"
    as_owner "$PG_BIN/createdb" -h 127.0.0.1 -p "$(cat "$dir/port")" -U postgres "$DATABASE"
  else
    start_server "$dir"
  fi
  echo "postgres://postgres@127.0.0.1:$(cat "$dir/port")/$DATABASE"
}

cmd_stop() {
  local dir=$1 pid
  [ -f "$dir/data/postmaster.pid" ] || return 0
  pid=$(head -n 1 "$dir/data/postmaster.pid")
  kill -INT "$pid" 2>/dev/null || return 0 # SIGINT: fast shutdown, clients disconnected
  for _ in $(seq 1 300); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -QUIT "$pid" 2>/dev/null || true
}

cmd_run() {
  local status
  if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi
  RUN_DIR=$(mktemp -d /tmp/betpulse-pg-XXXXXX)
  chmod 755 "$RUN_DIR"
  trap 'cmd_stop "$RUN_DIR"; rm -rf "$RUN_DIR"' EXIT
  TEST_DATABASE_URL=$(cmd_start "$RUN_DIR")
  export TEST_DATABASE_URL PG_BIN
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') for tests at $TEST_DATABASE_URL"
  set +e
  "$@"
  status=$?
  set -e
  return $status
}

case "${1:-}" in
  run) shift; cmd_run "$@" ;;
  start) cmd_start "$2" ;;
  stop) cmd_stop "$2" ;;
  resume) start_server "$2" ;;
  *)
    echo "usage: $0 run CMD… | start DIR | stop DIR | resume DIR" >&2
    exit 2
    ;;
esac
