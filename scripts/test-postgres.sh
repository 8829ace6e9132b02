#!/usr/bin/env bash
# Runs the server's service tests on PostgreSQL (ARCHITECTURE §8). Uses TEST_DATABASE_URL when it is set;
# otherwise, as root on Debian, installs and starts a local PostgreSQL cluster on 127.0.0.1 for the run.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Set TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/db to run the service tests on PostgreSQL." >&2
    exit 1
  fi
  if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
    echo "== installing Debian's PostgreSQL"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || {
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    }
  fi
  read -r version cluster _ < <(pg_lsclusters -h | head -n 1)
  pg_ctlcluster "$version" "$cluster" start 2>/dev/null || true
  su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'portal-test'\""
  su postgres -c "psql -q -tc \"SELECT 1 FROM pg_database WHERE datname = 'portal_test'\" | grep -q 1 || createdb portal_test"
  export TEST_DATABASE_URL="postgres://postgres:portal-test@127.0.0.1:5432/portal_test"
fi

# Only the test files whose imports reach the database (scripts/database-test-files.mjs): the others run the same code
# on the same input as in npm run test:unit.
node scripts/database-test-files.mjs --count
mapfile -t files < <(node scripts/database-test-files.mjs)
echo "== service tests on PostgreSQL"
TZ=UTC npx vitest run "${files[@]}"
