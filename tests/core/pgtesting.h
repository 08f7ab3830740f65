// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The club-server tests' PostgreSQL: a server named by the environment variable
// ADJUTANT_TEST_POSTGRES (a postgresql:// URI whose login may create databases and roles;
// .ci/run starts a throwaway cluster and sets it). Without it a developer's run skips these
// tests with a message; with ADJUTANT_TEST_POSTGRES_REQUIRED=1 (CI) a missing server fails them.

#include <QString>
#include <QStringList>
#include <QTest>

namespace pgtesting {

QString serverUri();
bool required();

// A database of its own on the test server for one test executable, dropped (with its
// connections) when it goes, and with it the logins added for it.
class TestDatabase
{
public:
    // `prepared`: set up with `club init` (PostgresStore::initialize); else left empty.
    explicit TestDatabase(bool prepared = true);
    ~TestDatabase();
    TestDatabase(const TestDatabase &) = delete;
    TestDatabase &operator=(const TestDatabase &) = delete;

    bool isValid() const { return mError.isEmpty(); }
    const QString &error() const { return mError; }
    const QString &name() const { return mName; }
    // The URI of this database, logging in as `login` (the server's own login when empty).
    QString uri(const QString &login = {}) const;
    // Runs SQL as the server's login on this database (or as `login`), statements separated by
    // ";\n", on one connection; returns the first error, or an empty string.
    QString exec(const QString &sql, const QString &login = {}) const;
    // Creates `login`, a member of `group` ("adjutant_table": docs/club.md, "Adding tables and
    // umpires"), first dropping one of that name a crashed run left; it is dropped after this
    // database. Returns the first error, or an empty string.
    QString addLogin(const QString &login, const QString &group);
    // Keeps `login` from logging in and ends its connections (a cut, as its client sees it), or
    // lets it in again; returns the first error, or an empty string.
    QString cut(const QString &login, bool off) const;
    // `login` on this database as the pg_service.conf entry `name`, appended to
    // FOLDER/pg_service.conf, which PGSERVICEFILE then names (for this process and those it
    // starts): the way docs/club.md tells laptops to name the server. "service=NAME", or empty
    // when the file cannot be written.
    QString service(const QString &name, const QString &login, const QString &folder) const;

private:
    QString mName;
    QString mError;
    QStringList mLogins; // added by addLogin, dropped after the database
};

} // namespace pgtesting

// In a test function: skips (developer) or fails (CI) when there is no test server.
#define ADJUTANT_NEED_POSTGRES()                                                                   \
    do {                                                                                           \
        if (pgtesting::serverUri().isEmpty()) {                                                    \
            if (pgtesting::required())                                                             \
                QFAIL("ADJUTANT_TEST_POSTGRES_REQUIRED is set but ADJUTANT_TEST_POSTGRES is not: " \
                      "the PostgreSQL test server is missing");                                    \
            QSKIP("no PostgreSQL test server: set ADJUTANT_TEST_POSTGRES to a postgresql:// URI "  \
                  "(see docs/club.md, Tests) or run .ci/run");                                     \
        }                                                                                          \
    } while (0)
